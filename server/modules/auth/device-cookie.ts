// OWASP's device cookie: a device that signed in as a user gets a signed cookie naming that user, so a sign-in
// from it is throttled by its own lockout instead of by the per-email ceiling that an attacker elsewhere can
// fill (docs/decisions/026-sign-in-device-cookie.md). `device-<user id>` holds
// `<user id>.<nonce>.<issued at>.<mac>`, an HMAC-SHA256 under a key derived from the JWT secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** One cookie per user, so colleagues who share a device each keep theirs. */
export const deviceCookieName = (userId: number) => `device-${userId}`;
/** Sent only to the sign-in: no other request needs it. */
export const DEVICE_COOKIE_PATH = '/admin/login';
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export interface Device {
  userId: number;
  /** Random per cookie: the key of the device's own lockout. */
  nonce: string;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('device-cookie').digest())
    .update(payload)
    .digest('base64url');

export function issueDeviceCookie(secret: string, userId: number, now = Date.now()): string {
  const payload = `${userId}.${randomBytes(16).toString('base64url')}.${now}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The device a cookie names, when its MAC is ours and it is less than a year old; else undefined. */
export function readDeviceCookie(
  secret: string,
  value: string | undefined,
  now = Date.now(),
): Device | undefined {
  const parts = value?.split('.');
  if (!parts || parts.length !== 4) return undefined;
  const [id, nonce, issued, given] = parts as [string, string, string, string];
  if (!/^\d{1,15}$/.test(id) || !/^[\w-]{22}$/.test(nonce) || !/^\d{1,15}$/.test(issued)) return undefined;
  const expected = Buffer.from(mac(secret, `${id}.${nonce}.${issued}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  const age = now - Number(issued);
  if (age < 0 || age > DEVICE_COOKIE_MAX_AGE_MS) return undefined;
  return { userId: Number(id), nonce };
}
