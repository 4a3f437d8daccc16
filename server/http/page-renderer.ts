// The public pages as HTML with their content (issue #14): the PWA's prerender entry, built into
// dist/ssr beside the served folder (pwa/src/prerender.tsx), renders a page with the browser's own routes;
// this module puts that markup into the page's shell with what the browser needs first: the data the
// render used (for hydration), a preload of the largest image at the size the screen needs and the
// stylesheet inlined; the app's script (the entry and the page's chunks, from Vite's manifest) starts once
// that image has painted (page-start.ts). Without a build of the entry (tests run from the sources), pages
// are the shell alone and the app renders them in the browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_ELEMENT_ID, type PageData, type RenderPage } from '../../shared/page-data.ts';
import { criticalCss } from './critical-css.ts';
import { pageStartHtml, scriptJson } from './page-start.ts';

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

/** The built shell's entry script and its modulepreload links (Vite writes them so). */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * The built shell's web app manifest link (vite-plugin-pwa writes it so). A prerendered page's loader links
 * it once the page has painted (page-start.ts): Chromium fetches a linked manifest, and then its icon, as
 * the page loads, which shares a slow link with the largest image. Without scripts the page can neither
 * run nor register its service worker, but the link stays there for it, in a <noscript>.
 */
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)">/;

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
   * styled with no second request before it can be drawn; the whole of it comes when the script starts.
   * The shell the service worker keeps still links it.
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
      // The shell's preloads first, then the page's chunks it does not already load.
      const preload = new Set([...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string));
      for (const module of page.modules) {
        for (const file of chunkFiles(manifest, module)) if (`/${file}` !== entry) preload.add(`/${file}`);
      }
      const image = lcpImagePreload(page.html);
      const dataScript = data.product
        ? `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`
        : '';
      const stylesheet = STYLESHEET.exec(shell)?.[1];
      const css = stylesheet === undefined ? undefined : inlineCss(stylesheet);
      // Without a loader to bring the whole stylesheet later, the whole of it is inlined.
      const inlined = css === undefined || !entry ? css : await criticalCss(css, page.html);
      const manifestHref = entry ? MANIFEST_LINK.exec(shell)?.[1] : undefined;
      const start = entry
        ? pageStartHtml({
            entry,
            preload: [...preload],
            ...(inlined !== css && { stylesheet }),
            ...(manifestHref !== undefined && { manifest: manifestHref }),
          })
        : '';
      // Functions as replacements: the page's text may hold `$&` and the like.
      return (entry ? shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '') : shell)
        .replace(MANIFEST_LINK, (tag: string) =>
          manifestHref === undefined ? tag : `<noscript>${tag}</noscript>`,
        )
        .replace(STYLESHEET, (tag: string) => (inlined === undefined ? tag : `<style>${inlined}</style>`))
        .replace(/<\/head>/i, () => (image ? `  ${image}\n  </head>` : '</head>'))
        .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>${dataScript}${start}`);
    },
  };
}
