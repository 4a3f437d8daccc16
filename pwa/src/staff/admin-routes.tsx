// The admin area's route modules, loaded lazily by routes.tsx as one chunk.
import { AdminAnalyticsPage } from './admin-analytics/admin-analytics-page.tsx';
import { AdminDashboardPage } from './admin-dashboard/admin-dashboard-page.tsx';
import { AdminProductDetailPage } from './admin-product-detail/admin-product-detail-page.tsx';
import { ProductHistoryPage } from './admin-product-history/product-history-page.tsx';
import { AdminProductsPage } from './admin-products/admin-products-page.tsx';
import { AdminSettingsPage } from './admin-settings/admin-settings-page.tsx';
import { AdminShell } from './admin-shell/admin-shell.tsx';
import { DraftConflictPage } from './draft-conflict/draft-conflict-page.tsx';
import { AdminUsersPage } from './admin-users/admin-users-page.tsx';
import { ProductWizardPage } from './product-wizard/product-wizard-page.tsx';

/** This chunk's own hashed URL, so warm-admin.ts can have the service worker keep it. */
export const ADMIN_CHUNK_URL = import.meta.url;

export const adminShellRoute = { Component: AdminShell };
export const dashboardRoute = { Component: AdminDashboardPage };
export const usersRoute = { Component: AdminUsersPage };
export const productsRoute = { Component: AdminProductsPage };
export const productAddRoute = { Component: ProductWizardPage };
export const productEditRoute = { Component: ProductWizardPage };
export const productDetailRoute = { Component: AdminProductDetailPage };
export const productHistoryRoute = { Component: ProductHistoryPage };
export const settingsRoute = { Component: AdminSettingsPage };
export const analyticsRoute = { Component: AdminAnalyticsPage };
export const draftConflictRoute = { Component: DraftConflictPage };
