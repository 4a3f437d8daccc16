// Staff tokens: HS256 only (pinned on verify, so `alg: none` and RS/HS confusion are refused), with
// subject, expiry, issuer and audience, and the user's token version (`tv`): the token names the user, and
// the role and the version are re-read on every request, so bumping the version ends every older token.
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const TOKEN_ISSUER = 'veda-vitals';
export const TOKEN_AUDIENCE = 'veda-vitals-staff';
/** Tokens live at most 8 hours (a working day); signing in again gives a new one. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/**
 * The secret as a KeyObject, made once: given a string, jsonwebtoken builds a key on every call, which made
 * a token check cost ~300 µs instead of ~6 µs (a staff request's largest cost).
 */
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    if (keys.size >= 8) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

export function signToken(
  secret: string,
  userId: number,
  ttlSeconds = TOKEN_TTL_SECONDS,
  tokenVersion = 0,
): string {
  return jwt.sign({ tv: tokenVersion }, keyFor(secret), {
    algorithm: 'HS256',
    subject: String(userId),
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn: Math.min(ttlSeconds, TOKEN_TTL_SECONDS),
  });
}

/** The claims of a valid token, or undefined for any token that is not (expired, forged, malformed). */
export function verifyToken(secret: string, token: string): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, keyFor(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      maxAge: TOKEN_TTL_SECONDS,
    });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !/^\d{1,18}$/.test(payload.sub)) {
      return undefined;
    }
    if (typeof payload.exp !== 'number') return undefined;
    const tv: unknown = payload.tv;
    if (typeof tv !== 'number' || !Number.isSafeInteger(tv) || tv < 0) return undefined;
    return { userId: Number(payload.sub), tokenVersion: tv };
  } catch {
    return undefined;
  }
}

/** When a token (already verified) expires, in ms since the epoch; undefined when it carries no expiry. */
export function tokenExpiresAt(token: string): number | undefined {
  const payload = jwt.decode(token);
  return payload && typeof payload === 'object' && typeof payload.exp === 'number'
    ? payload.exp * 1000
    : undefined;
}
