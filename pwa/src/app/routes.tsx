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
import { AdminGuard } from './admin-guard.tsx';
import { ErrorPage } from './error-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';

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
        ],
      },
      {
        path: 'AdminDashboard',
        // The guard is in the first load, so an anonymous visitor is sent away without the admin chunk.
        element: <AdminGuard />,
        children: [
          {
            lazy: () => import('./admin-routes.tsx').then((m) => m.adminShellRoute),
            children: [
              { index: true, lazy: () => import('./admin-routes.tsx').then((m) => m.dashboardRoute) },
              { path: 'users', lazy: () => import('./admin-routes.tsx').then((m) => m.usersRoute) },
              { path: 'products', lazy: () => import('./admin-routes.tsx').then((m) => m.productsRoute) },
              {
                path: 'products/add',
                lazy: () => import('./admin-routes.tsx').then((m) => m.productAddRoute),
              },
              {
                path: 'products/drafts/:draftId/conflict',
                lazy: () => import('./admin-routes.tsx').then((m) => m.draftConflictRoute),
              },
              {
                path: 'products/:productCode/edit',
                lazy: () => import('./admin-routes.tsx').then((m) => m.productEditRoute),
              },
              {
                path: 'products/:productCode',
                lazy: () => import('./admin-routes.tsx').then((m) => m.productDetailRoute),
              },
              { path: 'settings', lazy: () => import('./admin-routes.tsx').then((m) => m.settingsRoute) },
              { path: 'analytics', lazy: () => import('./admin-routes.tsx').then((m) => m.analyticsRoute) },
            ],
          },
        ],
      },
    ],
  },
];
