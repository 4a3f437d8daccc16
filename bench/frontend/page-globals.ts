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

export interface PageGlobals {
  /** Set by the offline-repeat init script: when the page's first h1 with text appeared (performance.now). */
  __h1At?: number;
  /** Set by the keystroke init script: the last keydown's timestamp, and each key's latency in ms. */
  __keydownAt?: number | undefined;
  __latencies?: number[];
  /** Set by the main-thread init script: each long task's [start, duration], and when the app hydrated. */
  __longTasks?: [number, number][];
  __hydratedAt?: number;
  MutationObserver: new (callback: () => void) => {
    observe(
      target: unknown,
      options: { childList?: boolean; attributes?: boolean; subtree: boolean; attributeFilter?: string[] },
    ): void;
    disconnect(): void;
  };
  PerformanceObserver: new (
    callback: (list: { getEntries(): { startTime: number; duration: number }[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  indexedDB: { open(name: string): IdbRequest<IdbDatabase> };
  navigator: {
    serviceWorker: { controller: unknown; ready: Promise<unknown> };
    storage: { estimate(): Promise<{ usage?: number; usageDetails?: { indexedDB?: number } }> };
  };
  document: {
    documentElement: { dataset: Record<string, string | undefined> };
    activeElement: PageElement | null;
    querySelector(selector: string): { textContent: string | null } | null;
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
