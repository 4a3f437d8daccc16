// The staff admin area of admin-area.md §2: login, the guard, the shell, the dashboard and user management.
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './global-setup.ts';
import { expect, test } from './fixtures.ts';
import { acceptDialogs } from './dialogs.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });

function unique(prefix: string) {
  const suffix = Math.random().toString(36).slice(2, 8);
  return { username: `${prefix}-${suffix}`, email: `${prefix}-${suffix}@example.com` };
}

/** The login form (the public footer has its own email field). */
const loginForm = (page: Page) => page.getByRole('form', { name: 'Admin Login' });

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/AdminLogin');
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test.describe('sign-in and the guard', () => {
  test('when an anonymous visitor opens /AdminDashboard, then they land on / and Back does not return', async ({
    page,
  }) => {
    await page.goto('/About');
    await page.goto('/AdminDashboard/users');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/About$/);
  });

  test('when the e2e ADMIN signs in through the form, then the dashboard opens and the session is stored', async ({
    page,
  }) => {
    await page.goto('/AdminLogin');
    // The login page keeps the public frame.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/AdminDashboard$/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      username: localStorage.getItem('username'),
      role: localStorage.getItem('role'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.username).toBeTruthy();
    expect(stored.role).toBe('ADMIN');
  });

  test('when the password is wrong, then the server message shows and nothing is stored', async ({
    page,
    newStaff,
  }) => {
    const curator = await newStaff('DATA_CURATOR');
    await loginThroughForm(page, curator.email, 'not-the-password');
    await expect(loginForm(page).getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/AdminLogin$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('when the form is sent empty or malformed, then inline messages show; Show/Hide toggles the password', async ({
    page,
  }) => {
    await page.goto('/AdminLogin');
    const form = loginForm(page);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();

    const password = form.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Hide' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('when a signed-in user logs out, then the alert shows, storage is cleared, / opens and the server ends the token', async ({
    page,
    request,
    newStaff,
  }) => {
    // A user of its own, signed in through the form: logout ends every token of that user.
    const user = await newStaff('PRODUCT_MANAGER');
    const dialogs = acceptDialogs(page);
    await loginThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/AdminDashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.evaluate(() => sessionStorage.setItem('scratch', '1'));
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/admin/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(dialogs).toEqual(['are you logout']);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect((await loggedOut).status()).toBe(204);
    const after = await request.get('/api/products/count', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });

  test('when a user changes their own password from the header, then this tab stays signed in, the old token ends and the new password signs in', async ({
    page,
    request,
    loginAs,
  }) => {
    // Four password checks (argon2 at OWASP's cost, and zxcvbn's estimate) and two sign-ins: on a busy
    // two-core machine this passed 30 s.
    test.slow();
    const user = await loginAs('DATA_CURATOR');
    await page.goto('/AdminDashboard');
    await page.getByRole('button', { name: user.username }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(user.password);
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Password must be at least 12 characters.')).toBeVisible();

    await dialog.getByLabel('New password', { exact: true }).fill('qwerty123456');
    await dialog.getByLabel('Confirm new password').fill('qwerty123456');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('This password is too common; choose another.')).toBeVisible();

    // As on a slow network: the server has ended the old token before the answer with the fresh one
    // arrives, and meanwhile the tab syncs (the connection came back) and is refused with the old token.
    // That is no expired session: no alert, and the tab stays where it is.
    const dialogs = acceptDialogs(page);
    await page.route('**/api/me/password', async (route) => {
      const answer = await route.fetch();
      const refused = page.waitForResponse((r) => r.request().method() === 'GET' && r.status() === 401);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await refused;
      await route.fulfill({ response: answer });
    });
    const fresh = `${user.password}-renewed`;
    await dialog.getByLabel('New password', { exact: true }).fill(fresh);
    await dialog.getByLabel('Confirm new password').fill(fresh);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your password has been changed.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/AdminDashboard$/);
    expect(dialogs).toEqual([]);

    const old = await request.get('/api/products/count', {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(old.status()).toBe(401);
    await page.reload();
    await expect(page).toHaveURL(/\/AdminDashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const now = await request.get('/api/products/count', { headers: { Authorization: `Bearer ${token}` } });
    expect(now.status()).toBe(200);
    const login = await request.post('/admin/login', { data: { email: user.email, password: fresh } });
    expect(login.status()).toBe(200);
  });
});

test.describe('the shell and the dashboard', () => {
  test('when an ADMIN opens the dashboard, then both counts load and the quick actions work', async ({
    page,
    loginAs,
  }) => {
    const admin = await loginAs('ADMIN');
    await page.goto('/AdminDashboard');
    const header = page.getByRole('banner');
    await expect(header).toContainText(admin.username);
    await expect(header).toContainText('ADMIN');
    await expect(header).toContainText('Dashboard');
    await expect(page.locator('.admin-dashboard__stat', { hasText: 'Total Users' })).toContainText(/\d+/);
    await expect(page.locator('.admin-dashboard__stat', { hasText: 'Total Products' })).toContainText(/\d+/);
    await expect(page.getByText('New product approved')).toBeVisible();
    await expect(page.getByText('User registration pending')).toBeVisible();

    await page.getByRole('link', { name: 'Add New User' }).click();
    await expect(page).toHaveURL(/\/AdminDashboard\/users$/);
    await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add New Product' })).toHaveCount(0);
  });

  test('when a DATA_CURATOR signs in, then there are no quick actions and users is not authorized', async ({
    page,
    loginAs,
  }) => {
    await loginAs('DATA_CURATOR');
    await page.goto('/AdminDashboard');
    await expect(page.locator('.admin-dashboard__stat', { hasText: 'Total Products' })).toContainText(/\d+/);
    await expect(page.locator('.admin-dashboard__stat', { hasText: 'Total Users' })).toContainText('—');
    await expect(page.getByText('Recent Activity')).toBeVisible();
    await expect(page.getByText('Quick Actions')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add New User' })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'User Management' })
      .click();
    await expect(
      page.getByText('You are not authorized to view this page. Only ADMIN can access user management.'),
    ).toBeVisible();
  });

  test('when the menu button is pressed, then the sidebar goes from 250px to 50px and its links stay named', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs('PRODUCT_MANAGER');
    await page.goto('/AdminDashboard/settings');
    await expect(page.getByRole('heading', { name: 'System Settings' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(250);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(50);
    await nav.getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(page.getByText('Products by category')).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(250);
  });
});

test.describe('user management', () => {
  test('when an ADMIN adds, edits and deletes a user, then each step shows its alert and the list follows', async ({
    page,
    request,
    loginAs,
  }) => {
    const admin = await loginAs('ADMIN');
    const dialogs = acceptDialogs(page);
    await page.goto('/AdminDashboard/users');

    // No delete button on the signed-in admin's own row.
    const ownRow = page.getByRole('row', { name: new RegExp(admin.email) });
    await expect(ownRow.getByRole('button', { name: /^Edit/ })).toBeVisible();
    await expect(ownRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    const user = unique('added');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await expect(dialog.getByLabel('Role')).toHaveValue('PRODUCT_MANAGER');
    await dialog.getByLabel('Username').fill(user.username);
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password').fill('first-password');
    await dialog.getByLabel('Role').selectOption('DATA_CURATOR');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(dialogs).toEqual(['User added successfully']);
    const row = page.getByRole('row', { name: new RegExp(user.email) });
    await expect(row).toContainText('DATA_CURATOR');
    await expect(row).toContainText('••••••••');

    // Edit with a blank password: the role changes and the old password still works.
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Password')).toHaveValue('');
    await expect(edit.getByLabel('Email')).toHaveValue(user.email);
    await edit.getByLabel('Role').selectOption('PRODUCT_MANAGER');
    await edit.getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(dialogs).toEqual(['User added successfully', 'User updated successfully']);
    await expect(row).toContainText('PRODUCT_MANAGER');
    const relogin = await request.post('/admin/login', {
      data: { email: user.email, password: 'first-password' },
    });
    expect(relogin.status()).toBe(200);

    // A duplicate email is refused with the server's message.
    await page.getByRole('button', { name: 'Add User' }).click();
    const dup = page.getByRole('dialog', { name: 'Add User' });
    await dup.getByLabel('Username').fill(`${user.username}-2`);
    await dup.getByLabel('Email').fill(user.email);
    await dup.getByLabel('Password').fill('second-password');
    await dup.getByRole('button', { name: 'Add User' }).click();
    await expect.poll(() => dialogs.length).toBe(3);
    expect(dialogs[2]).toBe('A user with this email already exists.');
    await dup.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: /^Delete/ }).click();
    await expect(row).toHaveCount(0);
    expect(dialogs[3]).toBe('Are you sure to delete?');
  });

  test('when searching and filtering by role, then only matching users show', async ({
    page,
    loginAs,
    newStaff,
  }) => {
    await loginAs('ADMIN');
    const curator = await newStaff('DATA_CURATOR');
    const manager = await newStaff('PRODUCT_MANAGER');
    await page.goto('/AdminDashboard/users');
    const rows = page.locator('tbody tr');
    await expect(page.getByRole('row', { name: new RegExp(curator.email) })).toBeVisible();
    await expect(page.getByLabel('Filter by role')).toHaveValue('all');

    await page.getByPlaceholder('Search users...').fill(curator.username);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(curator.email);

    await page.getByPlaceholder('Search users...').fill('');
    await page.getByLabel('Filter by role').selectOption('PRODUCT_MANAGER');
    await expect(page.getByRole('row', { name: new RegExp(manager.email) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(curator.email) })).toHaveCount(0);
    for (const text of await rows.allTextContents()) expect(text).toContain('PRODUCT_MANAGER');
  });
});
