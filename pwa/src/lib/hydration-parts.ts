// The parts of a prerendered page that hydrate after the page itself (components/hydrate-when-near.tsx),
// so that input held from before hydration (lib/early-input.ts) can bring its part in and wait for it,
// rather than reach markup that React has not taken over yet.

interface Part {
  /** Starts the part's hydration now (as if the visitor had come near it). */
  bringNear: () => void;
  hydrated: Promise<void>;
  resolve: () => void;
}

const parts = new Map<string, Part>();

function partOf(id: string): Part {
  let part = parts.get(id);
  if (!part) {
    let resolve = () => {};
    const hydrated = new Promise<void>((done) => (resolve = done));
    part = { bringNear: () => {}, hydrated, resolve };
    parts.set(id, part);
  }
  return part;
}

/** Said by a part while it waits: how to bring it near. */
export function partWaits(id: string, bringNear: () => void): void {
  partOf(id).bringNear = bringNear;
}

/** Said by a part once React has hydrated it. */
export function partHydrated(id: string): void {
  partOf(id).resolve();
}

/** Brings in the part that holds `element`, and resolves once it has hydrated (undefined: no such part). */
export function hydratePartOf(element: Element): Promise<void> | undefined {
  const id = element.closest('[data-hydrate-part]')?.getAttribute('data-hydrate-part');
  const part = id ? parts.get(id) : undefined;
  if (!part) return undefined;
  part.bringNear();
  return part.hydrated;
}
