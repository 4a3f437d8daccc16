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
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CodeLoadError';
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
      () => reject(new CodeLoadError(`Loading took more than ${timeoutMs / 1000} s.`)),
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
