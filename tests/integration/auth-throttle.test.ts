// Sign-in throttling as clients see it: parallel bursts, several server processes, attackers on other
// addresses, growing blocks and TRUST_PROXY. Clients bind to their own loopback addresses (127.0.0.0/8).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../../shared/auth.ts';
import { THROTTLE, THROTTLE_TABLE } from '../../server/modules/auth/throttle.ts';
import type { AuthOptions } from '../../server/modules/auth/service.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { loginFrom as login, type LoginAnswer as Answer } from '../setup/login-from.ts';
import { useTestApp } from '../setup/use-test-app.ts';

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

describe('sign-in throttling', () => {
  let checks = 0;
  const counting: AuthOptions = { onPasswordCheck: () => void checks++ };
  const { database, app } = useTestApp({ auth: counting });
  const extraApps: TestApp[] = [];
  let owner: TestUser;

  const startApp = async (opts: Parameters<typeof startTestApp>[1] = {}) => {
    const started = await startTestApp(database.db, { auth: counting, ...opts });
    extraApps.push(started);
    return started;
  };

  beforeAll(async () => {
    owner = await createUser(database.db, { role: 'ADMIN', email: 'owner@example.com' });
  });
  beforeEach(async () => {
    checks = 0;
    await database.db(THROTTLE_TABLE).del();
  });
  afterAll(async () => {
    await Promise.all(extraApps.map((a) => a.close()));
  });

  it('when 25 wrong passwords arrive at once, then only 5 are checked, and the right one afterwards is refused with 429 and Retry-After', async () => {
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => login(app, owner.email, 'wrong-password-123', '127.0.0.2')),
    );
    expect(statuses(burst)).toEqual({ 401: THROTTLE.perEmailAddress, 429: 25 - THROTTLE.perEmailAddress });
    expect(checks).toBe(THROTTLE.perEmailAddress);

    const right = await login(app, owner.email, owner.password, '127.0.0.2');
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBeGreaterThan(0);
    expect(right.retryAfter).toBeLessThanOrEqual(THROTTLE.windowSeconds);
    expect(right.message).toBe(LOGIN_MESSAGES.throttled(Math.ceil(right.retryAfter! / 60)));
    expect(checks).toBe(THROTTLE.perEmailAddress);
  });

  it('when the burst is split over two server processes on one database, then the limit still holds', async () => {
    const other = await startApp();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(i % 2 ? other : app, owner.email, 'wrong-password-123', '127.0.0.2'),
      ),
    );
    expect(statuses(burst)).toEqual({ 401: THROTTLE.perEmailAddress, 429: 20 - THROTTLE.perEmailAddress });
    expect(checks).toBe(THROTTLE.perEmailAddress);
  });

  it('when one address sends 60 sign-ins at once to different emails, then at most 30 passwords are checked', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(app, `spray-${i}@example.com`, 'wrong-password-123', '127.0.0.3'),
      ),
    );
    expect(checks).toBeLessThanOrEqual(THROTTLE.perAddress);
    expect(statuses(burst)).toEqual({ 401: THROTTLE.perAddress, 429: 60 - THROTTLE.perAddress });
    for (const refused of burst.filter((a) => a.status === 429))
      expect(refused.retryAfter).toBeGreaterThan(0);
  });

  it('when an attacker on another address is blocked for an account, then its owner on their own address still signs in', async () => {
    for (let i = 0; i < 3; i++) {
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => login(app, owner.email, 'wrong-password-123', '127.0.0.4')),
      );
      expect(burst.some((a) => a.status === 429)).toBe(true);
    }
    expect((await login(app, owner.email, owner.password, '127.0.0.4')).status).toBe(429);
    // A typo of the owner's own, then the right password.
    expect((await login(app, owner.email, 'typo-password-123', '127.0.0.5')).status).toBe(401);
    expect((await login(app, owner.email, owner.password, '127.0.0.5')).status).toBe(200);
  });

  it('when the attempts for one email from many addresses pass the per-email ceiling, then that email is refused everywhere for a while', async () => {
    expect(THROTTLE.perEmail).toBeGreaterThanOrEqual(100);
    const small = await startApp({ auth: { ...counting, throttle: { perEmail: 8 } } });
    for (const from of ['127.0.1.1', '127.0.1.2'])
      await Promise.all(
        Array.from({ length: 4 }, () => login(small, owner.email, 'wrong-password-123', from)),
      );
    const refused = await login(small, owner.email, owner.password, '127.0.1.3');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(checks).toBe(8);
  });

  it('when a pair is blocked again after its block ends, then each block lasts twice as long, and a success starts afresh', async () => {
    const from = '127.0.0.6';
    const failUntilBlocked = async () => {
      for (let i = 0; i < THROTTLE.perEmailAddress; i++)
        expect((await login(app, owner.email, 'wrong-password-123', from)).status).toBe(401);
      const blocked = await login(app, owner.email, owner.password, from);
      expect(blocked.status).toBe(429);
      return blocked.retryAfter!;
    };
    // Ends the pair's current window or block as time would, without waiting for it.
    const endBlock = () =>
      database
        .db(THROTTLE_TABLE)
        .where('key', 'like', 'login_pair:%')
        .update({ expire: Date.now() - 1 });
    const near = (seconds: number) => [seconds - 5, seconds];

    const blocks: number[] = [];
    for (let round = 0; round < 3; round++) {
      blocks.push(await failUntilBlocked());
      await endBlock();
    }
    const w = THROTTLE.windowSeconds;
    for (const [i, seconds] of blocks.entries()) {
      const [low, high] = near(w * 2 ** i);
      expect(seconds).toBeGreaterThanOrEqual(low!);
      expect(seconds).toBeLessThanOrEqual(high!);
    }

    expect((await login(app, owner.email, owner.password, from)).status).toBe(200);
    const afterSuccess = await failUntilBlocked();
    expect(afterSuccess).toBeLessThanOrEqual(w);
  });

  it('when the window is short, then the block ends by itself and the right password gets in', async () => {
    // Long enough that the failed attempts (each a password hash) all fall in it on a loaded machine.
    const quick = await startApp({ auth: { ...counting, throttle: { windowSeconds: 3 } } });
    for (let i = 0; i <= THROTTLE.perEmailAddress; i++)
      await login(quick, owner.email, 'wrong-password-123', '127.0.0.7');
    expect((await login(quick, owner.email, owner.password, '127.0.0.7')).status).toBe(429);
    await expect
      .poll(async () => (await login(quick, owner.email, owner.password, '127.0.0.7')).status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(200);
  });

  it('when an email is unknown, then its throttling answers the same as for a known one', async () => {
    const answers: Answer[] = [];
    for (const email of [owner.email, 'ghost@example.com']) {
      for (let i = 0; i < THROTTLE.perEmailAddress; i++)
        await login(app, email, 'wrong-password-123', '127.0.0.8');
      answers.push(await login(app, email, 'wrong-password-123', '127.0.0.8'));
    }
    expect(answers.map((a) => a.status)).toEqual([429, 429]);
    expect(answers[0]!.message).toBe(answers[1]!.message);
  });

  describe('TRUST_PROXY', () => {
    const failFrom = async (target: TestApp, xff: (i: number) => string) => {
      const answers: Answer[] = [];
      for (let i = 0; i <= THROTTLE.perEmailAddress; i++)
        answers.push(
          await login(target, owner.email, 'wrong-password-123', '127.0.0.9', { 'X-Forwarded-For': xff(i) }),
        );
      return answers.map((a) => a.status);
    };
    const blockedSixth = [...Array<number>(THROTTLE.perEmailAddress).fill(401), 429];

    it('when it is unset (0), then X-Forwarded-For is ignored and a client cannot pose as other addresses', async () => {
      expect(await failFrom(app, (i) => `198.51.100.${i}`)).toEqual(blockedSixth);
    });

    it('when it is 1, then the address is the entry the proxy appended (the last), not one the client wrote', async () => {
      const proxied = await startApp({ proxy: 1 });
      // The client writes its own first entries; the proxy appends the real address 203.0.113.5.
      expect(await failFrom(proxied, (i) => `198.51.100.${i}, 203.0.113.5`)).toEqual(blockedSixth);
      // Another real client behind the same proxy is a different address and is not blocked.
      expect(
        (await login(proxied, owner.email, owner.password, '127.0.0.9', { 'X-Forwarded-For': '203.0.113.6' }))
          .status,
      ).toBe(200);
    });

    it('when it is 2, then the second entry from the right is the client', async () => {
      const proxied = await startApp({ proxy: 2 });
      expect(await failFrom(proxied, (i) => `198.51.100.${i}, 203.0.113.7, 10.0.0.${i}`)).toEqual(
        blockedSixth,
      );
    });
  });
});
