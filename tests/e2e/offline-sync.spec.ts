// Drafts and submissions with the network really off (issue #6): the outbox keeps them, sends
// each once when the network returns, shows conflicts and asks for a new login when the token expired.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { Role } from '../../shared/roles.ts';
import {
  ADD,
  deviceNetwork,
  fillIngredientAndProcess,
  QUEUED,
  savedDraftName,
  savedDraft,
  submitButton,
  submitQueued,
  uniqueCode,
  visitOnce,
  waiting,
} from './offline.ts';
import { expect, test as base, type StaffLogin } from './fixtures.ts';

async function productCount(request: APIRequestContext, session: StaffLogin, code: string): Promise<number> {
  const res = await request.get('/api/products', { headers: { Authorization: `Bearer ${session.token}` } });
  const products = (await res.json()) as { productCode: string }[];
  return products.filter((p) => p.productCode === code).length;
}

/** A fresh user, signed in, on the add-product screen opened once while online. */
interface Adding {
  session: StaffLogin;
  /** How many products the server holds under `code`, asked as this user. */
  serverCount: (code: string) => Promise<number>;
}

const test = base.extend<{ addingAs: (role: Role) => Promise<Adding> }>({
  addingAs: async ({ page, loginAs, request }, use) => {
    await use(async (role) => {
      const session = await loginAs(role);
      await visitOnce(page, ADD);
      return { session, serverCount: (code) => productCount(request, session, code) };
    });
  },
});

/** The product submissions the server answered (one tried while the browser is offline never leaves it). */
function answeredProductPosts(context: BrowserContext): string[] {
  const posts: string[] = [];
  context.on('response', (r) => {
    const sent = r.request();
    if (sent.method() === 'POST' && new URL(r.url()).pathname === '/api/products') posts.push(r.url());
  });
  return posts;
}

test.describe('Drafts offline and their sync', () => {
  // Each test is a whole working session: online visit, offline work, reconnection and sync.
  test.describe.configure({ timeout: 60_000 });

  test('when a product is drafted and submitted offline, then it reaches the server exactly once when online', async ({
    page,
    context,
    addingAs,
  }) => {
    const { serverCount } = await addingAs('PRODUCT_MANAGER');
    const posts = answeredProductPosts(context);

    const network = await deviceNetwork(page);
    await network.offline();
    await network.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    const code = uniqueCode();
    await page.getByLabel('Product Code', { exact: true }).fill(code);
    await page.getByLabel('Product Name', { exact: true }).fill('Offline Amla');
    await expect(page).toHaveURL(/\?draft=[0-9a-f-]{36}$/);
    await expect(waiting(page)).toHaveText('1 draft waits to sync');
    await expect.poll(() => savedDraftName(page)).toBe('Offline Amla'); // saved within the debounce

    await network.reload();
    await expect(page.getByLabel('Product Code', { exact: true })).toHaveValue(code);
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('Offline Amla');
    await fillIngredientAndProcess(page, code);
    await submitButton(page).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    await expect(page).toHaveURL(/\/AdminDashboard\/products$/, { timeout: 5000 });
    await expect(
      page.locator('.drafts-list__item', { hasText: 'Offline Amla' }).locator('.draft-state'),
    ).toHaveText('queued');
    expect(await serverCount(code)).toBe(0);

    await network.online();
    await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.drafts-list__item', { hasText: 'Offline Amla' })).toHaveCount(0);
    expect(await serverCount(code)).toBe(1);
    expect(posts).toHaveLength(1);
  });

  test('when the network drops in the middle of a submission, then the retry makes no second product', async ({
    page,
    context,
    addingAs,
  }) => {
    const { serverCount } = await addingAs('PRODUCT_MANAGER');
    const sent: { key: string | null; replayed: string | null }[] = [];
    let dropped = false;
    // A routed request skips the browser's offline switch, so the handler keeps the network off itself.
    let offline = false;
    await context.route('**/api/products', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (offline) return route.abort('internetdisconnected');
      const key = await route.request().headerValue('Idempotency-Key');
      const response = await route.fetch(); // the server creates the product…
      sent.push({ key, replayed: response.headers()['idempotent-replayed'] ?? null });
      if (!dropped) {
        dropped = true; // …and the answer is lost on the way back.
        offline = true;
        await context.setOffline(true);
        return route.abort('internetdisconnected');
      }
      return route.fulfill({ response });
    });

    const code = uniqueCode();
    await submitQueued(page, code, 'Dropped answer');
    expect(await serverCount(code)).toBe(1);

    offline = false;
    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.replayed).toBe('true');
    expect(await serverCount(code)).toBe(1);
    await expect(page.locator('.draft-state--rejected')).toHaveCount(0);
  });

  test('when a product changed on the server while edited offline, then the conflict screen lets the user pick per field', async ({
    page,
    context,
    request,
    loginAs,
    newStaff,
  }) => {
    const session = await newStaff('PRODUCT_MANAGER');
    const auth = { Authorization: `Bearer ${session.token}` };
    const code = uniqueCode();
    const created = await request.post('/api/products', {
      headers: auth,
      data: {
        productCode: code,
        productName: 'Contested',
        origin: 'Gujarat',
        productDescription: 'First words',
        ingredients: [
          { ingredientCode: `${code}-I`, commonName: 'Amla', scientificName: 'Phyllanthus emblica' },
        ],
        processes: [{ processCode: `${code}-P`, processDescription: 'Drying' }],
      },
    });
    expect(created.status()).toBe(201);
    await loginAs(session);
    await visitOnce(page, `/AdminDashboard/products/${code}/edit`);
    await expect(page.getByLabel('Origin', { exact: true })).toHaveValue('Gujarat');

    await context.setOffline(true);
    await page.getByLabel('Origin', { exact: true }).fill('Mine: Kerala');
    await page.getByLabel('Product Description', { exact: true }).fill('My description');
    await page.getByRole('button', { name: 'Step 8: Scientific & Clinical' }).click();
    await submitButton(page).click();
    await expect(page.getByText(QUEUED)).toBeVisible();

    // Meanwhile a colleague changes the same product online.
    const theirs = await request.put(`/api/products/${code}`, {
      headers: auth,
      data: {
        ...(await (await request.get(`/api/products/${code}`, { headers: auth })).json()),
        origin: 'Theirs: Assam',
      },
    });
    expect(theirs.status()).toBe(200);

    await context.setOffline(false);
    await expect(page.getByRole('link', { name: '1 draft needs you' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/AdminDashboard/products');
    await page.getByRole('link', { name: 'Resolve Contested' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resolve conflict: Contested' })).toBeVisible();
    const origin = page.getByRole('group', { name: 'Origin' });
    await expect(origin.getByText('Mine: Kerala')).toBeVisible();
    await expect(origin.getByText('Theirs: Assam')).toBeVisible();
    const description = page.getByRole('group', { name: 'Product Description' });
    await expect(description.getByText('My description')).toBeVisible();
    await expect(description.getByText('First words')).toBeVisible();
    await origin.getByRole('radio', { name: /Theirs/ }).check();
    await page.getByRole('button', { name: 'Apply and submit' }).click();

    await expect(page).toHaveURL(/\/AdminDashboard\/products$/);
    // Online, the header does not announce a draft that reaches the server within seconds: ask the server.
    const onServer = async () =>
      (await (await request.get(`/api/products/${code}`, { headers: auth })).json()) as Record<
        string,
        unknown
      >;
    await expect.poll(async () => (await onServer()).version, { timeout: 15_000 }).toBe(3);
    const saved = await onServer();
    expect(saved).toMatchObject({
      origin: 'Theirs: Assam',
      productDescription: 'My description',
      version: 3,
    });
  });

  test('when the token expired while a submission waits, then a login prompt appears and after it the product is sent', async ({
    page,
    context,
    addingAs,
  }) => {
    const { session, serverCount } = await addingAs('DATA_CURATOR');
    await context.setOffline(true);
    const code = uniqueCode();
    await submitQueued(page, code, 'Expired session');
    await page.evaluate(() => localStorage.setItem('token', 'expired.session.token'));

    await context.setOffline(false);
    const prompt = page.getByRole('dialog', { name: 'Sign in to sync' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(prompt.getByText('1 draft waits to sync.')).toBeVisible();
    await expect(waiting(page)).toHaveText('1 draft waits to sync');
    expect(await serverCount(code)).toBe(0);

    await prompt.getByLabel('Email').fill(session.email);
    await prompt.getByLabel('Password').fill(session.password);
    await prompt.getByRole('button', { name: 'Sign in and sync' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
    expect(await serverCount(code)).toBe(1);
  });

  test("when another user signs in on the same device, then they see none of the first user's drafts; logout asked first", async ({
    page,
    context,
    request,
    loginAs,
    newStaff,
  }) => {
    const first = await newStaff('DATA_CURATOR');
    const second = await newStaff('DATA_CURATOR');
    await loginAs(first);
    await visitOnce(page, ADD);
    await context.setOffline(true);
    await page.getByLabel('Product Name', { exact: true }).fill('Private draft');
    await expect(waiting(page)).toHaveText('1 draft waits to sync');

    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(dialogs[0]).toBe(
      '1 draft has not reached the server yet. They stay on this device and sync when you sign in again. Log out anyway?',
    );
    expect(dialogs[1]).toBe('are you logout');

    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('username', s.username);
      localStorage.setItem('role', s.role);
    }, second);
    await context.setOffline(false);
    await page.goto('/AdminDashboard/products');
    await expect(page.getByText('Product Management').first()).toBeVisible();
    await expect(page.getByText('Private draft')).toHaveCount(0);
    await expect(waiting(page)).toHaveCount(0);
    const serverDrafts = await request.get('/api/drafts', {
      headers: { Authorization: `Bearer ${second.token}` },
    });
    expect(((await serverDrafts.json()) as { drafts: unknown[] }).drafts).toHaveLength(0);
  });

  test('when two tabs are open as the network returns, then only one sends the submission', async ({
    page,
    context,
    addingAs,
  }) => {
    const { serverCount } = await addingAs('PRODUCT_MANAGER');
    const second = await context.newPage();
    await second.goto('/AdminDashboard/products');
    await expect(second.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    const posts = answeredProductPosts(context);

    await context.setOffline(true);
    const code = uniqueCode();
    await submitQueued(page, code, 'Two tabs');
    await expect(waiting(second)).toHaveText('1 draft waits to sync');

    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
    await expect(waiting(second)).toHaveCount(0, { timeout: 15_000 });
    expect(posts).toHaveLength(1);
    expect(await serverCount(code)).toBe(1);
  });
});

test('when a draft begun on one device syncs, then the same user finds it on another device and resumes it', async ({
  browser,
  page,
  loginAs,
}) => {
  const session = await loginAs('DATA_CURATOR');
  await page.goto(ADD);
  await page.getByLabel('Product Name', { exact: true }).fill('Begun on the tablet');
  await page.getByLabel('Origin', { exact: true }).fill('Trade show stand 4');
  // Synced with its last change: the server has what was typed.
  await expect
    .poll(
      async () => {
        const stored = await savedDraft(page);
        return stored?.state === 'synced' ? stored.data?.origin : undefined;
      },
      { timeout: 15_000 },
    )
    .toBe('Trade show stand 4');

  const office = await browser.newContext();
  const desk = await office.newPage();
  await loginAs(session, desk);
  await desk.goto('/AdminDashboard/products');
  const item = desk.locator('.drafts-list__item', { hasText: 'Begun on the tablet' });
  await expect(item.locator('.draft-state')).toHaveText('synced');
  await item.getByRole('link', { name: 'Resume Begun on the tablet' }).click();
  await expect(desk.getByLabel('Origin', { exact: true })).toHaveValue('Trade show stand 4');
  await office.close();
});
