// At the page's first commit (the server's markup hydrated, or the app shell rendered), the app takes over
// from the recorder of early input: values typed before then, and the taps and submits it held, reach the
// app; then `<html data-hydrated>` says the page answers input itself (pwa/src/lib/early-input.ts).
import { useLayoutEffect } from 'react';
import { takeOverEarlyInput, typedBeforeHydration } from '../lib/early-input.ts';

export function ReadyMark() {
  // In the commit itself: the values typed before hydration are read before React draws the page again.
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (root) void takeOverEarlyInput(typedBeforeHydration(root));
  }, []);
  return null;
}
