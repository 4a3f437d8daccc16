// Site constants of public-area.md (brand, contact details, links) in one place.
import { BRAND_NAME } from '../../../shared/brand.ts';

export const SITE = {
  brandName: BRAND_NAME,
  email: 'info@vedavitals.example',
  phone: '+91 40 4000 1234',
  location: 'Hyderabad, India',
  copyrightYear: 2025,
} as const;

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/About', label: 'About' },
  { to: '/Portfolio', label: 'Portfolio' },
  { to: '/Services', label: 'Services' },
  { to: '/Sustainability', label: 'Sustainability' },
  { to: '/contact', label: 'Contact' },
] as const;
