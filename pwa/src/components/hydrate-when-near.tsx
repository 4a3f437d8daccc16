// A part of a prerendered page whose hydration waits until the visitor comes near it: until it scrolls
// within a screen of the viewport, or until a pointer, a key or the focus reaches it, whichever is first.
// Its markup is the server's and shows from the start (text, links, images, CSS hover all work); only its
// script (timers, handlers) waits. A phone then hydrates only the first screen when the page loads.
//
// How: a Suspense boundary in the prerendered markup is hydrated on its own, and a component inside it
// that suspends (`use` of a promise) during hydration leaves the server's markup in place until its promise resolves, then
// React hydrates the boundary. A page rendered in the browser (a client-side navigation, the app shell)
// renders everything at once.
import { Suspense, use, useEffect, useId, type ReactNode } from 'react';
import { partHydrated, partWaits } from '../lib/hydration-parts.ts';
import { isPrerendered } from '../lib/page-data.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import './hydrate-when-near.css';

/** How far outside the viewport a part starts to hydrate: about a phone's screen. */
export const NEAR_MARGIN = '800px 0px';

/**
 * What a visitor does to a part before it scrolls in (a tap, a hover, a Tab to a link in it), and the clicks
 * the app replays from before hydration (lib/early-input.ts).
 */
const INTERACTIONS = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'click'] as const;

const near = new Set<string>();
const waits = new Map<string, Promise<void>>();

function partElement(id: string): Element | undefined {
  for (const element of document.querySelectorAll('[data-hydrate-part]'))
    if (element.getAttribute('data-hydrate-part') === id) return element;
  return undefined;
}

/** Resolves once part `id` is near; undefined when it already is, or cannot be watched (then hydrate now). */
function untilNear(id: string): Promise<void> | undefined {
  if (near.has(id)) return undefined;
  const waiting = waits.get(id);
  if (waiting) return waiting;
  const part = partElement(id);
  if (!part || typeof IntersectionObserver === 'undefined') return undefined;
  const wait = new Promise<void>((resolve) => {
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && part.contains(event.target)) go();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) go();
      },
      { rootMargin: NEAR_MARGIN },
    );
    function go() {
      near.add(id);
      observer.disconnect();
      // On the document, in the capture phase: before React's own listener on the root sees the event, so
      // React hydrates the part at once and the event reaches its handlers.
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
      resolve();
    }
    // Input held from before hydration, replayed into this part, brings it in first (lib/early-input.ts).
    partWaits(id, go);
    // The wrapper has no box of its own (display: contents): its children are what scroll in.
    for (const child of part.children) observer.observe(child);
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  });
  waits.set(id, wait);
  return wait;
}

function WaitUntilNear({ id }: { id: string }) {
  const hydrated = useHydrated();
  if (!hydrated && isPrerendered()) {
    const wait = untilNear(id);
    // Suspends the boundary: React keeps the server's markup and retries when the promise settles.
    if (wait) use(wait);
  }
  return null;
}

/** Inside the part's boundary: its effect runs once React has hydrated the part. */
function SayHydrated({ id }: { id: string }) {
  useEffect(() => partHydrated(id), [id]);
  return null;
}

export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div className="hydrate-part" data-hydrate-part={id}>
      {/* Never shown: the server's markup stays until the part hydrates. */}
      <Suspense fallback={null}>
        <WaitUntilNear id={id} />
        {children}
        <SayHydrated id={id} />
      </Suspense>
    </div>
  );
}
