import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogueIndexModule } from './scripts/catalogue-index-plugin.ts';

const reporters = process.env.CI
  ? ['default', ['json', { outputFile: '.test-output/vitest.json' }]]
  : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    // One file per core, not vitest's cores − 1: the integration files spend most of their time waiting on
    // PostgreSQL and on the app's own sockets, so two files side by side on two cores take a little over
    // half the time one at a time did (docs/testing.md). The timed files still run alone (below).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        plugins: [react(), catalogueIndexModule()],
        resolve: {
          alias: {
            'virtual:pwa-register/react': new URL('./tests/setup/pwa-register-stub.ts', import.meta.url)
              .pathname,
          },
        },
        test: {
          name: 'pwa',
          environment: 'happy-dom',
          include: ['pwa/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/sync/**/*.test.ts'],
          // The files of a worker share its modules instead of importing the server anew, which took 85 of
          // 254 s; each file still has a database and an app of its own, and none mocks a module
          // (docs/decisions/042-integration-files-share-a-process.md).
          isolate: false,
          globalSetup: ['tests/setup/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Timed tests (a ratio to an idle figure of the same run): after every other project, one file at
        // a time, so nothing else on the machine is measured with them.
        test: {
          name: 'timing',
          environment: 'node',
          include: ['tests/timing/**/*.test.ts'],
          globalSetup: ['tests/setup/global-database.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
