// What the server logs keeps secrets out (issue #12 §6): a database error on a write that carries a
// password hash is logged with the SQL's placeholders, never the bound values, and with no hash, password
// or token anywhere in the line; objects logged with secrets in them are redacted.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import { createLogger } from '../../server/logger.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';

describe('the server log', () => {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  const { database, app } = useTestApp({ log });
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createUser(database.db, { role: 'ADMIN' });
  });

  it('when a database error hits a user insert, then the log has the SQL with placeholders and no email, hash, password or token', async () => {
    // Every new user row now fails a check: the insert, with its bound password hash, errors in PostgreSQL.
    await database.db.raw('alter table users add constraint forced_failure check (false) not valid');
    const password = 'a-secret-password-never-logged';
    const email = 'logged-nowhere@example.com';
    try {
      const res = await apiClient(app, admin).post('/api/users', {
        json: { username: 'not-logged', email, password, role: 'DATA_CURATOR' },
      });
      expect(res.status).toBe(500);
    } finally {
      await database.db.raw('alter table users drop constraint forced_failure');
    }
    const logged = lines.find((line) => line.includes('unhandled error'));
    expect(logged).toBeDefined();
    const entry = JSON.parse(logged!) as { err: { message: string } };
    expect(entry.err.message).toContain('violates check constraint "forced_failure"');
    expect(entry.err.message).toMatch(/insert into "users" .*\$1/);
    expect(entry.err.message).not.toContain(email);
    for (const secret of [password, '$argon2', admin.token]) expect(logged).not.toContain(secret);
  });

  it('when an object with an Authorization header, passwords, a hash or a token is logged, then each is redacted', () => {
    const token = admin.token;
    log.info(
      {
        headers: { authorization: `Bearer ${token}` },
        body: { password: 'p-1', currentPassword: 'p-2', newPassword: 'p-3' },
        user: { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def', token },
      },
      'secrets inside',
    );
    const logged = lines.find((line) => line.includes('secrets inside'))!;
    for (const secret of [token, 'p-1', 'p-2', 'p-3', '$argon2id']) expect(logged).not.toContain(secret);
    expect(JSON.parse(logged)).toMatchObject({
      headers: { authorization: '[redacted]' },
      body: { password: '[redacted]', currentPassword: '[redacted]', newPassword: '[redacted]' },
      user: { passwordHash: '[redacted]', token: '[redacted]' },
    });
  });
});
