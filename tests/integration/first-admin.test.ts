import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password.ts';
import { ensureFirstAdmin } from '../../server/bootstrap/first-admin.ts';
import { useTestDatabase } from '../setup/use-test-app.ts';

describe('first ADMIN on an empty database', () => {
  const database = useTestDatabase({ perTest: true });

  async function storedHash(email: string): Promise<string> {
    const row = await database.db('users').where({ email }).first('password_hash');
    return row.password_hash as string;
  }

  it('when ADMIN_EMAIL and ADMIN_PASSWORD are given, then that ADMIN is created with an argon2id hash', async () => {
    const result = await ensureFirstAdmin(database.db, {
      email: 'boss@example.com',
      password: 'correct horse battery',
    });
    expect(result?.user).toMatchObject({ email: 'boss@example.com', role: 'ADMIN', username: 'boss' });
    expect(result?.generatedPassword).toBeUndefined();
    const hash = await storedHash('boss@example.com');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
  });

  it('when no password is given, then one is generated, returned once, and it signs in', async () => {
    const result = await ensureFirstAdmin(database.db, {});
    expect(result?.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(await verifyPassword(await storedHash(result!.user.email), result!.generatedPassword!)).toBe(true);
  });

  it('when users already exist, then nothing is created and no password is shown', async () => {
    await ensureFirstAdmin(database.db, { email: 'first@example.com', password: 'first-password' });
    const again = await ensureFirstAdmin(database.db, {
      email: 'second@example.com',
      password: 'second-password',
    });
    expect(again).toBeUndefined();
    expect(await database.db('users').count({ n: '*' })).toEqual([{ n: '1' }]);
  });

  it('when two servers start at once, then exactly one ADMIN is created', async () => {
    await Promise.all([
      ensureFirstAdmin(database.db, { email: 'a@example.com', password: 'password-a-long' }),
      ensureFirstAdmin(database.db, { email: 'b@example.com', password: 'password-b-long' }),
    ]);
    expect(await database.db('users').count({ n: '*' })).toEqual([{ n: '1' }]);
  });
});
