// Every route of public-area.md §2.1 and admin-area.md §2, declared with React Router's <Routes> inside the
// data router's one route (app-tree.tsx), which brings scroll restoration. Each public page is a chunk of
// its own, loaded before a prerendered page hydrates; the admin area is in lazy chunks, so a public visitor
// never downloads it.
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { loadCode } from '../lib/load-code.ts';
import { AdminGuard } from './admin-guard.tsx';
import { NotFoundPage } from './error-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type PageModule = Record<string, ComponentType>;

/** The public pages' modules (the staff screens are in the admin chunks, below). */
const PUBLIC_PAGE_MODULES = import.meta.glob<PageModule>('../public/*/*-page.tsx');

/** A public page: its path, its module under public/ and the component that module exports. */
export interface PublicPageRoute {
  path: string;
  file: string;
  name: string;
}

export const PUBLIC_PAGE_ROUTES: readonly PublicPageRoute[] = [
  { path: '/', file: 'home/home-page', name: 'HomePage' },
  { path: '/About', file: 'about/about-page', name: 'AboutPage' },
  { path: '/Portfolio', file: 'portfolio/portfolio-page', name: 'PortfolioPage' },
  { path: '/Services', file: 'services/services-page', name: 'ServicesPage' },
  { path: '/product/:productCode', file: 'product-page/product-page', name: 'ProductPage' },
  { path: '/Sustainability', file: 'sustainability/sustainability-page', name: 'SustainabilityPage' },
  { path: '/Certifications', file: 'certifications/certifications-page', name: 'CertificationsPage' },
  { path: '/Stories', file: 'stories/stories-page', name: 'StoriesPage' },
  { path: '/contact', file: 'contact/contact-page', name: 'ContactPage' },
  { path: '/AdminLogin', file: 'admin-login/admin-login-page', name: 'AdminLoginPage' },
  { path: '/ExternalUserLogin', file: 'external-login/external-login-page', name: 'ExternalLoginPage' },
  { path: '/login', file: 'session-expired/session-expired-page', name: 'SessionExpiredPage' },
];

/** The public page at `pathname` (paths match regardless of case, as the router's do). */
export const publicPageAt = (pathname: string): PublicPageRoute | undefined =>
  PUBLIC_PAGE_ROUTES.find((route) => matchPath(route.path, pathname));

/** The page's module as Vite's manifest names it: the server preloads its chunk (page-renderer.ts). */
export const pageModule = (route: PublicPageRoute) => `src/public/${route.file}.tsx`;

const loadedPages = new Map<string, ComponentType>();
const loadingPages = new Map<string, Promise<ComponentType>>();

/**
 * Loads a public page's chunk, once. A failed or hung load rejects with a CodeLoadError, which the error
 * boundary turns into the 'could not be loaded' message with a Reload button.
 */
export function loadPublicPage(route: PublicPageRoute): Promise<ComponentType> {
  let loading = loadingPages.get(route.file);
  if (!loading) {
    const load = PUBLIC_PAGE_MODULES[`../public/${route.file}.tsx`];
    if (!load) throw new Error(`No public page module public/${route.file}.tsx`);
    loading = loadCode(load).then((module) => {
      const Component = module[route.name];
      if (!Component) throw new Error(`public/${route.file}.tsx has no ${route.name}`);
      loadedPages.set(route.file, Component);
      return Component;
    });
    loadingPages.set(route.file, loading);
  }
  return loading;
}

/** Each page as a lazy component, made once: it suspends until the page's chunk is here. */
const lazyPages = new Map(
  PUBLIC_PAGE_ROUTES.map((route) => [
    route.file,
    lazy(() => loadPublicPage(route).then((Component) => ({ default: Component }))),
  ]),
);

/** A page already loaded renders at once (as hydration needs); else its lazy component suspends. */
function PublicPage({ route }: { route: PublicPageRoute }) {
  // Module-level components, the same on every render: none is made during render.
  const Page = loadedPages.get(route.file) ?? lazyPages.get(route.file);
  return Page ? createElement(Page) : null;
}

/** The admin area's chunk; a failed or hung load becomes the error boundary's 'could not be loaded'. */
const admin = () => loadCode(() => import('../staff/admin-routes.tsx'));
type AdminModule = Awaited<ReturnType<typeof admin>>;
const adminScreen = (pick: (module: AdminModule) => ComponentType) =>
  lazy(() => admin().then((module) => ({ default: pick(module) })));

const AdminShell = adminScreen((m) => m.AdminShell);

/** The admin screens under /AdminDashboard (one lazy chunk for all), inside the admin shell. */
const ADMIN_SCREENS: readonly { path?: string; Screen: ComponentType }[] = [
  { Screen: adminScreen((m) => m.AdminDashboardPage) },
  { path: 'users', Screen: adminScreen((m) => m.AdminUsersPage) },
  { path: 'products', Screen: adminScreen((m) => m.AdminProductsPage) },
  { path: 'products/add', Screen: adminScreen((m) => m.ProductWizardPage) },
  { path: 'products/drafts/:draftId/conflict', Screen: adminScreen((m) => m.DraftConflictPage) },
  { path: 'products/:productCode/edit', Screen: adminScreen((m) => m.ProductWizardPage) },
  { path: 'products/:productCode', Screen: adminScreen((m) => m.AdminProductDetailPage) },
  { path: 'products/:productCode/history', Screen: adminScreen((m) => m.ProductHistoryPage) },
  { path: 'settings', Screen: adminScreen((m) => m.AdminSettingsPage) },
  { path: 'analytics', Screen: adminScreen((m) => m.AdminAnalyticsPage) },
];

/** Every path the router declares (the server's page list must know each, shared/site-pages.ts). */
export const DECLARED_PATHS: readonly string[] = [
  ...PUBLIC_PAGE_ROUTES.map((route) => route.path),
  ...ADMIN_SCREENS.map(({ path }) => (path ? `/AdminDashboard/${path}` : '/AdminDashboard')),
];

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // A page that throws, or whose code cannot be loaded, shows the error page; the next address clears it.
    <RouteErrorBoundary resetKey={pathname}>
      {/* Shown while a lazy chunk loads on a first visit straight to it (the admin area, or a page the
          service worker's shell renders offline); a move within the app keeps the old page until then. */}
      <Suspense fallback={<p className="app-loading">Loading…</p>}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route element={<PublicLayout />}>
              {PUBLIC_PAGE_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={<PublicPage route={route} />} />
              ))}
              {/* Any other address: the error page inside the frame (the server answers it 404). */}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            {/* The guard is in the first load, so an anonymous visitor is sent away without the admin chunk. */}
            <Route path="AdminDashboard" element={<AdminGuard />}>
              <Route element={<AdminShell />}>
                {ADMIN_SCREENS.map(({ path, Screen }) =>
                  path ? (
                    <Route key={path} path={path} element={<Screen />} />
                  ) : (
                    <Route key="index" index element={<Screen />} />
                  ),
                )}
              </Route>
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
