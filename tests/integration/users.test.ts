import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';

describe('user management', () => {
  const { database, app } = useTestApp();
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createUser(database.db, { role: 'ADMIN' });
  });

  const call = (method: string, path: string, body?: unknown, user = admin) =>
    apiClient(app, user).request(method, path, { json: body });
  const hashOf = async (id: number) =>
    (await database.db('users').where({ id }).first('password_hash')).password_hash as string;

  it('when an ADMIN adds a user, then 200 with the user, role defaulting to PRODUCT_MANAGER, and an argon2id hash stored', async () => {
    const res = await call('POST', '/api/users', {
      username: 'asha',
      email: 'asha@example.com',
      password: 'long-enough-1',
    });
    expect(res.status).toBe(200);
    const user = (await res.json()) as Record<string, unknown>;
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'asha',
      email: 'asha@example.com',
      role: 'PRODUCT_MANAGER',
    });
    expect(await hashOf(user.id as number)).toMatch(/^\$argon2id\$/);
  });

  it('when the user list is read, then no password or hash is in it', async () => {
    const res = await call('GET', '/api/users');
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toMatch(/password|argon2/i);
    expect(JSON.parse(text)).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: admin.email, role: 'ADMIN' })]),
    );
  });

  it('when the email or username is taken (in any case), then 409 with a message naming it', async () => {
    await call('POST', '/api/users', {
      username: 'ravi',
      email: 'ravi@example.com',
      password: 'long-enough-1',
    });
    const sameEmail = await call('POST', '/api/users', {
      username: 'ravi2',
      email: 'RAVI@example.com',
      password: 'long-enough-1',
    });
    const sameName = await call('POST', '/api/users', {
      username: 'Ravi',
      email: 'ravi2@example.com',
      password: 'long-enough-1',
    });
    expect(sameEmail.status).toBe(409);
    expect(((await sameEmail.json()) as { message: string }).message).toBe(
      'A user with this email already exists.',
    );
    expect(sameName.status).toBe(409);
    expect(((await sameName.json()) as { message: string }).message).toBe(
      'A user with this username already exists.',
    );
  });

  it('when fields are missing or the email is not an email, then 400 with field errors', async () => {
    const res = await call('POST', '/api/users', { username: ' ', email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required' },
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('when a user is edited with a blank password, then the old password stays; with a new one, it changes', async () => {
    const user = await createUser(database.db, { role: 'DATA_CURATOR' });
    const before = await hashOf(user.id);
    const blank = await call('PUT', `/api/users/${user.id}`, {
      username: user.username,
      email: user.email,
      password: '',
      role: 'PRODUCT_MANAGER',
    });
    expect(blank.status).toBe(200);
    expect(((await blank.json()) as { role: string }).role).toBe('PRODUCT_MANAGER');
    expect(await hashOf(user.id)).toBe(before);
    await call('PUT', `/api/users/${user.id}`, {
      username: user.username,
      email: user.email,
      password: 'brand-new-password',
      role: 'PRODUCT_MANAGER',
    });
    expect(await verifyPassword(await hashOf(user.id), 'brand-new-password')).toBe(true);
  });

  it('when an ADMIN deletes their own account, then 409 and the account stays', async () => {
    const res = await call('DELETE', `/api/users/${admin.id}`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('You cannot delete your own account.');
    expect(await database.db('users').where({ id: admin.id }).first()).toBeTruthy();
  });

  it('when another ADMIN exists, then it can be deleted; when one ADMIN is left, then it cannot lose the role', async () => {
    const second = await createUser(database.db, { role: 'ADMIN' });
    expect((await call('DELETE', `/api/users/${second.id}`)).status).toBe(200);
    const self = await call('PUT', `/api/users/${admin.id}`, {
      username: admin.username,
      email: admin.email,
      role: 'DATA_CURATOR',
    });
    expect(self.status).toBe(409);
    expect(((await self.json()) as { message: string }).message).toBe(
      'The last ADMIN must keep the ADMIN role.',
    );
  });

  it('when two ADMINs delete each other at the same moment, then one ADMIN remains', async () => {
    await database.db('users').where({ role: 'ADMIN' }).whereNot({ id: admin.id }).del();
    const a = await createUser(database.db, { role: 'ADMIN' });
    await database.db('users').where({ id: admin.id }).update({ role: 'DATA_CURATOR' });
    const b = await createUser(database.db, { role: 'ADMIN' });
    const [ra, rb] = await Promise.all([
      call('DELETE', `/api/users/${b.id}`, undefined, a),
      call('DELETE', `/api/users/${a.id}`, undefined, b),
    ]);
    // One delete wins. The other is refused: as the last ADMIN's (409), or, when the winner's delete landed
    // before the loser's request was authenticated, as a token whose user is gone (401).
    const [won, refused] = [ra, rb].sort((x, y) => x.status - y.status);
    expect(won!.status).toBe(200);
    expect([401, 409]).toContain(refused!.status);
    if (refused!.status === 409)
      expect(((await refused!.json()) as { message: string }).message).toMatch(/last ADMIN/);
    expect(await database.db('users').where({ role: 'ADMIN' }).count({ n: '*' })).toEqual([{ n: '1' }]);
    await database.db('users').where({ id: admin.id }).update({ role: 'ADMIN' });
  });

  it('when a user that does not exist is edited or deleted, then 404', async () => {
    expect((await call('DELETE', '/api/users/987654')).status).toBe(404);
    expect(
      (await call('PUT', '/api/users/987654', { username: 'x', email: 'x@example.com', role: 'ADMIN' }))
        .status,
    ).toBe(404);
  });
});
