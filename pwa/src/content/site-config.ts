// Site constants of public-area.md (brand, contact details, addresses, links, video and map sources)
// in one place. Links the spec gives as placeholders stay '#'.
import { BRAND_NAME } from '../../../shared/brand.ts';

export const SITE = {
  brandName: BRAND_NAME,
  email: 'info@vedavitals.example',
  phone: '+91 40 4000 1234',
  location: 'Hyderabad, India',
  copyrightYear: 2025,
  officeHours: 'Mon–Sat 9am–6pm',
} as const;

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/About', label: 'About' },
  { to: '/Portfolio', label: 'Portfolio' },
  { to: '/Services', label: 'Services' },
  { to: '/Sustainability', label: 'Sustainability' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Footer addresses (public-area.md §2.2), in the spec's order. */
export const ADDRESSES = [
  {
    title: 'Registered Office',
    lines: ['Plot 12, Road No. 3, Banjara Hills', 'Hyderabad 500034, Telangana, India'],
  },
  {
    title: 'R&D Centre',
    lines: ['Survey No. 41, Genome Valley, Shamirpet', 'Hyderabad 500078, Telangana, India'],
  },
  {
    title: 'Processing Centre',
    lines: ['Agro-Processing Park, Kothur', 'Rangareddy 509228, Telangana, India'],
  },
  {
    title: 'Manufacturing Site I',
    lines: ['Industrial Development Area, Pashamylaram', 'Sangareddy 502307, Telangana, India'],
  },
  {
    title: 'Manufacturing Site II',
    lines: ['SIPCOT Industrial Park, Perundurai', 'Erode 638052, Tamil Nadu, India'],
  },
] as const;

export const PARTNER_OFFICES = [
  { country: 'Canada', city: 'Mississauga, Ontario' },
  { country: 'USA', city: 'Irvine, California' },
  { country: 'France', city: 'Lyon' },
] as const;

/** Social links: the spec gives placeholder targets. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: '#' },
  { name: 'Instagram', href: '#' },
  { name: 'LinkedIn', href: '#' },
  { name: 'YouTube', href: '#' },
] as const;

export const LEGAL_LINKS = [
  { name: 'Privacy', href: '#' },
  { name: 'Terms', href: '#' },
  { name: 'Cookies', href: '#' },
] as const;

/**
 * The two featured videos (public-area.md §2.9). Sources come from here, so a deployment can point them
 * at its own hosting; left empty, the page shows each video's poster instead of loading a third party.
 */
export const FEATURED_VIDEOS: readonly { id: string; title: string; embedSrc: string }[] = [
  { id: 'livelihoods', title: 'Livelihoods', embedSrc: '' },
  { id: 'witnessing-agroecology', title: 'Witnessing Agroecology', embedSrc: '' },
];

/** Office location for the contact map (zoom 15). Empty `embedSrc` shows the address card. */
export const OFFICE_MAP: {
  latitude: number;
  longitude: number;
  zoom: number;
  embedSrc: string;
  address: (typeof ADDRESSES)[number];
} = {
  latitude: 17.4126,
  longitude: 78.4397,
  zoom: 15,
  embedSrc: '',
  address: ADDRESSES[0],
};
