import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { routes } from './routes.tsx';

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The same routes in memory, for tests. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
