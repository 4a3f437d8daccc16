import { describe, expect, it } from 'vitest';
import { chooseEncoding, type Encoding } from './encoded-body.ts';

const BOTH: Encoding[] = ['br', 'gzip'];

describe('choosing the encoding of an answer kept ready in several', () => {
  it.each([
    // What Chromium and Firefox send, and Safari: brotli, though gzip is named first.
    ['gzip, deflate, br, zstd', BOTH, 'br'],
    ['gzip, deflate, br', BOTH, 'br'],
    ['GZIP, BR', BOTH, 'br'],
    ['*', BOTH, 'br'],
    // The client's own ratings come first.
    ['br;q=0.5, gzip;q=0.9', BOTH, 'gzip'],
    ['br;q=0, *', BOTH, 'gzip'],
    ['gzip;q=0, *;q=0.3', BOTH, 'br'],
    ['br;q=not-a-number, gzip', BOTH, 'gzip'],
    // Only what is offered.
    ['gzip, deflate, br', ['gzip'], 'gzip'],
    ['br', ['gzip'], 'identity'],
    ['gzip', BOTH, 'gzip'],
    // Identity: asked for, the fallback, or all that is left.
    ['identity', BOTH, 'identity'],
    ['', BOTH, 'identity'],
    ['deflate', BOTH, 'identity'],
    ['identity;q=0, *;q=0', BOTH, 'identity'],
  ] as const)(
    'when a client sends Accept-Encoding “%s”, then it gets %s of %j',
    (header, offered, expected) => {
      expect(chooseEncoding(header, offered)).toBe(expected);
    },
  );

  it('when a client sends no Accept-Encoding, then it gets the answer as it is', () => {
    expect(chooseEncoding(undefined, BOTH)).toBe('identity');
  });
});
