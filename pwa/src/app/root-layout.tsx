import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isPrerendered } from '../lib/page-data.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { ReadyMark } from './ready-mark.tsx';
import { ReloadPrompt } from './reload-prompt.tsx';

export function RootLayout() {
  const { pathname } = useLocation();
  // The service worker is registered in the browser only, once the page is its own.
  const hydrated = useHydrated();
  // The server sends each page with its own title; moving within the app keeps the tab's title in step.
  // The page list (with every catalogue product's title) is loaded then: not for a prerendered first page,
  // whose title is already the server's (the service worker's shell has no page of its own, so it is set).
  const first = useRef(isPrerendered() ? pathname : '');
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    let current = true;
    void import('../../../shared/site-pages.ts').then(({ titleFor }) => {
      if (current) document.title = titleFor(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return (
    <>
      <Outlet />
      {hydrated && <ReloadPrompt />}
      {/* Inside the routes' Suspense boundary: its effect runs once the page itself has hydrated. */}
      <ReadyMark />
    </>
  );
}
