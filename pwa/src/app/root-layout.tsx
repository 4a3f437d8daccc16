import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { titleFor } from '../../../shared/site-pages.ts';
import { ReloadPrompt } from './reload-prompt.tsx';

export function RootLayout() {
  const { pathname } = useLocation();
  // The server sends each page with its own title; moving within the app keeps the tab's title in step.
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  return (
    <>
      <Outlet />
      <ReloadPrompt />
    </>
  );
}
