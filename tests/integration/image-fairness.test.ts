// Image work shared fairly (issue #34 §5): an animation's frames together are bounded before any pixel is
// decoded, and one user's queue of heavy images does not hold back another user's small one: waiting
// users take turns for the image slot.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../server/modules/media/reencode.ts';
import { animatedWebp, noisyJpeg } from '../factories/images.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import type { TestApp } from '../setup/test-app.ts';
import { useTestApp } from '../setup/use-test-app.ts';

function upload(app: TestApp, user: TestUser, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'image');
  return apiClient(app, user).post('/api/media', { body: form });
}

describe('image work shared between users', () => {
  const { database, app } = useTestApp({ uploadsPerMinute: 100 });
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    [a, b] = await Promise.all([
      createUser(database.db, { role: 'DATA_CURATOR' }),
      createUser(database.db, { role: 'PRODUCT_MANAGER' }),
    ]);
  });

  it('when an animated WebP has 100 frames of 600 × 600, then 415 says its frames are too many pixels together', async () => {
    const res = await upload(app, a, await animatedWebp(100, 600), 'image/webp');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(
      IMAGE_MESSAGES.tooManyAnimationPixels(600, 600, 100),
    );
  });

  it('when an animated WebP has 20 frames of 600 × 600, then it is kept, still animated', async () => {
    const res = await upload(app, a, await animatedWebp(20, 600), 'image/webp');
    expect(res.status).toBe(201);
    const { path } = (await res.json()) as { path: string };
    const stored = Buffer.from(await (await fetch(`${app.url}${path}`)).arrayBuffer());
    expect((await sharp(stored, { animated: true }).metadata()).pages).toBe(20);
  });

  it("when one user's heavy images wait for the image slot, then another user's small JPEG is answered before that user's later ones", async () => {
    const heavy = await Promise.all([1, 2, 3, 4, 5].map((seed) => noisyJpeg(800, seed)));
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#467d21' } })
      .jpeg()
      .toBuffer();
    const answered: string[] = [];
    const track = (name: string, pending: Promise<Response>) =>
      pending.then((res) => (answered.push(name), res));

    const fromA = heavy.map((image, i) => track(`A${i + 1}`, upload(app, a, image, 'image/jpeg')));
    // One of A's images is answered: the others are queued behind the one now running.
    await Promise.race(fromA);
    const fromB = await track('B', upload(app, b, tiny, 'image/jpeg'));
    expect(fromB.status).toBe(201);
    expect((await Promise.all(fromA)).map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    // B waits at most for the image of A's that was running when it came: A's other three come after it.
    expect(answered.indexOf('B')).toBeLessThanOrEqual(2);
  });
});
