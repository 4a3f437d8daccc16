// Issue #34: one DATA_CURATOR token held 3,000 open GET /api/sync/events, each worker memory and a file
// descriptor. Now a user may hold SSE_MAX_PER_USER streams (10 by default) and a server process
// SSE_MAX_PER_PROCESS; past either the answer is 429 with Retry-After and a JSON message, and closing a
// stream frees its slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories/users.ts';
import { openEventStream, tryOpenEventStream, type Stream } from '../setup/event-stream.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { waitUntil } from '../setup/wait-until.ts';
import { useTestApp } from '../setup/use-test-app.ts';

/** A stream of the user's, or the refusal; none is read from without a need to. */
const attempt = (app: TestApp, user: TestUser) => tryOpenEventStream(app.url, user.token);

/** Polls (a refusal each time) until the server has freed a closed stream's slot and the open succeeds. */
async function opensWithin(app: TestApp, user: TestUser, timeoutMs = 3000): Promise<Stream> {
  return waitUntil(
    'a freed slot',
    async () => {
      const opened = await attempt(app, user);
      if (!(opened instanceof Response)) return opened;
      expect(opened.status).toBe(429);
      await opened.body?.cancel();
      return undefined;
    },
    { timeoutMs },
  );
}

/** The refusal of one more stream. */
async function refusal(app: TestApp, user: TestUser): Promise<Response> {
  const opened = await attempt(app, user);
  if (!(opened instanceof Response)) {
    opened.close();
    throw new Error('the stream was opened, not refused');
  }
  return opened;
}

describe('how many live streams may be open', () => {
  const { database, app } = useTestApp();
  let small: TestApp;
  const streams: Stream[] = [];

  beforeAll(async () => {
    small = await startTestApp(database.db, { sseMaxPerProcess: 3 });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await small?.close();
  });

  const track = async (on: TestApp, user: TestUser) => {
    const s = await openEventStream(on.url, user.token);
    streams.push(s);
    return s;
  };

  it('when a user opens an 11th stream, then 429 with Retry-After and a message; closing one frees a slot', async () => {
    const curator = await createUser(database.db, { role: 'DATA_CURATOR' });
    const mine: Stream[] = [];
    for (let i = 0; i < 10; i++) mine.push(await track(app, curator));

    const refused = await refusal(app, curator);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message:
        'Too many live update streams are open for this account (at most 10). Close one and try again.',
    });

    // Another user is not held back by this one's streams.
    const other = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    await track(app, other);

    mine[0]!.close();
    streams.push(await opensWithin(app, curator));
    expect((await refusal(app, curator)).status).toBe(429);
  });

  it('when a process holds SSE_MAX_PER_PROCESS streams, then the next, anyone’s, is 429 until one closes', async () => {
    const users = await Promise.all(
      [1, 2, 3, 4].map(() => createUser(database.db, { role: 'DATA_CURATOR' })),
    );
    const open = [
      await track(small, users[0]!),
      await track(small, users[1]!),
      await track(small, users[2]!),
    ];
    const refused = await refusal(small, users[3]!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The server has too many live update streams open. Try again shortly.',
    );
    // The other process on the database is not full.
    await track(app, users[3]!);

    open[0]!.close();
    streams.push(await opensWithin(small, users[3]!));
  });
});
