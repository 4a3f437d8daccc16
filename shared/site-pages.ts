// The app's routes as the server must know them (public-area.md §2.1, admin-area.md §2): which paths are
// pages of the app (answered 200 with the app) and which are not (answered 404 with the app's error page),
// and, for each public page, the title and description that search engines and link previews read before
// any script runs. The PWA's router (pwa/src/app/routes.tsx) is checked against this list in a test.
import { BRAND_NAME } from './brand.ts';
import { catalogueProducts, type CatalogueProductRef } from './catalogue.ts';

export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** Listed in /sitemap.xml and open to search engines (sign-in pages are not). */
  indexed: boolean;
  /** The query parameters that change what the page shows: it is prerendered with them (slugs only). */
  query?: readonly string[];
}

const titled = (name: string) => `${name} — ${BRAND_NAME}`;

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: `${BRAND_NAME} — plant-based vitamin and mineral ingredients`,
    description:
      'Whole-food, plant-based vitamin and mineral ingredients for manufacturers, formulators and marketers.',
    indexed: true,
  },
  {
    path: '/About',
    title: titled('About us'),
    description:
      'Who we are: a maker of whole-food vitamin and mineral ingredients grown, dried and tested in India.',
    indexed: true,
  },
  {
    path: '/Portfolio',
    title: titled('Product portfolio'),
    description:
      'The catalogue of plant-based vitamins and minerals by line and need: assays, ingredients, functional uses and certificates.',
    indexed: true,
    // The selection the address names (pwa/src/public/portfolio/portfolio-selection.ts).
    query: ['category', 'subcategory', 'product'],
  },
  {
    path: '/Services',
    title: titled('Services'),
    description:
      'Custom formulation, private label and technical support for brands building on whole-food nutrients.',
    indexed: true,
  },
  {
    path: '/Sustainability',
    title: titled('Sustainability'),
    description:
      'How our ingredients are grown and processed: regenerative farming, low-heat drying and fair sourcing.',
    indexed: true,
  },
  {
    path: '/Certifications',
    title: titled('Certifications'),
    description:
      'The certificates behind our ingredients: organic, vegan, non-GMO, kosher, halal and quality systems.',
    indexed: true,
  },
  {
    path: '/Stories',
    title: titled('Our Stories'),
    description: `Stories from the farms, labs and partners of ${BRAND_NAME}.`,
    indexed: true,
  },
  {
    path: '/contact',
    title: titled('Contact'),
    description: 'Write to us, call us or visit one of our offices in Hyderabad and Telangana.',
    indexed: true,
  },
  {
    path: '/AdminLogin',
    title: titled('Staff sign-in'),
    description: `Sign in to the ${BRAND_NAME} staff area.`,
    indexed: false,
  },
  {
    path: '/ExternalUserLogin',
    title: titled('Customer sign-in'),
    description: `Sign in or register as a ${BRAND_NAME} customer.`,
    indexed: false,
  },
  {
    path: '/login',
    title: titled('Session expired'),
    description: `Your ${BRAND_NAME} session has ended; sign in again.`,
    indexed: false,
  },
];

/** The page for an address that is no page of the app (answered 404). */
export const NOT_FOUND_PAGE: PublicPage = {
  path: '',
  title: titled('Page not found'),
  description: 'The page you asked for does not exist.',
  indexed: false,
};

/** The document title for a path: the page's own, the home page's for the rest of the app. */
export function titleFor(pathname: string): string {
  const page = sitePage(pathname);
  if (!page) return NOT_FOUND_PAGE.title;
  return 'title' in page ? page.title : PUBLIC_PAGES[0]!.title;
}

/** The title and description of a catalogue product's page (`/product/{code}`). */
export function productPage(product: CatalogueProductRef): PublicPage {
  const { productCode, productName, assay, overview } = product.data;
  return {
    path: `/product/${productCode}`,
    title: titled(`${productName} (${productCode})`),
    description: overview ?? `${productName}: ${assay}. ${product.line}, ${product.subcategory}.`,
    indexed: true,
  };
}

/** The product code of a product's page (a catalogue product's, or `{ path }` of another); else undefined. */
export function productCodeOf(page: { path: string }): string | undefined {
  const code = /^\/product\/([^/]+)$/i.exec(page.path)?.[1];
  if (code === undefined) return undefined;
  try {
    return decodeURIComponent(code);
  } catch {
    return undefined;
  }
}

/**
 * The part of a query string that changes what `page` shows, in a fixed order ('' for none): the
 * parameters the page declares, each a slug, so the variants of a page are few and named alike.
 */
export function pageQuery(page: PublicPage, search: string): string {
  if (!page.query) return '';
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of page.query) {
    const value = params.get(name);
    if (value !== null && /^[a-z0-9-]{1,100}$/.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}

/** Every page a search engine should know: the indexed public pages and every catalogue product's page. */
export function indexedPages(): PublicPage[] {
  return [...PUBLIC_PAGES.filter((p) => p.indexed), ...catalogueProducts().map(productPage)];
}

/** The catalogue products' pages by code, made on first use. */
let productPages: Map<string, PublicPage> | undefined;

/**
 * The page of the app this path names, compared as the router compares (case-insensitively, a trailing
 * slash allowed): a public page, a catalogue product's page, `{ path }` alone for another app route (any
 * other product code, the admin area), or undefined when no route of the app matches.
 */
export function sitePage(pathname: string): PublicPage | { path: string } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const lower = path.toLowerCase();
  const page = PUBLIC_PAGES.find((p) => p.path.toLowerCase() === lower);
  if (page) return page;
  const product = /^\/product\/([^/]+)$/i.exec(path);
  if (product) {
    let code: string;
    try {
      code = decodeURIComponent(product[1]!);
    } catch {
      return { path };
    }
    productPages ??= new Map(catalogueProducts().map((p) => [p.data.productCode, productPage(p)]));
    return productPages.get(code) ?? { path };
  }
  if (lower === '/admindashboard' || lower.startsWith('/admindashboard/')) return { path };
  return undefined;
}
