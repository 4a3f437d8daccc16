import { describe, expect, it } from 'vitest';
import { isServerPath } from './server-paths.ts';

describe('isServerPath', () => {
  it.each([
    '/api',
    '/api/products',
    '/api/products/count?x=1',
    '/admin',
    '/admin/login',
    '/media/abc.webp',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap.xml?v=2',
  ])('when %s is asked for, then the server answers it', (path) => {
    expect(isServerPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/About',
    '/AdminLogin',
    '/AdminDashboard/products',
    '/admin-assets.json',
    '/apiary',
    '/mediaeval',
    '/robots.txt.br',
    '/sitemap.xml/x',
    '/assets/api-1.js',
  ])('when %s is asked for, then it is a file or a page of the app', (path) => {
    expect(isServerPath(path)).toBe(false);
  });
});
