// Sign-in throttling with rate-limiter-flexible's PostgreSQL store: every attempt is counted with one atomic
// upsert *before* the password is checked, so parallel bursts and several server processes share one count.
// Limits, all counted per attempt and given back on success:
// - per (email, address): `perEmailAddress` within `windowSeconds`, then blocked; each further block of that
//   pair within a day lasts twice as long (15 min, 30 min, 1 h, ... up to `maxBlockSeconds`);
// - per address: `perAddress` within `windowSeconds` (one address spraying many emails);
// - per email: `perEmail` within `emailWindowSeconds`, a ceiling against attacks spread over many addresses.
//   It does not apply where the owner signed in before: an address they signed in from within
//   `knownAddressSeconds` (still held by the pair's limit), or a device with their device cookie
//   (device-cookie.ts), which is held by its own limit instead, `perDevice` within `windowSeconds`, as
//   OWASP's device-cookie scheme locks out the device, not the account.
import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN_MESSAGES } from '../../../shared/auth.ts';
import { TooManyRequestsError } from '../../errors/errors.ts';

export interface ThrottleOptions {
  perEmailAddress: number;
  windowSeconds: number;
  maxBlockSeconds: number;
  perAddress: number;
  perEmail: number;
  emailWindowSeconds: number;
  perDevice: number;
  knownAddressSeconds: number;
}

export const THROTTLE: ThrottleOptions = {
  perEmailAddress: 5,
  windowSeconds: 15 * 60,
  maxBlockSeconds: 24 * 60 * 60,
  perAddress: 30,
  perEmail: 100,
  emailWindowSeconds: 60 * 60,
  perDevice: 5,
  knownAddressSeconds: 90 * 24 * 60 * 60,
};

export const THROTTLE_TABLE = 'login_throttle';
/** How long a pair's lockouts are remembered for the doubling. */
const LOCKOUT_MEMORY_SECONDS = 24 * 60 * 60;

export interface LoginPass {
  /** The password was right: the pair starts afresh and the attempt no longer counts. */
  succeeded(): Promise<void>;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(db: Knex, overrides: Partial<ThrottleOptions> = {}) {
  const opts = { ...THROTTLE, ...overrides };
  const limiter = (keyPrefix: string, points: number, duration: number, blockDuration = 0) =>
    new RateLimiterPostgres({
      storeClient: db,
      storeType: 'knex',
      tableName: THROTTLE_TABLE,
      tableCreated: true, // by the migration; the app never creates tables
      clearExpiredByTimeout: false, // server/maintenance.ts deletes expired rows
      keyPrefix,
      points,
      duration,
      blockDuration,
    });
  const pair = limiter('login_pair', opts.perEmailAddress, opts.windowSeconds);
  const lockouts = limiter('login_lockouts', Number.MAX_SAFE_INTEGER, LOCKOUT_MEMORY_SECONDS);
  const address = limiter('login_ip', opts.perAddress, opts.windowSeconds);
  const email = limiter('login_email', opts.perEmail, opts.emailWindowSeconds);
  const device = limiter('login_device', opts.perDevice, opts.windowSeconds, opts.windowSeconds);
  // A pair whose sign-in succeeded: one point, kept `knownAddressSeconds` from the last success.
  const known = limiter('login_known', 1, opts.knownAddressSeconds);

  /** Counts one attempt; a refusal (a RateLimiterRes) becomes 429 with Retry-After, a store error is thrown. */
  async function consume(limit: RateLimiterPostgres, key: string, onFirstRefusal?: () => Promise<number>) {
    try {
      await limit.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      let waitMs = refusal.msBeforeNext;
      // The one attempt that crosses the limit (the upsert's count is exact under concurrency) sets the block.
      if (onFirstRefusal && refusal.consumedPoints === limit.points + 1) waitMs = await onFirstRefusal();
      throw refused(waitMs);
    }
  }

  return {
    options: opts,

    /** `deviceNonce`: the caller checked that the request's device cookie names this email's user. */
    async attempt(rawEmail: string, ip: string, deviceNonce?: string): Promise<LoginPass> {
      const who = rawEmail.trim().toLowerCase();
      const pairKey = `${who}|${ip}`;
      await consume(address, ip);
      if (deviceNonce !== undefined) {
        await consume(device, deviceNonce);
        return {
          async succeeded() {
            await Promise.all([
              device.delete(deviceNonce),
              address.reward(ip, 1),
              known.set(pairKey, 1, opts.knownAddressSeconds),
            ]);
          },
        };
      }
      await consume(pair, pairKey, async () => {
        const n = (await lockouts.penalty(pairKey, 1)).consumedPoints;
        const seconds = Math.min(opts.windowSeconds * 2 ** Math.min(n - 1, 30), opts.maxBlockSeconds);
        await pair.block(pairKey, seconds);
        return seconds * 1000;
      });
      const knownAddress = (await known.get(pairKey)) !== null;
      if (!knownAddress) await consume(email, who);
      return {
        async succeeded() {
          await Promise.all([
            pair.delete(pairKey),
            lockouts.delete(pairKey),
            address.reward(ip, 1),
            knownAddress ? Promise.resolve() : email.reward(who, 1),
            known.set(pairKey, 1, opts.knownAddressSeconds),
          ]);
        },
      };
    },
  };
}

function refused(waitMs: number): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new TooManyRequestsError(LOGIN_MESSAGES.throttled(Math.ceil(seconds / 60)), seconds);
}

/** Rows whose window ended over an hour ago; called by server/maintenance.ts. */
export async function deleteExpiredThrottleRows(db: Knex): Promise<number> {
  return db(THROTTLE_TABLE)
    .where('expire', '<', Date.now() - 60 * 60 * 1000)
    .del();
}
