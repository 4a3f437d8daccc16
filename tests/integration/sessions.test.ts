// Revocable sessions: each token carries the user's token version; logout, a password change or reset, a
// role change and a delete end that user's existing tokens on the very next request.
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../shared/password-policy.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';

describe('revocable sessions', () => {
  const { database, app } = useTestApp();
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createUser(database.db, { role: 'ADMIN' });
  });

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    apiClient(app, token).request(method, path, { json: body });
  const signIn = async (email: string, password: string) => {
    const res = await apiClient(app).login(email, password);
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const works = async (token: string) => (await call('GET', '/api/products/count', token)).status;
  const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, admin.token, body);

  it('when a user logs out, then every token of theirs is refused at once, and signing in again works', async () => {
    const user = await createUser(database.db, { role: 'DATA_CURATOR' });
    const first = await signIn(user.email, user.password);
    const second = await signIn(user.email, user.password);
    expect(await works(first)).toBe(200);

    const out = await call('POST', '/admin/logout', first);
    expect(out.status).toBe(204);
    expect(await works(first)).toBe(401);
    expect(await works(second)).toBe(401);
    expect(await works(user.token)).toBe(401);
    expect((await call('POST', '/admin/logout', first)).status).toBe(401);

    expect(await works(await signIn(user.email, user.password))).toBe(200);
  });

  it('when logout is called without a token, then 401', async () => {
    expect((await call('POST', '/admin/logout')).status).toBe(401);
  });

  it("when an ADMIN resets a user's password, then that user's old tokens end and the new password signs in", async () => {
    const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const token = await signIn(user.email, user.password);
    const res = await asAdmin('PUT', `/api/users/${user.id}`, {
      username: user.username,
      email: user.email,
      password: 'a-fresh-password-42',
      role: user.role,
    });
    expect(res.status).toBe(200);
    expect(await works(token)).toBe(401);
    expect(await works(await signIn(user.email, 'a-fresh-password-42'))).toBe(200);
  });

  it("when an ADMIN changes a user's role, then that user's old tokens end; an edit of the name alone keeps them", async () => {
    const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const edit = (changes: Record<string, unknown>) =>
      asAdmin('PUT', `/api/users/${user.id}`, {
        username: user.username,
        email: user.email,
        password: '',
        role: user.role,
        ...changes,
      });
    expect((await edit({ username: `${user.username}-renamed` })).status).toBe(200);
    expect(await works(user.token)).toBe(200);
    expect((await edit({ role: 'DATA_CURATOR' })).status).toBe(200);
    expect(await works(user.token)).toBe(401);
  });

  it('when an ADMIN deletes a user, then their token is refused on the next request', async () => {
    const user = await createUser(database.db, { role: 'DATA_CURATOR' });
    expect(await works(user.token)).toBe(200);
    expect((await asAdmin('DELETE', `/api/users/${user.id}`)).status).toBe(200);
    expect(await works(user.token)).toBe(401);
  });

  describe('POST /api/me/password', () => {
    it('when the current password is right, then the other tokens end and the answer carries a fresh token that works', async () => {
      const user = await createUser(database.db, { role: 'DATA_CURATOR' });
      const here = await signIn(user.email, user.password);
      const elsewhere = await signIn(user.email, user.password);
      const res = await call('POST', '/api/me/password', here, {
        currentPassword: user.password,
        newPassword: 'my-new-password-2026',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { token: string; jwt: string; username: string; role: string };
      expect(body).toEqual({
        token: body.token,
        jwt: body.token,
        username: user.username,
        role: 'DATA_CURATOR',
      });
      expect((jwt.decode(body.token) as { tv: number }).tv).toBe(1);

      expect(await works(here)).toBe(401);
      expect(await works(elsewhere)).toBe(401);
      expect(await works(body.token)).toBe(200);
      expect(
        (await call('POST', '/admin/login', undefined, { email: user.email, password: user.password }))
          .status,
      ).toBe(401);
      expect(await works(await signIn(user.email, 'my-new-password-2026'))).toBe(200);
    });

    it('when the current password is wrong, then 400 says so and nothing changes', async () => {
      const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
      const res = await call('POST', '/api/me/password', user.token, {
        currentPassword: 'not-my-password',
        newPassword: 'my-new-password-2026',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        message: PASSWORD_MESSAGES.currentWrong,
        errors: [{ path: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong }],
      });
      expect(await works(user.token)).toBe(200);
      expect(await works(await signIn(user.email, user.password))).toBe(200);
    });

    it.each([
      ['too short', 'short-pass', PASSWORD_MESSAGES.tooShort],
      ['too common', 'Qwerty123456', PASSWORD_MESSAGES.tooCommon],
      ['too long', 'x'.repeat(129), PASSWORD_MESSAGES.tooLong],
    ])(
      'when the new password is %s, then 400 says why and the old tokens still work',
      async (_n, pw, message) => {
        const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
        const res = await call('POST', '/api/me/password', user.token, {
          currentPassword: user.password,
          newPassword: pw,
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ errors: [{ path: 'newPassword', message }] });
        expect(await works(user.token)).toBe(200);
      },
    );

    it('when called without a token, then 401', async () => {
      const res = await call('POST', '/api/me/password', undefined, {
        currentPassword: 'whatever-password',
        newPassword: 'my-new-password-2026',
      });
      expect(res.status).toBe(401);
    });
  });
});
