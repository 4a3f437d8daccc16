import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lcpImagePreload, loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { EARLY_INPUT_SCRIPT } from './early-input.ts';

const SHELL =
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />' +
  '<title>t</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '<link rel="manifest" href="/manifest.webmanifest"></head>' +
  '<body><div id="root"></div></body></html>';

// A build as Vite leaves it: the prerender entry beside the served folder, and the manifest inside it.
const ENTRY = `export async function renderPage(url, data) {
  const name = data.product ? data.product.productName : 'none';
  return { html: '<main><h1>' + url + '</h1><p>' + name + ' costs $& and $1</p>' +
    '<picture><source type="image/avif" srcSet="/a-480.avif 480w, /a-960.avif 960w" sizes="50vw"/>' +
    '<img src="/a-480.webp" fetchpriority="high"/></picture></main>', modules: ['src/page.tsx'] };
}`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/page.tsx': {
    file: 'assets/page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js', '_own.js'],
  },
  '_own.js': { file: 'assets/own-1.js' },
};

describe('the page renderer', () => {
  let dir: string;
  let renderer: PageRenderer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vv-render-'));
    await mkdir(path.join(dir, 'pwa', '.vite'), { recursive: true });
    await mkdir(path.join(dir, 'ssr'));
    await writeFile(path.join(dir, 'ssr', 'prerender.js'), ENTRY);
    await writeFile(path.join(dir, 'pwa', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await mkdir(path.join(dir, 'pwa', 'assets'));
    await writeFile(
      path.join(dir, 'pwa', 'assets', 'index-1.css'),
      '@font-face{font-family:Brand;src:url(/assets/brand-1.woff2)}main{color:red;font-family:Brand}.unused{color:blue}',
    );
    renderer = (await loadPageRenderer(path.join(dir, 'pwa')))!;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when there is no build of the prerender entry, then there is no renderer (pages stay the shell)', async () => {
    expect(await loadPageRenderer(path.join(dir, 'pwa', 'nested'))).toBeUndefined();
  });

  it('when a page is rendered, then its markup is in #root, as written ($ patterns included)', async () => {
    const html = await renderer.render(SHELL, '/About', {});
    expect(html).toContain('<div id="root"><main><h1>/About</h1><p>none costs $& and $1</p>');
  });

  it('when a page is rendered, then its head holds the recorder of early input after the viewport, then the largest image, then the entry with every chunk the page needs', async () => {
    const html = await renderer.render(SHELL, '/', {});
    const head = html.slice(0, html.indexOf('</head>'));
    const viewport = '<meta name="viewport" content="width=device-width" />';
    expect(head).toContain(`${viewport}${EARLY_INPUT_SCRIPT}<link rel="preload" as="image"`);
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(preloads.sort()).toEqual(['/assets/own-1.js', '/assets/page-1.js', '/assets/shared-1.js']);
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('when a page is rendered, then the part of its stylesheet it uses is inlined: nothing to fetch before it can be drawn', async () => {
    const html = await renderer.render(SHELL, '/About', {});
    const inlined = /<style>(.*?)<\/style>/.exec(html)?.[1];
    expect(inlined).toContain('@font-face{font-family:Brand;src:url(/assets/brand-1.woff2)}');
    expect(inlined).toContain('main{color:red;font-family:Brand}');
    expect(inlined).not.toContain('.unused');
    // The whole stylesheet only after the content: it never holds up the first paint.
    expect(html.slice(0, html.indexOf('</main>'))).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/<\/main><\/div><link rel="stylesheet" crossorigin href="\/assets\/index-1\.css">/);
  });

  it('when a page has a high-priority picture, then its AVIF source is preloaded at the sizes it is shown', async () => {
    const html = await renderer.render(SHELL, '/', {});
    expect(html).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/a-480.avif 480w, /a-960.avif 960w" imagesizes="50vw" fetchpriority="high" />',
    );
  });

  it('when a product page is rendered, then the record goes along as JSON no text can break out of', async () => {
    const product = { productCode: 'P-1', productName: 'Evil</script><script>alert(1)</script>' };
    const html = await renderer.render(SHELL, '/product/P-1', { product: product as never });
    const data = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data!)).toEqual({ product });
  });
});

describe('the LCP image preload', () => {
  it('when no image is marked high priority, then nothing is preloaded', () => {
    expect(lcpImagePreload('<img src="/a.webp" loading="lazy">')).toBeUndefined();
    // An image outside any <picture> is preloaded by its own src, whatever <picture> came before it.
    expect(
      lcpImagePreload(
        '<picture><source type="image/avif" srcset="/logo.avif 270w"><img src="/logo.webp"></picture>' +
          '<img src="/media/banner.webp" fetchpriority="high">',
      ),
    ).toBe('<link rel="preload" as="image" href="/media/banner.webp" fetchpriority="high" />');
  });

  it('when the high-priority <img> has a srcset of its own, then the width its sizes pick is preloaded', () => {
    expect(
      lcpImagePreload(
        '<img src="/media/b.webp" srcSet="/media/b-480w.webp 480w, /media/b-960w.webp 960w" sizes="(max-width: 800px) 100vw, 460px" fetchPriority="high">',
      ),
    ).toBe(
      '<link rel="preload" as="image" imagesrcset="/media/b-480w.webp 480w, /media/b-960w.webp 960w" imagesizes="(max-width: 800px) 100vw, 460px" fetchpriority="high" />',
    );
  });

  it('when the picture is art-directed, then each source is preloaded for the screens it is for, and only those', () => {
    const square =
      '<source media="(max-aspect-ratio: 3/4)" type="image/avif" srcSet="/sq-720.avif 720w, /sq-1080.avif 1080w" sizes="100vw">';
    const wide = '<source type="image/avif" srcSet="/w-640.avif 640w, /w-1280.avif 1280w">';
    expect(
      lcpImagePreload(`<picture>${square}${wide}<img src="/w.webp" fetchpriority="high"></picture>`),
    ).toBe(
      '<link rel="preload" as="image" type="image/avif" media="(max-aspect-ratio: 3/4)" imagesrcset="/sq-720.avif 720w, /sq-1080.avif 1080w" imagesizes="100vw" fetchpriority="high" />' +
        '<link rel="preload" as="image" type="image/avif" media="not all and (max-aspect-ratio: 3/4)" imagesrcset="/w-640.avif 640w, /w-1280.avif 1280w" imagesizes="100vw" fetchpriority="high" />',
    );
    // Two art-directed sources cannot both be negated in one media query: the third source is left to the
    // browser's own choice, not preloaded for screens where an earlier source applies.
    const narrow = '<source media="(max-width: 400px)" type="image/avif" srcSet="/n-400.avif 400w">';
    const links = lcpImagePreload(
      `<picture>${narrow}${square}${wide}<img src="/w.webp" fetchpriority="high"></picture>`,
    );
    expect(links).toBe(
      '<link rel="preload" as="image" type="image/avif" media="(max-width: 400px)" imagesrcset="/n-400.avif 400w" imagesizes="100vw" fetchpriority="high" />',
    );
  });

  it('when the high-priority image is a plain <img>, then its src is preloaded', () => {
    expect(lcpImagePreload('<p></p><img src="/a.webp" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" href="/a.webp" fetchpriority="high" />',
    );
  });
});
