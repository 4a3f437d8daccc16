// The pause before a retry, for every retry loop of the app and the server: exponential, capped, and
// jittered, so that the many clients (or server processes) that failed together do not all come back at once.

export interface BackoffPolicy {
  /** The longest first pause. */
  firstMs: number;
  /** The longest pause of all. */
  maxMs: number;
}

/**
 * The pause before retry number `attempt` (1 for the first): `firstMs`, doubled at each attempt up to
 * `maxMs`, then between half and all of that (`random` returns a number in [0, 1), as Math.random does).
 */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
