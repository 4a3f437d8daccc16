// The site's own images, drawn in code and rasterised by `npm run make:images` (scripts/make-images.ts)
// into pwa/public/images. Pages refer to them only through these exports.
//
// CONTRACT (kept stable for the pages): the export names and types below. Until the generated set lands,
// every entry points at the local placeholder image.

export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  /** `url 480w, url 960w, ...` */
  srcSet: string;
}

export interface ResponsiveImage {
  /** Fallback URL (a WebP of a middle size). */
  src: string;
  sources: ImageSource[];
  /** Intrinsic size of the largest rendition: keeps the aspect ratio while loading. */
  width: number;
  height: number;
}

export const PLACEHOLDER_SRC = '/images/placeholder.svg';

const placeholder = (width = 1200, height = 675): ResponsiveImage => ({
  src: PLACEHOLDER_SRC,
  sources: [],
  width,
  height,
});
const many = (n: number, width?: number, height?: number) =>
  Array.from({ length: n }, () => placeholder(width, height));

/** The brand logo (shown 90 px high in the navbar). */
export const LOGO: ResponsiveImage = placeholder(360, 120);

/** Home hero: a short looping clip and its poster. */
export const HERO = { poster: placeholder(1920, 1080), videoWebm: '', videoMp4: '' };

/** Portfolio / home banner carousel: one per catalogue line, in line order (4). */
export const BANNER_SLIDES: ResponsiveImage[] = many(4, 1600, 600);
/** Home features tabs, in the order of public-area.md §2.6 (8). */
export const FEATURE_IMAGES: ResponsiveImage[] = many(8, 800, 600);
/** Home compliance grid icons (14), square. */
export const COMPLIANCE_ICONS: ResponsiveImage[] = many(14, 192, 192);
/** Home USP cards: Product Identity, Sustainability, Traceability, Bio-Availability (4). */
export const USP_IMAGES: ResponsiveImage[] = many(4, 800, 600);
/** News & Trends ticker cards (5), 320x480 portrait. */
export const TREND_IMAGES: ResponsiveImage[] = many(5, 640, 960);
/** Posters shown when a featured video cannot load (2). */
export const VIDEO_POSTERS: ResponsiveImage[] = many(2, 1280, 720);
/** Certifications page (6): ISO 9001:2015 ×3, GMP Certified, FSSAI Approved, Organic Certified. */
export const CERTIFICATE_IMAGES: ResponsiveImage[] = many(6, 900, 1200);
/** Sustainability page: the banner and the eight initiative blocks. */
export const SUSTAINABILITY_IMAGES = { banner: placeholder(1600, 600), blocks: many(8, 800, 600) };
/** About page: a banner per tab (4) and images for the body. */
export const ABOUT_IMAGES = { banners: many(4, 1600, 600), body: many(6, 800, 600) };
/** Services page: one image per core service (3). */
export const SERVICES_IMAGES: ResponsiveImage[] = many(3, 800, 600);

/**
 * Catalogue images, by plain URL because the product view retries them with a cache-busting query.
 * Product banners by product code; certificate logos (shown 50 px high) by name.
 */
export const PRODUCT_BANNERS: Record<string, string[]> = {};
export const CERTIFICATE_LOGOS: Record<string, string> = {};
