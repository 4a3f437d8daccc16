// The certificates the Certifications page shows, in its order (public-area.md).
export const CERTIFICATES = [
  'ISO 9001:2015',
  'ISO 9001:2015',
  'ISO 9001:2015',
  'GMP Certified',
  'FSSAI Approved',
  'Organic Certified',
] as const;
