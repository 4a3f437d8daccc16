// Adds up the JSON reports of vitest and Playwright (written when CI is set) into one closing line. For each
// failed end-to-end test it first prints what the page showed when it failed (Playwright's error context: the
// page's accessibility snapshot), which a CI log otherwise only names as a file.
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
/** Every test result in Playwright's JSON report, with its spec's title. */
function* results(suite) {
  for (const child of suite.suites ?? []) yield* results(child);
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) for (const result of test.results ?? []) yield { spec, result };
}

const CONTEXT_LINES = 150;
if (playwright) {
  for (const { spec, result } of (playwright.suites ?? []).flatMap((suite) => [...results(suite)])) {
    if (result.status === 'passed' || result.status === 'skipped') continue;
    const context = (result.attachments ?? []).find((a) => a.name === 'error-context' && a.path);
    if (!context || !existsSync(context.path)) continue;
    // The page's snapshot follows the error; the instructions and the test's source around them are left out.
    const text = readFileSync(context.path, 'utf8');
    const from = text.indexOf('```yaml');
    const to = text.indexOf('# Test source');
    const lines = text
      .slice(Math.max(0, from), to > from ? to : undefined)
      .trimEnd()
      .split('\n');
    console.log(`\n== what the page showed when '${spec.title}' failed (${spec.file}:${spec.line})`);
    console.log(lines.slice(0, CONTEXT_LINES).join('\n'));
    if (lines.length > CONTEXT_LINES) console.log(`… (${lines.length - CONTEXT_LINES} more lines)`);
  }
}
if (playwright) {
  const s = playwright.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  const flaky = s.flaky > 0 ? ` (${s.flaky} of them on a second run: flaky)` : '';
  parts.push(`playwright ${s.expected + s.flaky} passed${flaky}, ${s.unexpected} failed`);
}
if (!vitest || !playwright) {
  console.log(`(not every runner reported: ${parts.join('; ') || 'none'}; a stage before them failed)`);
}
if (parts.length > 0) {
  console.log(`(${parts.join('; ')})`);
  console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
