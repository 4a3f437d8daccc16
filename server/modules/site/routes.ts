// What search engines read about the site as a whole: /robots.txt (everyone may crawl the public site, not
// the staff area or the API) and /sitemap.xml (every indexed public page and every catalogue product's
// page, at the site's public address).
import Router from '@koa/router';
import { indexedPages } from '../../../shared/site-pages.ts';
import { escapeMarkup } from '../../http/site-head.ts';

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /AdminDashboard',
    'Disallow: /api/',
    'Disallow: /admin/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = indexedPages().map(
    (page) => `  <url><loc>${escapeMarkup(`${publicUrl}${page.path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function siteRoutes(publicUrl: string): Router {
  const router = new Router();
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  router.get('/robots.txt', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = robots;
  });
  router.get('/sitemap.xml', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = sitemap;
  });
  return router;
}
