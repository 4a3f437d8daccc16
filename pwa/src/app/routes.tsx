// Every route of public-area.md §2.1 and admin-area.md §2. Each public page is a chunk of its own; the
// admin area is one lazy chunk, so a public visitor never downloads it.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadCode } from '../lib/load-code.ts';
import { AdminGuard } from './admin-guard.tsx';
import { ErrorPage, NotFoundPage } from './error-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';

type PageModule = Record<string, ComponentType>;

/** The public pages' modules (the staff screens are in the admin chunk, below). */
const PUBLIC_PAGE_MODULES = import.meta.glob<PageModule>('../public/*/*-page.tsx');

/**
 * A public page in a chunk of its own (issue #14): the first load holds the frame and the page asked for,
 * not every page. `file` is the page's module under public/. The route's handle names the module as
 * Vite's manifest does, so the prerenderer can tell the server which chunk to preload; a prerendered page's
 * chunk is loaded before hydration (pwa/src/main.tsx).
 */
function page(file: string, name: string): NonNullable<RouteObject['lazy']> {
  const load = PUBLIC_PAGE_MODULES[`../public/${file}.tsx`];
  if (!load) throw new Error(`No public page module public/${file}.tsx`);
  return async () => {
    const Component = (await loadCode(load))[name];
    if (!Component) throw new Error(`public/${file}.tsx has no ${name}`);
    return { Component, handle: { module: `src/public/${file}.tsx` } satisfies PageHandle };
  };
}

/** What a public page's route carries in its handle. */
export interface PageHandle {
  module: string;
}

/** The admin area's chunk; a failed or hung load becomes the error element's 'could not be loaded' message. */
const admin = () => loadCode(() => import('../staff/admin-routes.tsx'));

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
          { index: true, lazy: page('home/home-page', 'HomePage') },
          { path: 'About', lazy: page('about/about-page', 'AboutPage') },
          {
            path: 'Portfolio',
            lazy: page('portfolio/portfolio-page', 'PortfolioPage'),
          },
          {
            path: 'Services',
            lazy: page('services/services-page', 'ServicesPage'),
          },
          {
            path: 'product/:productCode',
            lazy: page('product-page/product-page', 'ProductPage'),
          },
          {
            path: 'Sustainability',
            lazy: page('sustainability/sustainability-page', 'SustainabilityPage'),
          },
          {
            path: 'Certifications',
            lazy: page('certifications/certifications-page', 'CertificationsPage'),
          },
          {
            path: 'Stories',
            lazy: page('stories/stories-page', 'StoriesPage'),
          },
          {
            path: 'contact',
            lazy: page('contact/contact-page', 'ContactPage'),
          },
          {
            path: 'AdminLogin',
            lazy: page('admin-login/admin-login-page', 'AdminLoginPage'),
          },
          {
            path: 'ExternalUserLogin',
            lazy: page('external-login/external-login-page', 'ExternalLoginPage'),
          },
          {
            path: 'login',
            lazy: page('session-expired/session-expired-page', 'SessionExpiredPage'),
          },
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
              {
                path: 'products/:productCode/history',
                lazy: () => admin().then((m) => m.productHistoryRoute),
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
