// The camera in the wizard (issue #35 §6): on a phone the banner picker offers Take photo; a photo taken
// offline stays with its draft through a reload and reaches the server with it when the network is back.
// (setInputFiles on the camera's input stands in for the shutter: headless Chromium has no camera.)
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import {
  ADD,
  deviceNetwork,
  fillIngredientAndProcess,
  QUEUED,
  savedDraft,
  submitButton,
  uniqueCode,
  visitOnce,
} from './offline.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function bannerOnServer(request: APIRequestContext, token: string, code: string) {
  const res = await request.get(`/api/products/${code}`, { headers: { Authorization: `Bearer ${token}` } });
  return res.ok() ? ((await res.json()) as { bannerImage: string | null }).bannerImage : undefined;
}

test('when a photo is taken offline on a phone, then it stays with its draft through a reload and is uploaded with it', async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(60_000);
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const session = await loginAs('PRODUCT_MANAGER');
  await visitOnce(page, ADD);
  const network = await deviceNetwork(page);
  await network.offline();
  await network.reload();
  const code = uniqueCode();
  await page.getByLabel('Product Code', { exact: true }).fill(code);
  await page.getByLabel('Product Name', { exact: true }).fill('Camera Amla');
  await expect(page).toHaveURL(/\?draft=[0-9a-f-]{36}$/);

  await page
    .getByLabel('Take photo')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  const preview = page.getByRole('img', { name: 'Banner preview' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // The photo is in IndexedDB with its draft (saved after a short debounce) before the reload.
  await expect
    .poll(async () => Boolean((await savedDraft(page)) as { banner?: object } | undefined))
    .toBe(true);
  await expect
    .poll(async () => ((await savedDraft(page)) as { banner?: object | null } | undefined)?.banner ?? null)
    .not.toBeNull();

  await network.reload();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  await fillIngredientAndProcess(page, code);
  await submitButton(page).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  expect(await bannerOnServer(request, session.token, code)).toBeUndefined();

  await network.online();
  await expect
    .poll(() => bannerOnServer(request, session.token, code), { timeout: 20_000 })
    .toMatch(/^\/media\//);
  const banner = (await bannerOnServer(request, session.token, code))!;
  const image = await request.get(banner);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  expect((await sharp(await image.body()).metadata()).width).toBe(64);
});
