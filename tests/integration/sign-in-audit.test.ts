// Issue #34: sign-ins left no trace (the request line of /admin/login is at debug level, and the audit log
// recorded only throttling). Now a sign-in that succeeds or fails, a sign-out and an own password change
// are each a line of the ADMIN's audit log and an info line of the server log, with the user, the address
// and the outcome, and never the password, a token or a hash.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '../../shared/audit.ts';
import { createLogger } from '../../server/logger.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';

interface LogLine {
  level: number;
  msg: string;
  userId?: number | null;
  email?: string;
  ip?: string;
  outcome?: string;
}

describe('sign-ins, sign-outs and password changes in the audit log and the server log', () => {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  const { database, app } = useTestApp({ log });
  let admin: TestUser;
  let curator: TestUser;

  beforeAll(async () => {
    admin = await createUser(database.db, { role: 'ADMIN' });
    curator = await createUser(database.db, { role: 'DATA_CURATOR' });
  });

  const audit = async (kind: string): Promise<AuditEvent[]> => {
    const res = await apiClient(app, admin).get(`/api/audit?kind=${kind}`);
    expect(res.status, kind).toBe(200);
    return ((await res.json()) as AuditPage).events;
  };
  const logged = (msg: string) =>
    lines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.msg === msg && l.level === 30);

  it('when a user signs in, then the audit log and the info log say who, from where, succeeded', async () => {
    const res = await apiClient(app).login(curator.email, curator.password);
    expect(res.status).toBe(200);
    const events = await audit('sign-in.succeeded');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: { id: curator.id, username: curator.username },
      subject: curator.email,
    });
    expect(events[0]!.ip).toMatch(/127\.0\.0\.1/);
    expect(logged('sign-in')).toContainEqual(
      expect.objectContaining({ userId: curator.id, email: curator.email, outcome: 'succeeded' }),
    );
    expect(logged('sign-in')[0]!.ip).toMatch(/127\.0\.0\.1/);
  });

  it('when a sign-in fails with a wrong password or an unknown email, then each is recorded as failed', async () => {
    expect((await apiClient(app).login(curator.email, 'not-the-password')).status).toBe(401);
    expect((await apiClient(app).login('nobody-here@example.com', 'whatever-it-is')).status).toBe(401);
    const events = await audit('sign-in.failed');
    expect(events.map((e) => e.subject).sort()).toEqual([curator.email, 'nobody-here@example.com'].sort());
    // Nobody proved who they are: no user is the actor.
    expect(events.every((e) => e.actor.id === null)).toBe(true);
    const failed = logged('sign-in').filter((l) => l.outcome === 'failed');
    expect(failed).toContainEqual(expect.objectContaining({ userId: curator.id, email: curator.email }));
    expect(failed).toContainEqual(
      expect.objectContaining({ userId: null, email: 'nobody-here@example.com' }),
    );
  });

  it('when a user changes their own password and signs out, then both are recorded', async () => {
    const signedIn = (await (await apiClient(app).login(curator.email, curator.password)).json()) as {
      token: string;
    };
    const newPassword = 'a-brand-new-passphrase-77';
    const changed = await apiClient(app, signedIn.token).post('/api/me/password', {
      json: { currentPassword: curator.password, newPassword },
    });
    expect(changed.status).toBe(200);
    const { token } = (await changed.json()) as { token: string };
    expect((await apiClient(app, token).post('/admin/logout')).status).toBe(204);

    const [change] = await audit('password.changed');
    expect(change).toMatchObject({ actor: { id: curator.id }, subject: curator.email });
    const [out] = await audit('sign-out');
    expect(out).toMatchObject({ actor: { id: curator.id }, subject: curator.email });
    expect(out!.ip).toMatch(/127\.0\.0\.1/);
    expect(logged('password change')).toContainEqual(
      expect.objectContaining({ userId: curator.id, outcome: 'succeeded' }),
    );
    expect(logged('sign-out')).toContainEqual(expect.objectContaining({ userId: curator.id }));

    // No password, token or hash anywhere in the log.
    const all = lines.join('\n');
    for (const secret of [
      curator.password,
      newPassword,
      'not-the-password',
      signedIn.token,
      token,
      '$argon2',
    ])
      expect(all).not.toContain(secret);
  });
});
