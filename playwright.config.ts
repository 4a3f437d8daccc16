import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.test-output/playwright.json' }]]
    : [['list']],
  outputDir: 'test-results',
  use: {
    // Set by global-setup.ts before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // Recording a trace of every test (to keep those that fail) took about a seventh of the run's time
    // (docs/testing.md). CI's machine is thrown away with its traces, so they are recorded only when asked
    // for: `E2E_TRACE=1` keeps the trace of each failed test in test-results/. So are screenshots: to keep
    // one of a failed test, Playwright takes one at the end of every test. A failed test's page snapshot
    // (error-context.md, what CI prints) is kept either way.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: process.env.E2E_TRACE ? 'only-on-failure' : 'off',
  },
});
