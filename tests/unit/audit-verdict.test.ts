// The CI audit step's verdict: known high advisories fail, an unreachable advisory service only warns.
import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit-verdict.mjs';

const report = (high: number, critical: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    vulnerabilities: extra,
    metadata: {
      vulnerabilities: { info: 0, low: 2, moderate: 1, high, critical, total: 3 + high + critical },
    },
  });

describe('auditVerdict', () => {
  it('when production dependencies have only low and moderate advisories, then the run passes', () => {
    expect(auditVerdict(report(0, 0)).verdict).toBe('pass');
  });

  it('when one has a high advisory, then the run fails and names it', () => {
    const result = auditVerdict(report(1, 0, { koa: { name: 'koa', severity: 'high' } }));
    expect(result.verdict).toBe('fail');
    expect(result.message).toContain('koa (high)');
  });

  it('when one has a critical advisory, then the run fails', () => {
    expect(auditVerdict(report(0, 1, { pg: { name: 'pg', severity: 'critical' } })).verdict).toBe('fail');
  });

  it.each([
    [
      'the registry refuses the audit endpoint',
      JSON.stringify({ message: '405 Method Not Allowed', statusCode: 405 }),
    ],
    [
      'the network is down',
      JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND' } }),
    ],
    ['npm printed nothing', ''],
  ])('when %s, then the run only warns', (_name, stdout) => {
    const result = auditVerdict(stdout);
    expect(result.verdict).toBe('warn');
  });
});
