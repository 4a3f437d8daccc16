// The PWA's two areas, by folder. What a public visitor loads lives outside `staff/`; what only staff load
// (the admin screens, the offline store and its sync) lives in `staff/`. The build (vite.config.ts) names
// every chunk with staff code `admin-*`, so the precache leaves it out, and lint (eslint.config.js) keeps
// public code from importing it.

/** Public pages, one folder each; the router (app/) lazy-loads each as a chunk of its own. */
export const PUBLIC_DIR = 'pwa/src/public';
/** Staff screens, one folder each, beside `offline/` (IndexedDB, sync) and `components/` they share. */
export const STAFF_DIR = 'pwa/src/staff';
/** Staff folders that screens share: they import no screen. */
export const STAFF_SHARED = ['offline', 'components'];
/** Modules both areas use; they import neither area nor the app layer. */
export const COMMON_DIRS = ['pwa/src/components', 'pwa/src/lib', 'pwa/src/content', 'pwa/src/api'];
/** Packages only staff code uses (Dexie), kept out of the public chunks the same way. */
export const STAFF_PACKAGES = ['dexie', 'dexie-react-hooks'];
