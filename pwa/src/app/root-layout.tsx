import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useHydrated } from '../lib/use-hydrated.ts';
import { ReloadPrompt } from './reload-prompt.tsx';

export function RootLayout() {
  const { pathname } = useLocation();
  // The service worker is registered in the browser only, once the page is its own.
  const hydrated = useHydrated();
  // The server sends each page with its own title; moving within the app keeps the tab's title in step.
  // The page list (with every catalogue product's title) is loaded then, not in the first load.
  useEffect(() => {
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
    </>
  );
}
