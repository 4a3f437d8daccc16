// At the page's first commit (the server's markup hydrated, or the app shell rendered), the app takes over
// from the recorder of early input: values typed before then, and the taps and submits it held, reach the
// app; then `<html data-hydrated>` says the page answers input itself (pwa/src/lib/early-input.ts).
import { useEffect } from 'react';
import { takeOverEarlyInput } from '../lib/early-input.ts';

export function ReadyMark() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) void takeOverEarlyInput(root);
  }, []);
  return null;
}
