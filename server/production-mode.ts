// The server runs React's production build unless told otherwise: React, and other libraries, pick their
// build from NODE_ENV when first loaded, and the development one renders a page about 3× slower
// (docs/configuration.md). Set before anything loads them: server/main.ts imports this second, after the
// thread pool's size. Tests (vitest sets NODE_ENV=test) and an operator's own value are kept.
process.env.NODE_ENV ||= 'production';
