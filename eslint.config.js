// Lint rules, including the import boundaries of docs/architecture.md §2: they hold because this checks them.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { COMMON_DIRS, PUBLIC_DIR, STAFF_DIR, STAFF_SHARED } from './pwa/areas.mjs';

/** Paths of the API, as esquery regexes: /api/…, /admin/login and /admin/logout. */
const API_PATH = '/^\\/(api|admin)\\//';

/** The folders (one per screen) under a directory. */
const folders = (dir) =>
  readdirSync(new URL(`./${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const publicScreens = folders(PUBLIC_DIR).map((name) => `./${PUBLIC_DIR}/${name}`);
const staffScreens = folders(STAFF_DIR)
  .filter((name) => !STAFF_SHARED.includes(name))
  .map((name) => `./${STAFF_DIR}/${name}`);
const screens = [...publicScreens, ...staffScreens];

/** The server's entry points and composition root: nothing below them imports them. */
const SERVER_TOP = ['./server/app.ts', './server/server.ts', './server/main.ts', './server/maintenance.ts'];

// The server's layers, bottom up: errors/; then db/, auth/ and http/ (each on errors/ only); modules/ on
// those; bootstrap/ (seed, first ADMIN, db CLI) on the modules; the app and the entry points on top.
const serverLayers = [
  {
    target: './server/errors',
    from: './server',
    except: ['./errors'],
    message: 'errors/ is the bottom layer: it imports shared/ only.',
  },
  {
    target: './server/db',
    from: './server',
    except: ['./db', './errors', './logger.ts', './paths.ts'],
    message: 'db/ imports errors/ only: it never imports a module, auth/ or http/.',
  },
  {
    target: './server/auth',
    from: './server',
    except: ['./auth', './errors'],
    message: 'auth/ imports errors/ only: the signed-in user is its own type, not a module’s row.',
  },
  {
    target: './server/http',
    from: './server',
    except: ['./http', './errors', './logger.ts'],
    message: 'http/ imports errors/ only: it never imports a module or the database.',
  },
  {
    target: './server/modules',
    from: ['./server/bootstrap', ...SERVER_TOP],
    message: 'Modules never import bootstrap/, the app or an entry point.',
  },
  {
    target: ['./server/modules', './server/http', './server/db', './server/auth', './server/errors'],
    from: './server/metrics',
    message: 'Only the app imports metrics/: a module tells its events through callbacks it is given.',
  },
  {
    target: './server/bootstrap',
    from: SERVER_TOP,
    message: 'bootstrap/ never imports the app or an entry point.',
  },
];

const boundaries = [
  {
    target: './pwa',
    from: ['./server', './migrations', './tests', './bench', './scripts'],
    message: 'The PWA never imports server code.',
  },
  {
    target: './shared',
    from: ['./pwa', './server', './migrations', './tests'],
    message: 'shared/ imports zod only.',
  },
  { target: './server', from: ['./pwa', './tests', './bench'], message: 'The server never imports the PWA.' },
  {
    target: './migrations',
    from: ['./server', './pwa', './shared'],
    message: 'Migrations never import app code, so they never change.',
  },
  {
    target: COMMON_DIRS.map((dir) => `./${dir}`),
    from: [`./${PUBLIC_DIR}`, `./${STAFF_DIR}`, './pwa/src/app'],
    message: 'Shared PWA modules never import a screen, staff code or the app.',
  },
  {
    target: STAFF_SHARED.map((dir) => `./${STAFF_DIR}/${dir}`),
    from: [...staffScreens, `./${STAFF_DIR}/admin-routes.tsx`, `./${PUBLIC_DIR}`, './pwa/src/app'],
    message: 'Staff code that screens share never imports a screen or the app.',
  },
  // Public code never imports staff code: the build keeps pwa/src/staff out of every public chunk.
  ...publicScreens.map((target) => ({
    target,
    from: `./${STAFF_DIR}`,
    message: 'A public page never imports staff code.',
  })),
  // A screen never imports another screen; routes (pwa/src/app) compose them.
  ...screens.map((target) => ({
    target,
    from: screens.filter((other) => other !== target),
    message: 'A screen never imports another screen.',
  })),
  ...screens.map((target) => ({
    target,
    from: './pwa/src/app',
    message: 'Screens never import the app layer.',
  })),
  ...serverLayers,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      '.test-output',
      'tests/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.pwa.json', 'tsconfig.node.json', 'tsconfig.e2e.json', 'tsconfig.sync.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No .only in tests.' },
      ],
    },
  },
  {
    // One data layer (pwa/src/api/): nothing else in the PWA calls fetch on the API. A test may stub fetch.
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/api/**', 'pwa/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No .only in tests.' },
        {
          selector: `CallExpression[callee.name='fetch'] > :first-child:matches(Literal[value=${API_PATH}], TemplateLiteral[quasis.0.value.raw=${API_PATH}])`,
          message: 'Call the API through pwa/src/api/ (one typed function per endpoint), not fetch.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|papaparse$|\\.{1,2}/)',
              message: 'shared/ may import zod (and papaparse) only: no DOM, no Node.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'The PWA runs in the browser: no Node modules.' }] },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'migrations/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.{ts,mjs}',
      'scripts/**/*.{ts,mjs}',
      '*.{js,ts,mjs}',
    ],
    languageOptions: { globals: globals.node },
  },
);
