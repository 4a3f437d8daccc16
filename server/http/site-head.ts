// Each page of the app is answered with the built shell (index.html) whose <head> says what the page is:
// its own <title>, meta description, canonical link and Open Graph tags, schema.org Product JSON-LD for a
// catalogue product, and `noindex` for sign-in pages and for an address that is no page (answered 404).
// Search engines and link previews read it before any script runs; the app then renders the page.
import { BRAND_NAME } from '../../shared/brand.ts';
import { findCatalogueProduct } from '../../shared/catalogue.ts';
import { productCodeOf, type PublicPage } from '../../shared/site-pages.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe inside HTML or XML content and quoted attributes. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON inside <script>: `<` escaped, so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function productJsonLd(page: PublicPage, url: string): string | undefined {
  const code = productCodeOf(page);
  const product = code === undefined ? undefined : findCatalogueProduct(code);
  if (!product) return undefined;
  const { productCode, productName, assay, ingredients } = product.data;
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productName,
    sku: productCode,
    mpn: productCode,
    description: page.description,
    category: `${product.line} › ${product.subcategory}`,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    url,
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Assay', value: assay },
      ...(ingredients ? [{ '@type': 'PropertyValue', name: 'Ingredients', value: ingredients }] : []),
    ],
  });
}

/** The tags that describe `page`, for a site at `publicUrl` (no trailing slash). */
export function headTags(page: PublicPage, publicUrl: string): string {
  const tags = [
    `<title>${escapeMarkup(page.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(page.description)}" />`,
  ];
  if (!page.indexed) tags.push('<meta name="robots" content="noindex" />');
  if (page.path !== '') {
    const url = `${publicUrl}${page.path === '/' ? '/' : page.path}`;
    tags.push(
      `<link rel="canonical" href="${escapeMarkup(url)}" />`,
      `<meta property="og:type" content="${page.path.startsWith('/product/') ? 'product' : 'website'}" />`,
      `<meta property="og:site_name" content="${escapeMarkup(BRAND_NAME)}" />`,
      `<meta property="og:title" content="${escapeMarkup(page.title)}" />`,
      `<meta property="og:description" content="${escapeMarkup(page.description)}" />`,
      `<meta property="og:url" content="${escapeMarkup(url)}" />`,
      `<meta property="og:image" content="${escapeMarkup(`${publicUrl}/icons/icon-512.png`)}" />`,
      '<meta name="twitter:card" content="summary" />',
    );
    const jsonLd = productJsonLd(page, url);
    if (jsonLd) tags.push(`<script type="application/ld+json">${jsonLd}</script>`);
  }
  return tags.join('\n    ');
}

/** The shell with the page's head: its <title> and description meta replaced, the other tags added. */
export function withHead(shell: string, page: PublicPage, publicUrl: string): string {
  const withoutOwn = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  const tags = headTags(page, publicUrl);
  // A function as the replacement: a product's text may hold `$&` and the like.
  if (/<\/head>/i.test(withoutOwn)) return withoutOwn.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  // No <head> of its own: one is put after the doctype.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(withoutOwn)?.[0] ?? '';
  return `${doctype}<head>${tags}</head>${withoutOwn.slice(doctype.length)}`;
}
