import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, signToken } from '../../server/auth/jwt.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { TEST_JWT_SECRET } from '../setup/test-app.ts';

describe('sign-in and tokens', () => {
  // One trusted proxy hop, so each test can sign in from its own address (the last X-Forwarded-For entry).
  const { database, app } = useTestApp({ proxy: 1 });
  let curator: TestUser;

  beforeAll(async () => {
    curator = await createUser(database.db, { role: 'DATA_CURATOR', email: 'curator@example.com' });
  });

  const login = (email: string, password: string, ip = '198.51.100.7') =>
    apiClient(app).login(email, password, { headers: { 'X-Forwarded-For': ip } });
  const productsWith = (token: string) => apiClient(app, token).get('/api/products');

  it('when the credentials are right, then the answer has token, jwt, username and role, and the token works', async () => {
    const res = await login('Curator@Example.com', curator.password);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; jwt: string; username: string; role: string };
    expect(body).toEqual({
      token: body.token,
      jwt: body.token,
      username: curator.username,
      role: 'DATA_CURATOR',
    });
    expect(jwt.decode(body.token, { complete: true })?.header.alg).toBe('HS256');
    const claims = jwt.decode(body.token) as { iat: number; exp: number; tv: number };
    expect(claims.tv).toBe(0);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(8 * 3600);
    expect((await productsWith(body.token)).status).toBe(200);
  });

  it('when the password is wrong or the email unknown, then 401 with one and the same message', async () => {
    const wrong = await login(curator.email, 'not-the-password');
    const unknown = await login('nobody@example.com', 'whatever-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it.each([
    [
      'signed with another key',
      () =>
        jwt.sign({}, 'another-secret-another-secret-another!', {
          algorithm: 'HS256',
          subject: String(curator.id),
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          expiresIn: 60,
        }),
    ],
    [
      'with alg none',
      () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(curator.id), iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: now() + 60 })}.`,
    ],
    [
      'with an edited payload',
      () => {
        const [h, , s] = signToken(TEST_JWT_SECRET, curator.id).split('.');
        return `${h}.${b64({ sub: '1', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: now() + 3600 })}.${s}`;
      },
    ],
    [
      'past its exp',
      () =>
        jwt.sign({ exp: now() - 10 }, TEST_JWT_SECRET, {
          algorithm: 'HS256',
          subject: String(curator.id),
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
        }),
    ],
    [
      'for another audience',
      () =>
        jwt.sign({}, TEST_JWT_SECRET, {
          algorithm: 'HS256',
          subject: String(curator.id),
          issuer: TOKEN_ISSUER,
          audience: 'someone-else',
          expiresIn: 60,
        }),
    ],
    [
      'without a token version (tv)',
      () =>
        jwt.sign({}, TEST_JWT_SECRET, {
          algorithm: 'HS256',
          subject: String(curator.id),
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          expiresIn: 60,
        }),
    ],
    [
      'issued more than 8 hours ago, even with a later exp',
      () =>
        jwt.sign({ tv: 0, iat: now() - 9 * 3600, exp: now() + 3600 }, TEST_JWT_SECRET, {
          algorithm: 'HS256',
          subject: String(curator.id),
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
        }),
    ],
    ['that is not a JWT at all', () => 'not.a.token'],
  ])('when a token %s is sent, then 401', async (_name, make) => {
    const res = await productsWith(make());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('when a user is deleted, then their old token is refused on the very next request', async () => {
    const doomed = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    expect((await productsWith(doomed.token)).status).toBe(200);
    await database.db('users').where({ id: doomed.id }).del();
    expect((await productsWith(doomed.token)).status).toBe(401);
  });

  it('when a role changes, then the next request with the old token gets the new role', async () => {
    const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const count = () => apiClient(app, user).get('/api/users/count');
    expect((await count()).status).toBe(200);
    await database.db('users').where({ id: user.id }).update({ role: 'DATA_CURATOR' });
    expect((await count()).status).toBe(403);
  });
  // Throttling: tests/integration/auth-throttle.test.ts. Token versions: tests/integration/sessions.test.ts.
});

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
function now(): number {
  return Math.floor(Date.now() / 1000);
}
