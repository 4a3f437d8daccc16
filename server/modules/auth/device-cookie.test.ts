import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_MAX_AGE_MS, issueDeviceCookie, readDeviceCookie } from './device-cookie.ts';

const SECRET = 'a-secret-that-is-long-enough-for-the-test-0123';
const NOW = Date.UTC(2026, 10, 28);

describe('device cookie', () => {
  it('when a cookie we issued is read back, then it names the user and a nonce of its own', () => {
    const a = readDeviceCookie(SECRET, issueDeviceCookie(SECRET, 42, NOW), NOW);
    const b = readDeviceCookie(SECRET, issueDeviceCookie(SECRET, 42, NOW), NOW);
    expect(a?.userId).toBe(42);
    expect(a?.nonce).not.toBe(b?.nonce);
  });

  it('when the cookie is older than a year, then it is none', () => {
    const cookie = issueDeviceCookie(SECRET, 42, NOW);
    expect(readDeviceCookie(SECRET, cookie, NOW + DEVICE_COOKIE_MAX_AGE_MS)).toBeDefined();
    expect(readDeviceCookie(SECRET, cookie, NOW + DEVICE_COOKIE_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('when any part is changed, or another secret signed it, then it is none', () => {
    const [id, nonce, issued, mac] = issueDeviceCookie(SECRET, 42, NOW).split('.') as [string, ...string[]];
    for (const forged of [
      `43.${nonce}.${issued}.${mac}`,
      `${id}.${nonce}.${Number(issued) + 1}.${mac}`,
      `${id}.${nonce}.${issued}.${mac!.slice(1)}A`,
      `${id}.${nonce}.${issued}`,
      '',
      undefined,
    ])
      expect(readDeviceCookie(SECRET, forged, NOW)).toBeUndefined();
    expect(readDeviceCookie(`${SECRET}-other`, `${id}.${nonce}.${issued}.${mac}`, NOW)).toBeUndefined();
  });
});
