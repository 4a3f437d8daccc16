// For PWA unit tests: the page's fetch answered with one response, or failing as a lost network does.
import { vi } from 'vitest';

/** Every request from now on gets `response`, or is rejected with it when it is an Error; the mock is returned. */
export function answerFetch(response: Response | Error) {
  const fetch = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
