import { describe, expect, it } from 'vitest';
import { sectionTitle } from './sections.tsx';

describe('sectionTitle', () => {
  it.each([
    ['/AdminDashboard', 'Dashboard'],
    ['/AdminDashboard/', 'Dashboard'],
    ['/AdminDashboard/users', 'User Management'],
    ['/AdminDashboard/products/add', 'Product Management'],
    ['/AdminDashboard/products/SBOVZ-D3/edit', 'Product Management'],
    ['/AdminDashboard/analytics', 'Analytics'],
    ['/AdminDashboard/settings', 'Settings'],
  ])('when at %s, then the header says %s', (path, title) => {
    expect(sectionTitle(path)).toBe(title);
  });
});
