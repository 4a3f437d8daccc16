// The public pages as HTML with their content (issue #14): the PWA's prerender entry, built into
// dist/ssr beside the served folder (pwa/src/prerender.tsx), renders a page with the browser's own routes;
// this module puts that markup into the page's shell with what the browser needs first: the recorder of early
// input (early-input.ts), a preload of the largest image at the size the screen needs, the part of the
// stylesheet the page uses inlined, the data the render used (for hydration), and the app's script as Vite
// wrote it (an ordinary module script, fetched at once) with a modulepreload of the page's own chunks. The
// whole stylesheet is linked after the content, so it never holds up the first paint. Without a build of the
// entry (tests run from the sources), pages are the shell alone and the app renders them in the browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_ELEMENT_ID, type PageData, type RenderPage } from '../../shared/page-data.ts';
import { criticalCss } from './critical-css.ts';
import { EARLY_INPUT_SCRIPT } from './early-input.ts';
import { scriptJson } from './site-head.ts';

/** Where the prerender entry is built, relative to the served folder (vite.config.ts). */
const ENTRY = path.join('..', 'ssr', 'prerender.js');
/** Vite's manifest of the served build (vite.config.ts, `build.manifest`). */
const MANIFEST = path.join('.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageRenderer {
  /** The shell with the page's markup inside #root and what it needs in <head>. */
  render(shell: string, url: string, data: PageData): Promise<string>;
}

/** The chunk files `key` needs (itself and what it imports, transitively). */
function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/** The built shell's stylesheet link (Vite writes it so). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/;

/** The start of the shell's <head>, up to its viewport meta (pwa/index.html), or to `<head>` alone. */
const HEAD_START = /<head>(?:[^]*?<meta name="viewport"[^>]*>)?/i;

/** The built shell's entry script and its modulepreload links (Vite writes them so). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A preload of the page's high-priority image (`fetchpriority="high"`), as its <picture> or its own srcset
 * would choose it: the srcset and sizes, so the browser fetches the width the screen needs, early. A
 * picture whose AVIF sources are art-directed (a `media` each but the last) gets one preload per source,
 * each for the screens that source is for, so each screen fetches only the one it shows.
 */
export function lcpImagePreload(html: string): string | undefined {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html);
  if (!img) return undefined;
  // The <picture> around the image, if any: not an earlier one, already closed.
  const picture = html.lastIndexOf('<picture', img.index);
  const before = picture < 0 ? '' : html.slice(picture, img.index);
  const sources = before.includes('</picture>') ? '' : before;
  const avif = [...sources.matchAll(/<source\b[^>]*\btype="image\/avif"[^>]*>/gi)].map((m) => m[0]);
  const links: string[] = [];
  let earlier: string | undefined;
  for (const source of avif) {
    const srcset = attribute(source, 'srcset');
    if (!srcset) continue;
    const own = attribute(source, 'media');
    // A source is used where its own media matches and the one before it (if any) did not. Only one
    // art-directed source before the last can be negated in one media query ("not all and (…)").
    let media = own;
    if (earlier !== undefined) {
      if (own !== undefined || !/^\([^,]*\)$/.test(earlier)) break;
      media = `not all and ${earlier}`;
    }
    const sizes = attribute(source, 'sizes') ?? '100vw';
    links.push(
      `<link rel="preload" as="image" type="image/avif"${media ? ` media="${media}"` : ''} imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high" />`,
    );
    if (own === undefined) break; // a source with no media is used wherever it is reached
    earlier = own;
  }
  if (links.length > 0) return links.join('');
  // An <img> with a srcset of its own (a product banner's renditions): the width its sizes ask for.
  const ownSrcset = attribute(img[0], 'srcset');
  if (ownSrcset) {
    const sizes = attribute(img[0], 'sizes') ?? '100vw';
    return `<link rel="preload" as="image" imagesrcset="${ownSrcset}" imagesizes="${sizes}" fetchpriority="high" />`;
  }
  const src = attribute(img[0], 'src');
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high" />` : undefined;
}

export async function loadPageRenderer(root: string): Promise<PageRenderer | undefined> {
  const entry = path.join(root, ENTRY);
  if (!existsSync(entry)) return undefined;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  const manifestFile = path.join(root, MANIFEST);
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  /**
   * The first load's one stylesheet (9.0 KiB gzipped; the typeface's faces are in the shell's head
   * instead): the part of it a prerendered page uses is inlined in the page (critical-css.ts), so it is
   * styled with no second request before it can be drawn; the whole of it is linked after the content.
   * The shell the service worker keeps links it in its head.
   */
  const stylesheets = new Map<string, string | undefined>();
  const inlineCss = (href: string) => {
    if (!stylesheets.has(href)) {
      const file = path.join(root, href);
      const css = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      stylesheets.set(href, css !== undefined && !/<\/style/i.test(css) ? css : undefined);
    }
    return stylesheets.get(href);
  };
  return {
    async render(shell, url, data) {
      const page = await renderPage(url, data);
      const entry = ENTRY_SCRIPT.exec(shell)?.[1];
      // The page's own chunks that the shell does not already preload, beside the shell's preloads.
      const preloaded = new Set([...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string));
      const chunks = new Set<string>();
      for (const module of page.modules) {
        for (const file of chunkFiles(manifest, module)) {
          const href = `/${file}`;
          if (href !== entry && !preloaded.has(href)) chunks.add(href);
        }
      }
      const pagePreloads = [...chunks]
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      const image = lcpImagePreload(page.html) ?? '';
      const dataScript = data.product
        ? `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`
        : '';
      const stylesheet = STYLESHEET.exec(shell)?.[1];
      const css = stylesheet === undefined ? undefined : inlineCss(stylesheet);
      const inlined = css === undefined ? undefined : await criticalCss(css, page.html);
      // The whole stylesheet after the content: what the app draws later (a menu opened, a dialog) uses it.
      const wholeSheet =
        inlined !== undefined && inlined !== css
          ? `<link rel="stylesheet" crossorigin href="${stylesheet}">`
          : '';
      // Functions as replacements: the page's text may hold `$&` and the like.
      return (
        shell
          // Early in <head> (after the charset and the viewport, which the image's sizes depend on): the
          // recorder, before anything it could hold is painted, and the largest image.
          .replace(HEAD_START, (tags: string) => `${tags}${EARLY_INPUT_SCRIPT}${image}`)
          .replace(ENTRY_SCRIPT, (tag: string) => `${tag}${pagePreloads}`)
          .replace(STYLESHEET, (tag: string) => (inlined === undefined ? tag : `<style>${inlined}</style>`))
          .replace(
            /<div id="root"><\/div>/,
            () => `<div id="root">${page.html}</div>${dataScript}${wholeSheet}`,
          )
      );
    },
  };
}
