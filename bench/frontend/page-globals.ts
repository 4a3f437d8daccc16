// The few browser globals the benchmarks' in-page functions use. bench/ compiles without the DOM library
// (it is Node code), so a page function reads them as `globalThis as unknown as PageGlobals`. Types only:
// page functions are serialised, so they cannot call anything imported.

export interface IdbRequest<T> {
  result: T;
  error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}

export interface IdbStore {
  put(value: unknown): IdbRequest<unknown>;
  get(key: string): IdbRequest<unknown>;
  count(): IdbRequest<number>;
}

export interface IdbTransaction {
  objectStore(name: string): IdbStore;
  oncomplete: (() => void) | null;
  onerror: (() => void) | null;
  error: unknown;
}

export interface IdbDatabase {
  transaction(stores: string[] | string, mode?: 'readonly' | 'readwrite'): IdbTransaction;
  objectStoreNames: { contains(name: string): boolean };
  close(): void;
}

export interface PageElement {
  value?: string;
  tagName: string;
}

export interface PageEvent {
  timeStamp: number;
  target: PageElement | null;
}

/** A performance entry as the observers read it; fields absent on a type are undefined. */
export interface PageEntry {
  entryType: string;
  name: string;
  startTime: number;
  duration: number;
  value?: number;
  hadRecentInput?: boolean;
  interactionId?: number;
}

/** What a visit's observers saw, in ms on the page's clock (performance.now()). */
export interface Vitals {
  fcp?: number;
  lcp?: number;
  /** Session windows of layout shifts without recent input: the largest is the CLS. */
  shiftWindows: { start: number; last: number; value: number }[];
  hydratedAt?: number;
  /** The first pointerdown's timestamp: when the finger touched the screen. */
  tapAt?: number;
  /** When the watched control first showed the tap's effect. */
  effectAt?: number;
  /** Event Timing entries of interactions (and the first input). */
  events: { name: string; startTime: number; duration: number; interactionId: number }[];
}

export interface PageGlobals {
  /** Set by the offline-repeat init script: when the page's first h1 with text appeared (performance.now). */
  __h1At?: number;
  /** Set by the keystroke init script: the last keydown's timestamp, and each key's latency in ms. */
  __keydownAt?: number | undefined;
  __latencies?: number[];
  /** Set by the user-figures init script (bench/frontend/vitals.ts). */
  __vitals?: Vitals;
  addEventListener(type: string, listener: (event: PageEvent) => void, options?: unknown): void;
  MutationObserver: new (callback: () => void) => {
    observe(
      target: unknown,
      options: { childList?: boolean; attributes?: boolean; subtree: boolean; attributeFilter?: string[] },
    ): void;
    disconnect(): void;
  };
  PerformanceObserver: new (callback: (list: { getEntries(): PageEntry[] }) => void) => {
    observe(options: { type: string; buffered: boolean; durationThreshold?: number }): void;
  };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
  };
  indexedDB: { open(name: string): IdbRequest<IdbDatabase> };
  navigator: {
    serviceWorker: { controller: unknown; ready: Promise<unknown> };
    storage: { estimate(): Promise<{ usage?: number; usageDetails?: { indexedDB?: number } }> };
  };
  document: {
    documentElement: { dataset: Record<string, string | undefined> };
    activeElement: PageElement | null;
    querySelector(
      selector: string,
    ): { textContent: string | null; getAttribute(name: string): string | null } | null;
    addEventListener(type: string, listener: (event: PageEvent) => void, capture?: boolean): void;
  };
  performance: {
    now(): number;
    getEntriesByType(type: 'navigation'): { startTime: number; loadEventEnd: number }[];
    getEntriesByName(name: string): { duration: number; startTime: number }[];
  };
  requestAnimationFrame(callback: (time: number) => void): number;
  crypto: { randomUUID(): string };
  Blob: new (parts: ArrayBuffer[] | Uint8Array[], options?: { type?: string }) => unknown;
  atob(data: string): string;
}
