// The fast slice of the faults bench's scenario (b): the server goes away in the middle of a sync, right
// after it stored a product but before its answer reached the client, and comes back (here a new app on the
// same database, as behind a proxy). The client resumes; no submitted draft is lost or made twice.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The scenario's steps, as the bench takes them.
import * as scenario from '../../bench/faults/sync/resumable-sync.ts';
import { pngImage } from '../factories/images.ts';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../setup/test-app.ts';
import { useTestDatabase } from '../setup/use-test-app.ts';

const DRAFTS = 10;
const CLOSE_AFTER_PRODUCT = 3;

describe('server restart mid-sync', () => {
  // The app is the test's to close and open again; the database is the helper's.
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(database.db);
  });
  afterAll(async () => {
    await scenario.resetDevice();
    await app?.close();
  });

  it('when the server closes after storing a product and opens again, then nothing is lost or doubled', async () => {
    const user = await scenario.staffUser(database.db, TEST_JWT_SECRET);
    const banner = new Uint8Array(await pngImage(32, 16));
    const plan = await scenario.queueDrafts(user.username, 'RESTART', DRAFTS, banner);
    let reopened: Promise<TestApp> | undefined;
    const net = scenario.network(
      () => app.url,
      user.token,
      scenario.serverGoesAfterProductPost(CLOSE_AFTER_PRODUCT, async () => {
        await app.close();
        reopened = startTestApp(database.db).then((next) => (app = next));
      }),
    );

    const outcomes = await scenario.syncUntilEmpty(user.username, net.send, {
      pauseMs: 20,
      timeoutMs: 20_000,
    });
    await reopened;

    expect(reopened, 'the server closed mid-sync').toBeDefined();
    expect(outcomes[0], 'the first run saw the server go').toBe('offline');
    expect(net.replayed(), 'the lost answer came back as a replay').toBeGreaterThanOrEqual(1);
    expect(await scenario.checkNothingLostOrDoubled(database.db, user.username, plan)).toEqual([]);
  });
});
