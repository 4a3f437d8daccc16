export function auditVerdict(stdout: string): { verdict: 'pass' | 'fail' | 'warn'; message: string };
