// The fast slice of the fuzz (bench/fuzz.bench.ts runs the long one): random requests to every endpoint,
// and whatever is sent the server never answers 5xx, every 4xx is JSON with a `message`, and it stays up.
// The seed is random; on failure fast-check prints it with the shrunk request, so a run can be replayed
// by passing that seed to fuzzEndpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import { ENDPOINTS } from '../fuzz/endpoints.ts';
import { closeFuzzClient, expectServerUp, fuzzEndpoint, StatusTally } from '../fuzz/harness.ts';
import { createFuzzWorld, type FuzzWorld } from '../fuzz/world.ts';
import { TEST_JWT_SECRET } from '../setup/test-app.ts';

const RUNS = Number(process.env.FUZZ_TEST_RUNS ?? 60);

describe('fuzz', () => {
  const { database, app } = useTestApp();
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await createFuzzWorld(database.db, app.url, TEST_JWT_SECRET);
  });
  afterAll(async () => {
    closeFuzzClient();
  });

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    'when %s gets random input, then never a 5xx, every 4xx is JSON with a message, and the server stays up',
    async (_name, endpoint) => {
      const tally = new StatusTally();
      await fuzzEndpoint(app.url, endpoint.requests(world), tally, { numRuns: RUNS, stopOnFailure: true });
      await expectServerUp(app.url);
      expect(tally.cases).toBe(RUNS);
    },
  );
});
