// Adds up the JSON reports of vitest and Playwright (written when CI is set) into one closing line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-info.mjs';

const out = path.join(ROOT, '.test-output');
const read = (file) =>
  existsSync(path.join(out, file)) ? JSON.parse(readFileSync(path.join(out, file), 'utf8')) : undefined;

const vitest = read('vitest.json');
const playwright = read('playwright.json');
let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  parts.push(`vitest ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
}
if (playwright) {
  const s = playwright.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  parts.push(`playwright ${s.expected + s.flaky} passed, ${s.unexpected} failed`);
}
if (!vitest || !playwright) {
  console.log(`(not every runner reported: ${parts.join('; ') || 'none'}; a stage before them failed)`);
}
if (parts.length > 0) {
  console.log(`(${parts.join('; ')})`);
  console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
