// Loading a lazy chunk (the admin area) can fail: offline with a file missing from the cache, or a deploy
// removed the old file. It can also hang on a bad network. Either way the page must say so, never stay blank
// or on 'Loading…' for ever: the route's error element says so (LOAD_FAILED) with a Reload button.

export const LOAD_TIMEOUT_MS = 10_000;
export const LOAD_FAILED = {
  title: 'This part of the app could not be loaded.',
  hint: 'Check your connection and reload.',
} as const;

/** A lazy import that failed or took longer than LOAD_TIMEOUT_MS. */
export class CodeLoadError extends Error {
  /** True when the load had not settled in time (it may still be under way), false when it failed. */
  readonly timedOut: boolean;
  constructor(message: string, options?: { cause?: unknown; timedOut?: boolean }) {
    super(message, options);
    this.name = 'CodeLoadError';
    this.timedOut = options?.timedOut ?? false;
  }
}

/** The browsers' own words for a module that could not be fetched, and Vite's for a stylesheet. */
const BROWSER_LOAD_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isCodeLoadError(error: unknown): boolean {
  return error instanceof CodeLoadError || (error instanceof Error && BROWSER_LOAD_ERROR.test(error.message));
}

/** `load()`, rejected with a CodeLoadError when it fails or has not settled after `timeoutMs`. */
export function loadCode<T>(load: () => Promise<T>, timeoutMs = LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new CodeLoadError(`Loading took more than ${timeoutMs / 1000} s.`, { timedOut: true })),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new CodeLoadError(error instanceof Error ? error.message : String(error), { cause: error }));
      },
    );
  });
}

/** sessionStorage key: when the page last reloaded itself after a chunk could not be loaded. */
const RELOADED_FOR_CODE_KEY = 'reloaded-for-code';
/** A second failure this soon after such a reload is shown, not reloaded again. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  online: boolean;
  now: number;
  reload(): void;
}

const browserReload = (): ReloadDeps => ({
  storage: sessionStorage,
  online: navigator.onLine,
  now: Date.now(),
  reload: () => window.location.reload(),
});

/**
 * A chunk that failed to load while the browser is online is most often a request cut short (the page before
 * this one was unloaded while the service worker fetched the same file), and the browser keeps that failure
 * for the page's whole life (a module that failed to fetch stays failed: the HTML spec's module map), so
 * only a new page can fetch it again. The page reloads itself once; a second failure within
 * RELOAD_AGAIN_AFTER_MS, any failure offline, and a load that is only slow (timedOut) are left to the message
 * and its Reload button, so a file that is really missing never reloads the page for ever. True when it
 * reloads.
 */
export function reloadOnceForCode(error: unknown, deps: ReloadDeps = browserReload()): boolean {
  if (!deps.online || (error instanceof CodeLoadError && error.timedOut)) return false;
  try {
    const last = Number(deps.storage.getItem(RELOADED_FOR_CODE_KEY));
    if (Number.isFinite(last) && deps.now - last < RELOAD_AGAIN_AFTER_MS) return false;
    deps.storage.setItem(RELOADED_FOR_CODE_KEY, String(deps.now));
  } catch {
    // No session storage: no way to tell a second failure from the first, so no reload.
    return false;
  }
  deps.reload();
  return true;
}
