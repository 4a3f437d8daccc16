// What a search engine or a link preview reads before any script runs (issue #14 §1): every public page
// has its own title, description, canonical link and Open Graph tags in the HTML, a catalogue product's page
// carries schema.org Product JSON-LD, /robots.txt and /sitemap.xml exist, and an address that is no page
// answers 404 (with the app, which shows its error page) while unknown API paths stay JSON 404s.
import { describe, expect, it } from 'vitest';
import { catalogueProducts } from '../../shared/catalogue.ts';
import { PUBLIC_PAGES } from '../../shared/site-pages.ts';
import { productForm, productInput } from '../factories/products.ts';
import { createUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import type { TestApp } from '../setup/test-app.ts';
import { useTestApp } from '../setup/use-test-app.ts';

const ORIGIN = 'https://www.vedavitals.example';
const html = (app: TestApp, path: string) => apiClient(app).get(path, { headers: { Accept: 'text/html' } });
const meta = (page: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(page)?.[1];

describe('pages as search engines see them', () => {
  const { database, app } = useTestApp({ publicUrl: ORIGIN });

  it('when each public page is asked for, then its HTML has its own title, description, canonical link and Open Graph tags', async () => {
    const titles = new Set<string>();
    for (const page of PUBLIC_PAGES) {
      const res = await html(app, page.path);
      expect(res.status, page.path).toBe(200);
      const body = await res.text();
      const title = /<title>([^<]*)<\/title>/.exec(body)?.[1];
      expect(title, page.path).toBe(page.title.replace(/&/g, '&amp;'));
      expect(body.match(/<title>/g), page.path).toHaveLength(1);
      expect(body.match(/name="description"/g), page.path).toHaveLength(1);
      expect(meta(body, 'name', 'description')).toBe(page.description);
      expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${page.path}" />`);
      expect(meta(body, 'property', 'og:title')).toBe(page.title);
      expect(meta(body, 'property', 'og:url')).toBe(`${ORIGIN}${page.path}`);
      expect(body.includes('content="noindex"'), page.path).toBe(!page.indexed);
      titles.add(title!);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  it('when a route is asked for in another case or with a trailing slash, then it is the same page with the same canonical link', async () => {
    for (const path of ['/about', '/ABOUT/', '/portfolio']) {
      const res = await html(app, path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toMatch(
        new RegExp(`<link rel="canonical" href="${ORIGIN}/(About|Portfolio)" />`),
      );
    }
  });

  it('when a catalogue product’s page is asked for, then it is described and carries schema.org Product JSON-LD', async () => {
    const product = catalogueProducts()[0]!.data;
    const res = await html(app, `/product/${product.productCode}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain(`${product.productName} (${product.productCode})`);
    expect(meta(body, 'property', 'og:type')).toBe('product');
    const script = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(body)?.[1];
    const jsonLd = JSON.parse(script!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.productName,
      sku: product.productCode,
      brand: { '@type': 'Brand', name: 'Veda Vitals' },
      url: `${ORIGIN}/product/${product.productCode}`,
    });
  });

  it('when a product staff added (not in the catalogue), or the staff area, is asked for, then the app answers 200 without a page head', async () => {
    const manager = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const added = await apiClient(app, manager).post('/api/products', {
      body: productForm(productInput({ productCode: 'STAFF-MADE-1' })),
    });
    expect(added.status).toBe(201);
    for (const path of ['/product/STAFF-MADE-1', '/AdminDashboard', '/AdminDashboard/products/X/edit']) {
      const res = await html(app, path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).not.toContain('rel="canonical"');
    }
  });

  it('when a product that does not exist is asked for, then 404 with the app’s error page, not indexed', async () => {
    for (const path of ['/product/NOPE-123', '/product/%E0%A4%A']) {
      const res = await html(app, path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('when a page’s form is posted without the app’s script, then the page again (303), with nothing of the form in any address', async () => {
    const res = await apiClient(app).post('/', {
      body: new URLSearchParams({ email: 'buyer@nutraco.example' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('when an address is no page of the app, then 404 with the app, not indexed; an unknown API path stays a JSON 404', async () => {
    for (const path of ['/no-such-page', '/Portfolio/extra', '/wp-login.php']) {
      const res = await html(app, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      const body = await res.text();
      expect(body).toContain('<meta name="robots" content="noindex" />');
      expect(body).toContain('<div id="root">');
    }
    const api = await apiClient(app).get('/api/no-such-thing', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('when /robots.txt is asked for, then plain text lets crawlers in but not the staff area or the API, and names the sitemap', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await apiClient(app).get('/robots.txt', { headers: { Accept: accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const text = await res.text();
      expect(text).toMatch(/^User-agent: \*$/m);
      expect(text).toMatch(/^Disallow: \/AdminDashboard$/m);
      expect(text).toMatch(/^Disallow: \/api\/$/m);
      expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    }
  });

  it('when /sitemap.xml is asked for, then it lists every indexed public page and every catalogue product, and nothing else', async () => {
    const res = await apiClient(app).get('/sitemap.xml', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      ...PUBLIC_PAGES.filter((p) => p.indexed).map((p) => `${ORIGIN}${p.path}`),
      ...catalogueProducts().map((p) => `${ORIGIN}/product/${p.data.productCode}`),
    ];
    expect(locs).toEqual(expected);
    expect(locs).toHaveLength(8 + 27);
    expect(locs).not.toContain(`${ORIGIN}/AdminLogin`);
  });
});
