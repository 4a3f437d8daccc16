// Staff tokens: HS256 only (pinned on verify, so `alg: none` and RS/HS confusion are refused), with
// subject, expiry, issuer and audience. The token names the user; the role is re-read on every request.
import jwt from 'jsonwebtoken';

export const TOKEN_ISSUER = 'veda-vitals';
export const TOKEN_AUDIENCE = 'veda-vitals-staff';
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface TokenClaims {
  userId: number;
}

export function signToken(secret: string, userId: number, ttlSeconds = TOKEN_TTL_SECONDS): string {
  return jwt.sign({}, secret, {
    algorithm: 'HS256',
    subject: String(userId),
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

/** The claims of a valid token, or undefined for any token that is not (expired, forged, malformed). */
export function verifyToken(secret: string, token: string): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !/^\d{1,18}$/.test(payload.sub)) {
      return undefined;
    }
    if (typeof payload.exp !== 'number') return undefined;
    return { userId: Number(payload.sub) };
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
