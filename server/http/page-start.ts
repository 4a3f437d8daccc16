// When a prerendered page's script starts (issue #14 §3). The page is whole without it: its markup, the
// part of the stylesheet it uses and its largest image come first. The app's script (the entry and the
// page's chunks, about 100 KiB), the whole stylesheet (critical-css.ts) and the brand typeface are asked for
// only once that image is on the screen (the browser's element timing or largest-contentful-paint entry for
// it; in a browser that has neither, once it is decoded and the next frame drawn); on a page without such
// an image, once its largest content has painted; at once when the visitor presses a key or touches the
// screen. On a slow link they then no longer share the bandwidth with the image a visitor waits for; until
// the typeface arrives the text is drawn in its metric-matched stand-in (global.css), so the swap moves
// nothing. The stylesheet and the typeface are applied once both are here (at most APPLY_WITHIN_MS after
// the start), in consecutive frames: the stylesheet, then the typeface on a part of the page at a time
// (decision 022).
// The loader is a fixed inline script (its hash is in the CSP); what it loads is the JSON beside it. It also
// links the web app manifest then (see the end of start()).
import { createHash } from 'node:crypto';
import {
  BRAND_TYPE_ATTRIBUTE,
  BRAND_TYPE_PARTS,
  BRAND_TYPEFACE,
  PAGE_START_ELEMENT_ID,
  type PageStart,
} from '../../shared/page-start.ts';

/** The longest the loader holds the whole stylesheet back to apply it with the brand typeface. */
export const APPLY_WITHIN_MS = 2000;

/** The loader as written (every statement ends in a semicolon; comments on lines of their own). */
const LOADER_SOURCE = `(function () {
  var started = false;
  var applied = false;
  var link;
  // A task of its own, at once: a message to itself (as React's scheduler does), not a timer, which a
  // page's clock may hold back.
  function nextTask(run) {
    var channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  }
  function add(tag, props) {
    var element = document.createElement(tag);
    for (var name in props) element[name] = props[name];
    document.head.appendChild(element);
    return element;
  }
  // The whole stylesheet and the brand typeface change the page's look once both are here: the stylesheet
  // in one frame, then the typeface a part of the page a frame (the header, each part of the content, the
  // footer), and <html> last. The typeface makes the browser lay out again all the text it covers, one
  // long task on a slow phone for the whole page; a part a frame, a few short ones.
  function apply() {
    if (applied) return;
    applied = true;
    requestAnimationFrame(function () {
      if (link) link.media = 'all';
      var parts = [].slice.call(document.querySelectorAll('${BRAND_TYPE_PARTS}'));
      parts.push(document.documentElement);
      function next() {
        var part = parts.shift();
        if (!part) return;
        part.setAttribute('${BRAND_TYPE_ATTRIBUTE}', '');
        requestAnimationFrame(next);
      }
      requestAnimationFrame(next);
    });
  }
  function start() {
    if (started) return;
    started = true;
    var what = JSON.parse(document.getElementById('${PAGE_START_ELEMENT_ID}').textContent);
    var waiting = 2;
    function ready() {
      waiting -= 1;
      if (waiting === 0) apply();
    }
    // Fetched as a print stylesheet, so that it applies only then (at high priority all the same, not a
    // print stylesheet's lowest); on a slow link, whatever is here by APPLY_WITHIN_MS after the start.
    if (what.stylesheet) {
      link = add('link', {
        rel: 'stylesheet',
        media: 'print',
        fetchPriority: 'high',
        href: what.stylesheet,
        onload: ready,
        onerror: ready
      });
    } else ready();
    var fonts = document.fonts;
    if (fonts && fonts.load) fonts.load('1em "${BRAND_TYPEFACE}"').then(ready, ready);
    else ready();
    setTimeout(apply, ${APPLY_WITHIN_MS});
    // The app's modules, then its entry, each in a task of its own: every element added here is a request
    // the browser starts at once, and all of them in this one callback made a long task on a slow phone.
    nextTask(function () {
      what.preload.forEach(function (href) {
        add('link', { rel: 'modulepreload', crossOrigin: '', href: href });
      });
      nextTask(function () {
        add('script', { type: 'module', crossOrigin: '', src: what.entry });
        // The web app manifest, which only installing needs: linked in the page's <head>, the browser
        // fetches it and its icon while the page loads, sharing the link with the largest image.
        if (what.manifest) add('link', { rel: 'manifest', href: what.manifest });
      });
    });
  }
  function afterNextPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  // Once the page's largest image has painted (or, on a page without one, its largest content): as the
  // browser reports it, once the frame that drew it is on the screen (element timing, or the largest
  // contentful paint); where it reports neither, once the image is decoded and the next frame drawn, or
  // after the load event and the next frame. A frame drawn is not yet a frame shown: where element timing
  // reports the image, only that report starts (or the image's failure, or its being out of view).
  var image = document.querySelector('img[fetchpriority=high]');
  var Observer = window.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  var timed = image && image.getAttribute('elementtiming') && types.indexOf('element') >= 0;
  function observe(type, matches) {
    new Observer(function (list) {
      list.getEntries().forEach(function (entry) {
        if (matches(entry)) start();
      });
    }).observe({ type: type, buffered: true });
  }
  if (types.indexOf('largest-contentful-paint') >= 0) {
    observe('largest-contentful-paint', function (entry) {
      return !image || entry.element === image;
    });
  }
  if (timed) {
    observe('element', function (entry) {
      return entry.element === image;
    });
  }
  // An image out of the viewport (hidden, or above or below it, as after a reload that restored the
  // scroll position) is not painted, so no report of it comes: its decode starts the app as before.
  function decoded() {
    var box = image.getBoundingClientRect();
    var shown = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    if (!timed || !shown) afterNextPaint();
  }
  if (image && image.decode) image.decode().then(decoded, afterNextPaint);
  else if (document.readyState === 'complete') afterNextPaint();
  else addEventListener('load', afterNextPaint);
  // A visitor who taps or types is about to use what the app draws: the script starts, and the whole
  // stylesheet applies as soon as it is here, without waiting for the typeface.
  function interact() {
    start();
    apply();
  }
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, interact, { capture: true, passive: true });
  });
})();`;

/**
 * The inline loader, sent on every prerendered page: its source without comments and line breaks (a few
 * hundred bytes less of the HTML that must arrive before anything is drawn). The same text on every page,
 * so one hash in the CSP allows it.
 */
export const PAGE_START_LOADER = LOADER_SOURCE.replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*/g, '')
  .replace(/\s*([=(){},;:+]|===|&&|\|\|)\s*/g, '$1');

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
