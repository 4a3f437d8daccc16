// The password policy (OWASP ASVS 5.0 §6.2) at every place a password is set: 12 to 128 characters of any
// kind, not among the 10,000 most common (whatever the case), not easy to guess (zxcvbn score 3 or more),
// with messages that say why.
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../shared/password-policy.ts';
import { isCommonPassword } from '../../server/auth/common-passwords.ts';
import { ensureFirstAdmin } from '../../server/bootstrap/first-admin.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp, useTestDatabase } from '../setup/use-test-app.ts';

describe('password policy', () => {
  const { database, app } = useTestApp();
  let admin: TestUser;
  let n = 0;

  beforeAll(async () => {
    admin = await createUser(database.db, { role: 'ADMIN' });
  });

  const send = (method: string, path: string, body: unknown) =>
    apiClient(app, admin).request(method, path, { json: body });
  const create = (password: unknown) => {
    n++;
    return send('POST', '/api/users', {
      username: `policy-${n}`,
      email: `policy-${n}@example.com`,
      password,
    });
  };

  it.each([
    ['11 characters', 'a'.repeat(11), PASSWORD_MESSAGES.tooShort],
    ['129 characters', 'a'.repeat(129), PASSWORD_MESSAGES.tooLong],
    ['the most common password', 'password', PASSWORD_MESSAGES.tooShort],
    ['a common 12-character password', 'qwerty123456', PASSWORD_MESSAGES.tooCommon],
    ['a common password in other case', 'LeaveMeAlone', PASSWORD_MESSAGES.tooCommon],
    ['11 emoji', '🙂'.repeat(11), PASSWORD_MESSAGES.tooShort],
  ])('when a user is added with %s, then 400 says why', async (_name, password, message) => {
    const res = await create(password);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ path: 'password', message }] });
  });

  it.each([
    ['12 digits in a row', '123456789012', 'This is a commonly used password.'],
    [
      'a common word twice',
      'passwordpassword',
      'Repeated character patterns like "abcabcabc" are easy to guess.',
    ],
    ['one digit 12 times', '111111111111', 'Repeated characters like "aaa" are easy to guess.'],
    ['one letter 12 times', 'aaaaaaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ['the alphabet in order', 'abcdefghijkl', 'Common character sequences like "abc" are easy to guess.'],
  ])(
    'when a user is added with %s, then 400 says it is too easy to guess and why',
    async (_n, password, why) => {
      const res = await create(password);
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: { path: string; message: string }[] };
      expect(errors).toHaveLength(1);
      expect(errors[0]!.path).toBe('password');
      expect(errors[0]!.message).toMatch(/^This password is too easy to guess: \S/);
      expect(errors[0]!.message).toContain(why);
    },
  );

  it('when a user changes their own password to a common word with digits, then 400 says why', async () => {
    const user = await createUser(database.db, { role: 'DATA_CURATOR' });
    const res = await apiClient(app, user).request('POST', '/api/me/password', {
      json: { currentPassword: user.password, newPassword: 'password1234' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: [
        {
          path: 'newPassword',
          message: PASSWORD_MESSAGES.tooEasy([
            'This is similar to a commonly used password.',
            'Add more words that are less common.',
          ]),
        },
      ],
    });
  });

  it.each([
    ['12 characters', 'kfp3-wz8q-rt'],
    [
      '128 characters',
      'The quiet lantern maker of Ostrava sold 37 teal kites, 4 brass owls and one violin to a puzzled ferryman at dawn; rain fell. Ok.',
    ],
    ['12 emoji (24 UTF-16 units, 12 characters)', '🙂🍋🚲🌵🎻🦉🧭🪁🍄🛶🧩🐙'],
    ['Unicode letters and spaces, no digits or symbols', 'überall grüne wälder'],
  ])('when a user is added with %s, then it is accepted and signs in', async (_name, password) => {
    const res = await create(password);
    expect(res.status).toBe(200);
    const { email } = (await res.json()) as { email: string };
    const login = await apiClient(app).login(email, password);
    expect(login.status).toBe(200);
  });

  it('when an ADMIN resets a password to a common one, then 400; a blank one keeps the old', async () => {
    const user = await createUser(database.db, { role: 'DATA_CURATOR' });
    const edit = (password: string) =>
      send('PUT', `/api/users/${user.id}`, {
        username: user.username,
        email: user.email,
        password,
        role: user.role,
      });
    const common = await edit('1qaz2wsx3edc');
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      errors: [{ path: 'password', message: PASSWORD_MESSAGES.tooCommon }],
    });
    const short = await edit('short');
    expect(await short.json()).toMatchObject({
      errors: [{ path: 'password', message: PASSWORD_MESSAGES.tooShort }],
    });
    expect((await edit('')).status).toBe(200);
  });

  it('when the list is asked, then it holds 10,000 common passwords and ignores case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('correct horse battery staple 7')).toBe(false);
  });

  describe('on a database without users', () => {
    const empty = useTestDatabase();

    it('when the first ADMIN would get a short or common password, then it is not created; a generated one meets the policy', async () => {
      await expect(ensureFirstAdmin(empty.db, { email: 'a@example.com', password: 'short' })).rejects.toThrow(
        PASSWORD_MESSAGES.tooShort,
      );
      await expect(
        ensureFirstAdmin(empty.db, { email: 'a@example.com', password: 'qwerty123456' }),
      ).rejects.toThrow(PASSWORD_MESSAGES.tooCommon);
      const created = await ensureFirstAdmin(empty.db, {});
      expect(created?.generatedPassword?.length).toBeGreaterThanOrEqual(12);
      expect(isCommonPassword(created!.generatedPassword!)).toBe(false);
    });
  });
});
