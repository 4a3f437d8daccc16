// `.ci/run`'s audit step: `npm audit --omit=dev --audit-level=high` with the verdict of audit-verdict.mjs
// (fail on a known high advisory, warn when the advisory service cannot be reached).
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit-verdict.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});
const { verdict, message } = auditVerdict(run.stdout ?? '');
console.log(verdict === 'warn' ? `warning: ${message}` : message);
process.exit(verdict === 'fail' ? 1 : 0);
