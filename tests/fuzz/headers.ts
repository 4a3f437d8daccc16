// Request headers for the fuzz: who is calling (nobody, each staff role, forged or broken tokens) and the
// conditional and idempotency headers the API reads.
import fc from 'fast-check';
import type { Role } from '../../shared/roles.ts';
import type { FuzzWorld } from './world.ts';
import { headerValue } from './strings.ts';

/**
 * Authorization: mostly a valid staff token (most often of `role`, the one the endpoint needs, so cases get
 * past the role check), else none, a forged or expired token, or garbage.
 */
export function authHeader(world: FuzzWorld, role?: Role): fc.Arbitrary<Record<string, string>> {
  const tokens = Object.values(world.staff).map((s) => s.token);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  return fc.oneof(
    { weight: role ? 8 : 0, arbitrary: fc.constant(bearer(world.staff[role ?? 'ADMIN'].token)) },
    { weight: 6, arbitrary: fc.constantFrom(...tokens).map(bearer) },
    { weight: 2, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom(...world.badTokens).map(bearer) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          headerValue(),
          headerValue().map((v) => `Bearer ${v}`),
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'Basic dXNlcjpwYXNzd29yZA==',
            `bearer ${tokens[0]!}`,
            `Bearer ${tokens[0]!} ${tokens[1]!}`,
            `Bearer ${tokens[0]!.slice(0, -2)}`,
            `Bearer ${'a'.repeat(4000)}`,
            'Bearer a.b.c',
          ),
        )
        .map((v) => ({ Authorization: v })),
    },
  );
}

const etagLike = fc.oneof(
  fc.constantFrom('*', '"1"', '"2"', 'W/"1"', '""', '"', 'null'),
  fc.integer({ min: -5, max: 1e9 }).map((n) => `"${n}"`),
  headerValue(80),
);

/** Idempotency-Key, If-Match, If-None-Match and Accept, each present or not. */
export const optionalHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'Idempotency-Key': fc.oneof(
        { weight: 4, arbitrary: fc.uuid() },
        fc.constantFrom('fuzz-same-key', 'has space', 'x'.repeat(201), ''),
        headerValue(40),
      ),
      'If-Match': etagLike,
      'If-None-Match': etagLike,
      Accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', 'text/html;q=0', ''),
    },
    { requiredKeys: [] },
  )
  .map(
    (h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>,
  );

/** Authorization plus the optional headers. */
export function headers(world: FuzzWorld, role?: Role): fc.Arbitrary<Record<string, string>> {
  return fc.tuple(authHeader(world, role), optionalHeaders).map(([a, b]) => ({ ...b, ...a }));
}
