// The app's whole tree, the same in the browser (pwa/src/main.tsx) and in the prerender (pwa/src/prerender.tsx)
// but for its router. The same shape matters: React's useId numbers a component by its place in the tree,
// and a prerendered page hydrates only if the ids the browser computes are the ones the server wrote.
import { StrictMode, type ReactNode } from 'react';
import { ScrollRestoration, type RouteObject } from 'react-router-dom';
import { NavigationMark } from './navigation-mark.tsx';
import { AppRoutes } from './routes.tsx';

/**
 * The data router's one route: every address is the app's own <Routes>. A data router (not <BrowserRouter>)
 * for its scroll restoration: a new page starts at its top, and Back returns to where the visitor was.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    path: '*',
    element: (
      <>
        <NavigationMark />
        <ScrollRestoration />
        <AppRoutes />
      </>
    ),
  },
];

/** `router` is the router of its side (RouterProvider, or StaticRouterProvider on the server). */
export function appTree(router: ReactNode): ReactNode {
  return <StrictMode>{router}</StrictMode>;
}
