// OWASP's device cookie as clients see it: an attacker spread over many addresses fills an account's
// per-email ceiling, and its owner still signs in from a device or an address they signed in from before.
// Clients bind to their own loopback addresses (127.0.0.0/8).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE_TABLE } from '../../server/modules/auth/throttle.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { loginFrom as login } from '../setup/login-from.ts';
import { useTestApp } from '../setup/use-test-app.ts';

const PER_EMAIL = 8;

describe('sign-in from a known device or address during an attack on the account', () => {
  const { database, app } = useTestApp({ auth: { throttle: { perEmail: PER_EMAIL } } });
  let owner: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    owner = await createUser(database.db, { role: 'ADMIN' });
    colleague = await createUser(database.db, { role: 'DATA_CURATOR' });
  });
  beforeEach(async () => {
    await database.db(THROTTLE_TABLE).del();
  });

  /** Wrong passwords for the owner from many addresses until the per-email ceiling refuses a new address. */
  const attack = async () => {
    for (let i = 0; i < PER_EMAIL; i++)
      await login(app, owner.email, 'wrong-password-123', `127.0.3.${i + 1}`);
    const stranger = await login(app, owner.email, owner.password, '127.0.3.200');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.retryAfter)).toBeGreaterThan(0);
  };

  it('when the owner signed in on a device before, then that device gets in from a new address during the attack', async () => {
    const first = await login(app, owner.email, owner.password, '127.0.4.1');
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(/; path=\/admin\/login;/i);
    expect(first.setCookie).toMatch(/; samesite=strict/i);
    expect(first.setCookie).toMatch(/; httponly/i);
    expect(first.setCookie).not.toMatch(/; secure/i);
    await attack();

    const again = await login(app, owner.email, owner.password, '127.0.4.2', { Cookie: first.device! });
    expect(again.status).toBe(200);
    expect(again.device).toMatch(new RegExp(`^device-${owner.id}=.`));
  });

  it('when the owner signed in from an address before, then that address still gets in during the attack', async () => {
    expect((await login(app, owner.email, owner.password, '127.0.4.3')).status).toBe(200);
    await attack();
    expect((await login(app, owner.email, owner.password, '127.0.4.3')).status).toBe(200);
  });

  it('when the device cookie is forged, or is another user’s, then it exempts nothing', async () => {
    const theirs = await login(app, colleague.email, colleague.password, '127.0.4.4');
    expect(theirs.status).toBe(200);
    const mine = await login(app, owner.email, owner.password, '127.0.4.5');
    await attack();
    const value = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
    const [id, nonce, issued] = value(mine.device!).split('.');
    const underOwnersName = (v: string) => `device-${owner.id}=${v}`;
    for (const cookie of [
      theirs.device!,
      underOwnersName(value(theirs.device!)),
      underOwnersName(`${id}.${nonce}.${issued}.${'A'.repeat(43)}`),
    ])
      expect((await login(app, owner.email, owner.password, '127.0.4.6', { Cookie: cookie })).status).toBe(
        429,
      );
  });

  it('when two colleagues sign in on one device, then each keeps a device cookie of their own', async () => {
    const mine = await login(app, owner.email, owner.password, '127.0.4.10');
    const theirs = await login(app, colleague.email, colleague.password, '127.0.4.10');
    expect(mine.device!.split('=')[0]).not.toBe(theirs.device!.split('=')[0]);
    await attack();
    const both = `${mine.device!}; ${theirs.device!}`;
    expect((await login(app, owner.email, owner.password, '127.0.4.11', { Cookie: both })).status).toBe(200);
  });

  it('when wrong passwords come with device cookies, then those devices are locked out, not the account', async () => {
    // Two devices' worth of failures pass the per-email ceiling of 8.
    for (const from of ['127.0.4.7', '127.0.4.8']) {
      const device = (await login(app, owner.email, owner.password, from)).device!;
      for (let i = 0; i < 5; i++) {
        const wrong = await login(app, owner.email, 'wrong-password-123', from, { Cookie: device });
        expect(wrong.status).toBe(401);
      }
      const locked = await login(app, owner.email, owner.password, from, { Cookie: device });
      expect(locked.status).toBe(429);
      expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    }
    expect((await login(app, owner.email, owner.password, '127.0.4.9')).status).toBe(200);
  });
});

describe('the device cookie behind a TLS-terminating proxy', () => {
  const { database, app } = useTestApp({ proxy: 1 });

  it('when the request came over https, then the cookie is Secure', async () => {
    const user = await createUser(database.db);
    const answer = await login(app, user.email, user.password, '127.0.0.1', {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toMatch(/; secure/i);
  });
});
