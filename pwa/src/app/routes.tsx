// Every route of public-area.md §2.1 and admin-area.md §2. Public pages are in the first load; the
// admin area is lazy, so a public visitor never downloads it.
import type { RouteObject } from 'react-router-dom';
import { AboutPage } from '../features/about/about-page.tsx';
import { AdminLoginPage } from '../features/admin-login/admin-login-page.tsx';
import { CertificationsPage } from '../features/certifications/certifications-page.tsx';
import { ContactPage } from '../features/contact/contact-page.tsx';
import { ExternalLoginPage } from '../features/external-login/external-login-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { PortfolioPage } from '../features/portfolio/portfolio-page.tsx';
import { ProductPage } from '../features/product-page/product-page.tsx';
import { ServicesPage } from '../features/services/services-page.tsx';
import { SessionExpiredPage } from '../features/session-expired/session-expired-page.tsx';
import { StoriesPage } from '../features/stories/stories-page.tsx';
import { SustainabilityPage } from '../features/sustainability/sustainability-page.tsx';
import { loadCode } from '../lib/load-code.ts';
import { AdminGuard } from './admin-guard.tsx';
import { ErrorPage, NotFoundPage } from './error-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';

/** The admin area's chunk; a failed or hung load becomes the error element's 'could not be loaded' message. */
const admin = () => loadCode(() => import('./admin-routes.tsx'));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    // Shown while a lazy route (the admin area) loads on a first visit straight to it.
    hydrateFallbackElement: <p className="app-loading">Loading…</p>,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'About', element: <AboutPage /> },
          { path: 'Portfolio', element: <PortfolioPage /> },
          { path: 'Services', element: <ServicesPage /> },
          { path: 'product/:productCode', element: <ProductPage /> },
          { path: 'Sustainability', element: <SustainabilityPage /> },
          { path: 'Certifications', element: <CertificationsPage /> },
          { path: 'Stories', element: <StoriesPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'AdminLogin', element: <AdminLoginPage /> },
          { path: 'ExternalUserLogin', element: <ExternalLoginPage /> },
          { path: 'login', element: <SessionExpiredPage /> },
          // Any other address: the error page inside the frame (the server answers it 404).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'AdminDashboard',
        // The guard is in the first load, so an anonymous visitor is sent away without the admin chunk.
        element: <AdminGuard />,
        // A chunk that cannot be loaded shows a message with a Reload button, in place of a blank page.
        errorElement: <ErrorPage />,
        children: [
          {
            lazy: () => admin().then((m) => m.adminShellRoute),
            children: [
              { index: true, lazy: () => admin().then((m) => m.dashboardRoute) },
              { path: 'users', lazy: () => admin().then((m) => m.usersRoute) },
              { path: 'products', lazy: () => admin().then((m) => m.productsRoute) },
              {
                path: 'products/add',
                lazy: () => admin().then((m) => m.productAddRoute),
              },
              {
                path: 'products/drafts/:draftId/conflict',
                lazy: () => admin().then((m) => m.draftConflictRoute),
              },
              {
                path: 'products/:productCode/edit',
                lazy: () => admin().then((m) => m.productEditRoute),
              },
              {
                path: 'products/:productCode',
                lazy: () => admin().then((m) => m.productDetailRoute),
              },
              { path: 'settings', lazy: () => admin().then((m) => m.settingsRoute) },
              { path: 'analytics', lazy: () => admin().then((m) => m.analyticsRoute) },
            ],
          },
        ],
      },
    ],
  },
];
