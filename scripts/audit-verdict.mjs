// Reads the JSON of `npm audit --json` and says what CI should do: a known high or critical advisory in a
// production dependency fails the run; an audit service that cannot be reached (offline, a proxy, a
// registry mirror without the audit endpoint) is only a warning, since it says nothing about the code.

/**
 * @param {string} stdout what `npm audit --omit=dev --json` printed
 * @returns {{ verdict: 'pass' | 'fail' | 'warn', message: string }}
 */
export function auditVerdict(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { verdict: 'warn', message: 'npm audit printed no report; the advisory service was not reached.' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const why = report?.message ?? report?.error?.summary ?? 'no advisory data';
    return { verdict: 'warn', message: `npm audit could not reach the advisory service (${why}).` };
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  if (serious === 0) {
    return {
      verdict: 'pass',
      message: 'npm audit: no high or critical advisory in production dependencies.',
    };
  }
  const names = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => `${v.name} (${v.severity})`);
  return {
    verdict: 'fail',
    message: `npm audit: ${serious} high or critical advisories in production dependencies: ${names.join(', ')}.`,
  };
}
