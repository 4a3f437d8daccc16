// The app's whole tree, the same in the browser (pwa/src/main.tsx) and in the prerender (pwa/src/prerender.tsx)
// but for its router. The same shape matters: React's useId numbers a component by its place in the tree,
// and a prerendered page hydrates only if the ids the browser computes are the ones the server wrote.
import { StrictMode, type ReactNode } from 'react';
import { ReadyMark } from './ready-mark.tsx';
import { AppRoutes } from './routes.tsx';

/** `router` wraps the routes in the router of its side (BrowserRouter, or StaticRouter on the server). */
export function appTree(router: (routes: ReactNode) => ReactNode): ReactNode {
  return (
    <StrictMode>
      {router(<AppRoutes />)}
      <ReadyMark />
    </StrictMode>
  );
}
