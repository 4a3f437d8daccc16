// The staff screens at a small phone's width (320 px), a phone's (375 px) and a laptop's (1280 px), online
// and then with the network off and a queued draft (submitted offline, waiting to sync), when the header
// carries the most: 'Offline', '1 draft waits to sync', 'Sync now', the device storage's badge. Each
// screen's screenshot is kept with the test's output; a screen fails when it is wider than the screen, when
// a link, button, field or tab is covered by another element at its middle or runs off the right edge,
// when the header takes more than two rows (on the laptop, more than one), or when a table wider than its
// box does not say it scrolls.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNothingOverflowsOrCovered } from './covered.ts';
import { productWithTwoVersions } from './history-product.ts';
import { ANNOUNCE_ONLINE_AFTER_MS } from '../../pwa/src/staff/admin-shell/announced-waiting.ts';
import { ADD, deviceNetwork, submitQueued, uniqueCode, visitOnce, waiting } from './offline.ts';

const SEEDED = 'SBOVZ-B12-TCBL';
/** A product with two versions, so its history has rows, Compare and Restore to lay out. */
const HISTORY_CODE = `E2E-LAYOUT-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
const SCROLL_HINT = 'Scroll sideways to see more';

/** What the typing test reads from the page: the header's heights (px), and when a draft first waited and
 * when the header first said so (performance.now(), ms). */
interface HeaderSeen {
  heights: number[];
  waitingAt?: number;
  announcedAt?: number;
}

const SCREENS: [string, string, (page: Page) => Promise<void>][] = [
  [
    'dashboard',
    '/AdminDashboard',
    (p) => expect(p.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible(),
  ],
  [
    'users',
    '/AdminDashboard/users',
    (p) => expect(p.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible(),
  ],
  [
    'products',
    '/AdminDashboard/products',
    (p) => expect(p.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible(),
  ],
  ['wizard', ADD, (p) => expect(p.getByLabel('Product Code', { exact: true })).toBeVisible()],
  [
    'detail',
    `/AdminDashboard/products/${SEEDED}`,
    (p) => expect(p.getByRole('heading', { level: 1, name: 'B12-Corrinoids' })).toBeVisible(),
  ],
  [
    'history',
    `/AdminDashboard/products/${HISTORY_CODE}/history`,
    (p) => expect(p.getByRole('button', { name: /^Restore/ }).first()).toBeVisible(),
  ],
  [
    'settings',
    '/AdminDashboard/settings',
    (p) => expect(p.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible(),
  ],
];

async function expectLaidOut(page: Page, testInfo: TestInfo, shot: string, rows: number): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expectNothingOverflowsOrCovered(page, testInfo, shot);

  // The header: its items' rows (tops more than half an item apart start a new row), and no two overlap.
  const header = await page.evaluate(() => {
    const items = [...document.querySelectorAll('.admin-header > *, .admin-header__more > *')]
      .map((el) => ({ name: el.className, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const tops: number[] = [];
    for (const { r } of [...items].sort((a, b) => a.r.top - b.r.top))
      if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
    const overlaps: string[] = [];
    const leaves = [...document.querySelectorAll('.admin-header *')].filter(
      (el) => el.children.length === 0 && (el.textContent ?? '').trim() !== '',
    );
    for (let i = 0; i < leaves.length; i++)
      for (let j = i + 1; j < leaves.length; j++) {
        const a = leaves[i]!.getBoundingClientRect();
        const b = leaves[j]!.getBoundingClientRect();
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) overlaps.push(`${leaves[i]!.textContent} / ${leaves[j]!.textContent}`);
      }
    const cut = leaves
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
      .map((el) => el.textContent ?? '');
    return { rows: tops.length, overlaps, cut };
  });
  expect(header.rows, `${shot}: rows of the admin header`).toBeLessThanOrEqual(rows);
  expect(header.overlaps, `${shot}: overlapping header texts`).toEqual([]);
  expect(header.cut, `${shot}: header texts cut short`).toEqual([]);

  // A table wider than its box says so, and its box takes the keyboard's focus to scroll.
  const tables = await page.evaluate((hint) => {
    return [...document.querySelectorAll('main table')].flatMap((table) => {
      const box = table.parentElement!;
      if (box.scrollWidth <= box.clientWidth + 1) return [];
      const said = (box.previousElementSibling?.textContent ?? '').includes(hint);
      const focusable =
        box.tabIndex === 0 && box.getAttribute('role') === 'region' && !!box.getAttribute('aria-label');
      return said && focusable ? [] : [`${table.className}: hint ${said}, focusable region ${focusable}`];
    });
  }, SCROLL_HINT);
  expect(tables, `${shot}: wide tables that do not say they scroll`).toEqual([]);
}

for (const width of [320, 375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 900 } });

    const rows = width >= 1280 ? 1 : 2;
    test(`when each admin screen opens online, then offline with a queued draft, then nothing is covered, past the edge or cut, the header has at most ${rows === 1 ? 'one row' : 'two rows'} and wide tables say they scroll`, async ({
      page,
      request,
      loginAs,
    }, testInfo) => {
      // The first install precaches the site, then the admin area's code; then every screen twice.
      test.setTimeout(240_000);
      const admin = await loginAs('ADMIN');
      await productWithTwoVersions(request, admin.token, HISTORY_CODE);
      await visitOnce(page, ADD);
      for (const [name, path, shown] of SCREENS) {
        await page.goto(path);
        await shown(page);
        await expectLaidOut(page, testInfo, `${width}-${name}-online`, rows);
      }

      const network = await deviceNetwork(page);
      await page.goto(ADD);
      await network.offline();
      await network.reload();
      await submitQueued(page, uniqueCode(), 'A queued product with a long name for the header');
      await expect(waiting(page)).toHaveText('1 draft waits to sync');
      for (const [name, path, shown] of SCREENS) {
        // The history and the audit log need the server: offline they say so, laid out all the same.
        await page.goto(path);
        await network.offline();
        if (name !== 'history') await shown(page);
        else await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
        await expect(waiting(page)).toHaveText('1 draft waits to sync');
        await expectLaidOut(page, testInfo, `${width}-${name}-offline-queued`, rows);
      }
    });
  });
}

test.describe('at 1280 px, typing online', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('when a product is typed into the wizard online, then the header keeps its height and says the draft waits only once it has waited 5 s to reach the server', async ({
    page,
    request,
    loginAs,
  }) => {
    const session = await loginAs('PRODUCT_MANAGER');
    await page.goto(ADD);
    await expect(page.getByLabel('Product Code', { exact: true })).toBeVisible();
    // From here on: every height the header takes, when a draft first waits on the device (the
    // storage badge's count) and when the header first says drafts wait (online, only once they have waited
    // ANNOUNCE_ONLINE_AFTER_MS; on a busy machine a save can take that long).
    await page.evaluate(() => {
      const header = document.querySelector('.admin-header')!;
      const seen: HeaderSeen = { heights: [] };
      const look = () => {
        const at = performance.now();
        if (seen.waitingAt === undefined && header.querySelector('.device-storage__badge'))
          seen.waitingAt = at;
        if (seen.announcedAt === undefined && header.querySelector('[data-testid="sync-waiting"]'))
          seen.announcedAt = at;
      };
      new MutationObserver(look).observe(header, { subtree: true, childList: true });
      new ResizeObserver(() => {
        look();
        seen.heights.push(Math.round(header.getBoundingClientRect().height));
      }).observe(header);
      (window as unknown as { headerSeen: HeaderSeen }).headerSeen = seen;
    });
    await page.getByLabel('Product Code', { exact: true }).fill(uniqueCode());
    await page.getByLabel('Product Name', { exact: true }).fill('Typed while online');
    await expect(page).toHaveURL(/\?draft=[0-9a-f-]{36}$/);
    const draftId = new URL(page.url()).searchParams.get('draft')!;
    await expect
      .poll(async () => {
        const res = await request.get(`/api/drafts/${draftId}`, {
          headers: { Authorization: `Bearer ${session.token}` },
        });
        return res.ok() ? ((await res.json()) as { productName: string }).productName : res.status();
      })
      .toBe('Typed while online');
    const seen = await page.evaluate(() => (window as unknown as { headerSeen: HeaderSeen }).headerSeen);
    expect(new Set(seen.heights).size, `the header's heights: ${seen.heights.join(', ')} px`).toBe(1);
    expect(seen.waitingAt, 'the storage badge counted the draft').toBeDefined();
    // Never said (Infinity), or said after the delay; the badge and the status read the drafts apart, a
    // moment apart, hence a second's margin.
    const saidAfter = (seen.announcedAt ?? Infinity) - seen.waitingAt!;
    expect(saidAfter, 'ms from the draft waiting to the header saying so').toBeGreaterThan(
      ANNOUNCE_ONLINE_AFTER_MS - 1_000,
    );
  });
});

test.describe('at 375 px, the header’s panels', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('when Device storage or the account’s menu opens from the header’s row, which scrolls sideways, then it opens over the page and its buttons can be pressed', async ({
    page,
    loginAs,
  }) => {
    const admin = await loginAs('ADMIN');
    await page.goto('/AdminDashboard/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible();
    // What a press in the middle of a control reaches, without scrolling first as Playwright's actions do:
    // a panel clipped by the row's edge (or scrolled inside it) is not what the person sees and taps.
    const pressable = (text: string) =>
      page.getByText(text, { exact: true }).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
    await page.getByText('Device storage').click();
    await expect.poll(() => pressable('Import drafts')).toBe(true);
    await page.getByText('Device storage').click();
    await page.getByRole('button', { name: admin.username }).click();
    await expect.poll(() => pressable('Change password')).toBe(true);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  });
});
