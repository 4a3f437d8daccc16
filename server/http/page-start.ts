// When a prerendered page's script starts (issue #14 §3). The page is whole without it: its markup, its
// inlined stylesheet and its largest image come first, and the app's script (the entry and the page's chunks,
// about 100 KiB) is asked for only once that image has painted, or at the page's load event, or at once when
// the visitor presses a key or touches the screen. On a slow link the script then no longer shares the
// bandwidth with the image a visitor waits for. The loader is a fixed inline script (its hash is in the CSP);
// what it loads is the JSON beside it.
import { createHash } from 'node:crypto';

export const PAGE_START_ELEMENT_ID = 'page-start';

/** What the loader starts: the entry module and the chunks to preload with it. */
export interface PageStart {
  entry: string;
  preload: readonly string[];
}

/** The inline loader: the same text on every page, so one hash in the CSP allows it. */
export const PAGE_START_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var what = JSON.parse(document.getElementById('${PAGE_START_ELEMENT_ID}').textContent);
    what.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = what.entry;
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var image = document.querySelector('img[fetchpriority=high]');
  if (!image || image.complete) afterPaint();
  else {
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', afterPaint);
  }
  addEventListener('load', afterPaint);
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
})();`;

/** The CSP source that allows the loader, and only it, to run inline. */
export const PAGE_START_CSP_SOURCE = `'sha256-${createHash('sha256').update(PAGE_START_LOADER).digest('base64')}'`;

/** JSON inside <script>: `<` escaped, so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The loader and what it starts, for the end of a prerendered page's <body>. */
export function pageStartHtml(start: PageStart): string {
  return (
    `<script id="${PAGE_START_ELEMENT_ID}" type="application/json">${scriptJson(start)}</script>` +
    `<script>${PAGE_START_LOADER}</script>`
  );
}
