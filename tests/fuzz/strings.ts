// Odd text for the fuzz: the strings that break parsers, SQL, file paths and Unicode handling, mixed with
// plain random text so most cases still look like something a client would send.
import fc from 'fast-check';

/** Values a hostile or broken client puts where a code, id, name or email belongs. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '../x',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202e',
  '🌿',
  'مورينجا',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '__proto__',
  'constructor',
];

/** Unicode of every kind, lone surrogates included (fast-check's 'binary' unit draws any code unit). */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
  );

/** A string that is sometimes plain, sometimes nasty, sometimes very long. */
export function fuzzString(maxLength = 64): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: anyText(maxLength) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('A', 'é', '🌿', '\u0000', '\ud800'), fc.integer({ min: 65, max: 20_000 }))
        .map(([c, n]) => c.repeat(n)),
    },
  );
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes any string byte by byte (a lone surrogate becomes U+FFFD, as a browser would send it). */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += UNRESERVED.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Path pieces sent as they are: traversal, broken escapes, encoded NUL and a raw lone surrogate's bytes. */
const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  '%zz',
  '%',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  "'OR'1'='1",
  'a;b',
  'a,b',
  '@',
  '$',
  '!',
];

/** One path segment, ready to put in a request line (at most a few KB, so the request line stays legal). */
export function pathSegment(valid: fc.Arbitrary<string> = fc.constant('x')): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: fuzzString(40).map((s) => percentEncode(s).slice(0, 6000)) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer({ min: -1e6, max: Number.MAX_SAFE_INTEGER }).map(String) },
  );
}

/** A header value Node will send: tab, printable ASCII and Latin-1, no CR/LF/NUL. */
export function headerValue(maxLength = 200): fc.Arbitrary<string> {
  const unit = fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(9))
    .map((c) => String.fromCharCode(c));
  return fc.string({ unit, maxLength });
}

/** A query string of random keys and values, sometimes with a known key repeated or as an array. */
export function queryString(known: string[] = []): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...known, 'x', 'since[]', '__proto__', '%zz'),
    fc.string({ maxLength: 8 }),
  );
  const pair = fc
    .tuple(key, fc.oneof(fuzzString(20), fc.integer().map(String)))
    .map(([k, v]) => `${k === '%zz' ? k : percentEncode(k)}=${percentEncode(v).slice(0, 3000)}`);
  return fc.oneof(
    fc.constant(''),
    fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join('&')}`),
    fc.constantFrom('?', '?&&', '?=', '?%zz', '?a=%ED%A0%80'),
  );
}
