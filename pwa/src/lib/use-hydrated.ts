import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server prerenders and during the browser's first render of a prerendered page
 * (hydration), true after: for parts that exist only in a browser (the service worker's prompt), which the
 * prerendered markup leaves out so hydration finds the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
