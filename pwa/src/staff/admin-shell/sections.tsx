// The five sidebar sections of admin-area.md §2 and the header title for a path.
import type { ComponentType } from 'react';
import { AnalyticsIcon, DashboardIcon, ProductsIcon, SettingsIcon, UsersIcon } from './sidebar-icons.tsx';

export interface Section {
  to: string;
  label: string;
  end: boolean;
  Icon: ComponentType;
}

export const SECTIONS: readonly Section[] = [
  { to: '/AdminDashboard', label: 'Dashboard', end: true, Icon: DashboardIcon },
  { to: '/AdminDashboard/users', label: 'User Management', end: false, Icon: UsersIcon },
  { to: '/AdminDashboard/products', label: 'Product Management', end: false, Icon: ProductsIcon },
  { to: '/AdminDashboard/analytics', label: 'Analytics', end: false, Icon: AnalyticsIcon },
  { to: '/AdminDashboard/settings', label: 'Settings', end: false, Icon: SettingsIcon },
];

/** The active section's label: the longest section path that the pathname starts with. */
export function sectionTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  let best: Section | undefined;
  for (const s of SECTIONS) {
    const matches = s.end ? path === s.to : path === s.to || path.startsWith(`${s.to}/`);
    if (matches && (!best || s.to.length > best.to.length)) best = s;
  }
  return (best ?? SECTIONS[0]!).label;
}
