// Bounded image work (issue #12 §5): decompression bombs and endless animations are refused from the header,
// before any pixel is decoded; each user has an upload budget (429 with Retry-After past it). That a sign-in
// does not wait behind image work is timed in tests/timing/sign-in-during-uploads.test.ts, which runs alone.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import { IMAGE_MESSAGES } from '../../server/modules/media/reencode.ts';
import { animatedGif, largeGif, pngImage } from '../factories/images.ts';
import { productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import type { TestApp } from '../setup/test-app.ts';

const UPLOADS_PER_MINUTE = 4;

function upload(app: TestApp, user: TestUser, bytes: Buffer, type = 'image/gif') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'image');
  return apiClient(app, user).post('/api/media', { body: form });
}

describe('bounded image work', () => {
  const { database, app } = useTestApp({ uploadsPerMinute: UPLOADS_PER_MINUTE });

  it('when a 25 KB-class GIF claims 100 megapixels, then 415 says so in under a second', async () => {
    const bomb = await largeGif(10_000, 10_000);
    const curator = await createUser(database.db, { role: 'DATA_CURATOR' });
    const started = performance.now();
    const res = await upload(app, curator, bomb);
    const elapsed = performance.now() - started;
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(
      IMAGE_MESSAGES.tooManyPixels(10_000, 10_000),
    );
    expect(elapsed).toBeLessThan(1000);
  });

  it('when an animation has more than 100 frames, then 415 says how many; 100 frames are accepted', async () => {
    const curator = await createUser(database.db, { role: 'DATA_CURATOR' });
    const refused = await upload(app, curator, animatedGif(101));
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toBe(IMAGE_MESSAGES.tooManyFrames(101));
    expect((await upload(app, curator, animatedGif(100))).status).toBe(201);
  });

  it('when a user uploads past the budget, then 429 with Retry-After, and another user still uploads', async () => {
    const [busy, other] = await Promise.all([
      createUser(database.db, { role: 'DATA_CURATOR' }),
      createUser(database.db, { role: 'PRODUCT_MANAGER' }),
    ]);
    const image = await pngImage(20, 10);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++)
      expect((await upload(app, busy, image, 'image/png')).status).toBe(201);
    const refused = await upload(app, busy, image, 'image/png');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many images uploaded/);
    expect((await upload(app, other, image, 'image/png')).status).toBe(201);
  });

  it('when a product write carries a banner past the budget, then it is refused with 429 and nothing is saved', async () => {
    const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const image = await pngImage(20, 10);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++)
      expect((await upload(app, user, image, 'image/png')).status).toBe(201);
    const form = new FormData();
    const product = productInput();
    form.append('product', JSON.stringify(product));
    form.append('bannerImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'b.png');
    const res = await apiClient(app, user).post('/api/products', { body: form });
    expect(res.status).toBe(429);
    const after = await apiClient(app, user).get(`/api/products/${product.productCode}`);
    expect(after.status).toBe(404);
  });
});
