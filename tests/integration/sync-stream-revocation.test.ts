// Issue #34: a revoked session kept its live stream until the next heartbeat (up to 15 s). A revocation
// (logout, own password change, an ADMIN's password reset or role change, a delete) is announced over
// PostgreSQL LISTEN/NOTIFY, and every server process ends that user's streams whose token is no longer
// valid, with an `auth` event first, within 1 s of the revoking request's answer, whichever process
// answered it. Streams that are still valid stay open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories/users.ts';
import { productInput } from '../factories/products.ts';
import { apiClient } from '../setup/api-client.ts';
import { openEventStream, type SseMessage, type Stream } from '../setup/event-stream.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { useTestApp } from '../setup/use-test-app.ts';
import { waitUntil } from '../setup/wait-until.ts';

const WITHIN_MS = 1000;
const isAuth = (e: SseMessage) => e.event === 'auth';

describe('a revoked session’s live streams', () => {
  // App A answers the revoking requests; the streams are on app B, another "process" on the database.
  // Both keep the default 15 s heartbeat, so only the announcement can end a stream within 1 s.
  const { database, app: appA } = useTestApp();
  let appB: TestApp;
  let admin: TestUser;
  const streams: Stream[] = [];

  beforeAll(async () => {
    appB = await startTestApp(database.db);
    admin = await createUser(database.db, { role: 'ADMIN' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await appB?.close();
  });

  const stream = async (token: string, app: TestApp = appB) => {
    const s = await openEventStream(app.url, token);
    streams.push(s);
    return s;
  };

  /** Runs the revoking request; answers how long after its answer the stream ended, auth event first. */
  async function endsAfter(s: Stream, revoke: () => Promise<Response>, status: number): Promise<number> {
    const res = await revoke();
    const answered = Date.now();
    expect(res.status).toBe(status);
    let endedAt: number | undefined;
    void s.ended.then(() => (endedAt = Date.now()));
    const ended = await waitUntil('the stream ended', () => endedAt, { timeoutMs: 5000 });
    expect(s.events.find(isAuth)?.data).toBe(JSON.stringify({ reason: 'revoked' }));
    return ended - answered;
  }

  const userDetails = (u: TestUser) => ({ username: u.username, email: u.email, password: '', role: u.role });

  it('when a user logs out on app A, then their streams on app B end within 1 s', async () => {
    const user = await createUser(database.db, { role: 'DATA_CURATOR' });
    const [one, two] = [await stream(user.token), await stream(user.token, appA)];
    const ms = await endsAfter(one, () => apiClient(appA, user).post('/admin/logout'), 204);
    expect(ms).toBeLessThan(WITHIN_MS);
    await two.ended; // the stream on the process that answered ends too
  });

  it('when a user changes their own password, then their stream ends within 1 s', async () => {
    const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const s = await stream(user.token);
    const ms = await endsAfter(
      s,
      () =>
        apiClient(appA, user).post('/api/me/password', {
          json: { currentPassword: user.password, newPassword: 'another-long-passphrase-31' },
        }),
      200,
    );
    expect(ms).toBeLessThan(WITHIN_MS);
  });

  it('when an ADMIN resets a password or changes a role, then that user’s stream ends within 1 s', async () => {
    const reset = await createUser(database.db, { role: 'DATA_CURATOR' });
    const s1 = await stream(reset.token);
    const ms1 = await endsAfter(
      s1,
      () =>
        apiClient(appA, admin).put(`/api/users/${reset.id}`, {
          json: { ...userDetails(reset), password: 'a-reset-passphrase-for-you-9' },
        }),
      200,
    );
    expect(ms1).toBeLessThan(WITHIN_MS);

    const demoted = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const s2 = await stream(demoted.token);
    const ms2 = await endsAfter(
      s2,
      () =>
        apiClient(appA, admin).put(`/api/users/${demoted.id}`, {
          json: { ...userDetails(demoted), role: 'DATA_CURATOR' },
        }),
      200,
    );
    expect(ms2).toBeLessThan(WITHIN_MS);
  });

  it('when an ADMIN deletes a user, then their stream ends within 1 s', async () => {
    const user = await createUser(database.db, { role: 'DATA_CURATOR' });
    const s = await stream(user.token);
    const ms = await endsAfter(s, () => apiClient(appA, admin).delete(`/api/users/${user.id}`), 200);
    expect(ms).toBeLessThan(WITHIN_MS);
  });

  it('when one user is revoked, then the streams of others, and a user’s renamed account, stay open', async () => {
    const kept = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const renamed = await createUser(database.db, { role: 'DATA_CURATOR' });
    const gone = await createUser(database.db, { role: 'DATA_CURATOR' });
    const [keptStream, renamedStream, goneStream] = [
      await stream(kept.token),
      await stream(renamed.token),
      await stream(gone.token),
    ];
    const rename = await apiClient(appA, admin).put(`/api/users/${renamed.id}`, {
      json: { ...userDetails(renamed), username: `${renamed.username}-2` },
    });
    expect(rename.status).toBe(200);
    await endsAfter(goneStream, () => apiClient(appA, gone).post('/admin/logout'), 204);
    // A change after the revocation reaches the streams still open: they were not ended.
    const write = await apiClient(appA, kept).post('/api/products', {
      json: productInput({ productCode: 'STILL-LIVE' }),
    });
    expect(write.status).toBe(201);
    for (const s of [keptStream, renamedStream]) {
      await s.next((e) => e.event === 'poke', 3000);
      expect(s.events.some(isAuth)).toBe(false);
    }
  });
});
