// `<html data-navigated>` from the app's first client-side navigation on (or at once on a history entry the
// app made, as after a reload, whose scroll position is restored as well). The parts of a long page that are
// laid out only as they come near the screen (`content-visibility: auto`, for a prerendered page's first
// layout) are laid out whole from then on: a page shown again by Back would otherwise stand on their guessed
// heights, and the scroll position restored (ScrollRestoration) would not land where the visitor was.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function NavigationMark() {
  const { key } = useLocation();
  // In the commit, before ScrollRestoration (a later sibling) scrolls: the page is measured laid out whole.
  useLayoutEffect(() => {
    if (key !== 'default') document.documentElement.setAttribute('data-navigated', '');
  }, [key]);
  return null;
}
