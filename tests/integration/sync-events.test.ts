// Live pokes (issue #11 §4): a staff client's event stream says `ready`, then `poke` when data changes in
// any server process on the database (PostgreSQL LISTEN/NOTIFY), with heartbeats, drafts pokes only for
// their owner, and an `auth` event that ends the stream when the token expires or the user loses access.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signToken } from '../../server/auth/jwt.ts';
import { createLogger } from '../../server/logger.ts';
import { createSyncHub } from '../../server/modules/sync/hub.ts';
import { draftPush, draftsClient, newDraftId } from '../factories/drafts.ts';
import { productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { openEventStream as open, type SseMessage, type Stream } from '../setup/event-stream.ts';
import { type SlowLink, slowLink } from '../setup/slow-link.ts';
import { startTestApp, TEST_JWT_SECRET } from '../setup/test-app.ts';
import { useTestApp, useTwoTestApps } from '../setup/use-test-app.ts';

const poke = (collection: string) => (e: SseMessage) =>
  e.event === 'poke' && (JSON.parse(e.data) as { collections: string[] }).collections.includes(collection);

describe('GET /api/sync/events', () => {
  // Two server processes' worth of apps on one database, each with its own pool and listener.
  const { database, a: appA, b: appB } = useTwoTestApps(undefined, { heartbeatMs: 200 });
  let staff: TestUser;
  const streams: Stream[] = [];

  beforeAll(async () => {
    staff = await createUser(database.db, { role: 'DATA_CURATOR' });
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  const track = async (url: string, token: string) => {
    const s = await open(url, token);
    streams.push(s);
    return s;
  };

  it('when a product is written through app A, then a stream on app B is poked within 2 s', async () => {
    const onB = await track(appB.url, staff.token);
    const started = Date.now();
    const res = await apiClient(appA, staff).post('/api/products', {
      json: productInput({ productCode: 'EVENTS-1', productName: 'Poked' }),
    });
    expect(res.status).toBe(201);
    await onB.next(poke('products'), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('when a draft changes, then only its owner’s streams are poked for drafts', async () => {
    const other = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const mine = await track(appB.url, staff.token);
    const theirs = await track(appB.url, other.token);
    const res = await draftsClient(appA.url, staff).push(newDraftId(), draftPush());
    expect(res.status).toBe(201);
    await mine.next(poke('drafts'), 2000);
    // A catalogue change after it reaches both: if the other stream had a drafts poke, it came before this.
    await apiClient(appA, staff).post('/api/products', {
      json: productInput({ productCode: 'EVENTS-2', productName: 'After the draft' }),
    });
    await theirs.next(poke('products'), 2000);
    expect(theirs.events.some(poke('drafts'))).toBe(false);
  });

  it('when the stream is idle, then heartbeat comments keep it open', async () => {
    const s = await track(appB.url, staff.token);
    await expect.poll(() => s.comments, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
  });

  it('when the token expires, then an auth event says so and the stream ends', async () => {
    // Expiry is counted in whole seconds from the second the token is signed in: a 1 s token signed late in
    // a second is already expired when the stream opens (a CI run got 401). 2 s keeps it valid for at least 1 s.
    const shortLived = signToken(TEST_JWT_SECRET, staff.id, 2);
    const s = await track(appA.url, shortLived);
    const event = await s.next((e) => e.event === 'auth', 4000);
    expect(JSON.parse(event.data)).toEqual({ reason: 'expired' });
    await s.ended;
  });

  it('when the user is deleted, then the next heartbeat ends the stream with auth revoked', async () => {
    const gone = await createUser(database.db, { role: 'DATA_CURATOR' });
    const s = await track(appB.url, gone.token);
    await database.db('users').where({ id: gone.id }).del();
    const event = await s.next((e) => e.event === 'auth', 3000);
    expect(JSON.parse(event.data)).toEqual({ reason: 'revoked' });
    await s.ended;
  });

  it('when the user logs out elsewhere, then the next heartbeat ends the stream with auth revoked', async () => {
    const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const s = await track(appB.url, user.token);
    expect((await apiClient(appA, user).post('/admin/logout')).status).toBe(204);
    const event = await s.next((e) => e.event === 'auth', 3000);
    expect(JSON.parse(event.data)).toEqual({ reason: 'revoked' });
    await s.ended;
  });

  it('when nobody or a bad token asks, then 401 and no stream', async () => {
    expect((await apiClient(appA).get('/api/sync/events')).status).toBe(401);
    const res = await apiClient(appA, 'x').get('/api/sync/events');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('when the app closes, then its open streams end at once', async () => {
    const extra = await startTestApp(database.db);
    const s = await open(extra.url, staff.token);
    const started = Date.now();
    await extra.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('GET /api/sync/events while the listener is slow to start', () => {
  // The app's hub reaches PostgreSQL through a link of 400 ms round trips: its connection and LISTEN are in
  // place some seconds after the first stream opens, while the app's own pool writes at once.
  let link: SlowLink | undefined;
  beforeAll(async () => {
    link = await slowLink(inject('adminDatabaseUrl'), { rttMs: 400, downKbps: 100_000 });
  });
  afterAll(() => link?.close());
  const { database, app } = useTestApp(() => {
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = new URL(link!.url).port;
    return { syncHub: createSyncHub(url.toString(), createLogger('silent')) };
  });

  it('when a stream opens, then it says ready once the server listens, so a write right after is poked', async () => {
    const staff = await createUser(database.db, { role: 'DATA_CURATOR' });
    const s = await open(app.url, staff.token);
    try {
      const res = await apiClient(app, staff).post('/api/products', {
        json: productInput({ productCode: 'EVENTS-SLOW', productName: 'Written after ready' }),
      });
      expect(res.status).toBe(201);
      await s.next(poke('products'), 5000);
    } finally {
      s.close();
    }
  });
});
