// The admin area's screens, loaded lazily by app/routes.tsx as one chunk.
export { AdminAnalyticsPage } from './admin-analytics/admin-analytics-page.tsx';
export { AdminDashboardPage } from './admin-dashboard/admin-dashboard-page.tsx';
export { AdminProductDetailPage } from './admin-product-detail/admin-product-detail-page.tsx';
export { ProductHistoryPage } from './admin-product-history/product-history-page.tsx';
export { AdminProductsPage } from './admin-products/admin-products-page.tsx';
export { AdminSettingsPage } from './admin-settings/admin-settings-page.tsx';
export { AdminShell } from './admin-shell/admin-shell.tsx';
export { DraftConflictPage } from './draft-conflict/draft-conflict-page.tsx';
export { AdminUsersPage } from './admin-users/admin-users-page.tsx';
export { ProductWizardPage } from './product-wizard/product-wizard-page.tsx';

/** This chunk's own hashed URL, so warm-admin.ts can have the service worker keep it. */
export const ADMIN_CHUNK_URL = import.meta.url;
