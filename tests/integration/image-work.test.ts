// Bounded image work (issue #12 §5): decompression bombs and endless animations are refused from the header,
// before any pixel is decoded; each user has an upload budget (429 with Retry-After past it); and a sign-in
// does not wait behind image work, checked against the real server process (`npm start`'s thread pool).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { IMAGE_MESSAGES } from '../../server/modules/media/reencode.ts';
import { animatedGif, largeGif, pngImage } from '../factories/images.ts';
import { productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { FIXTURE_STATIC_DIR, startTestApp, type TestApp } from '../setup/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

const UPLOADS_PER_MINUTE = 4;

function upload(url: string, user: TestUser, bytes: Buffer, type = 'image/gif') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'image');
  return fetch(`${url}/api/media`, { method: 'POST', headers: user.auth, body: form });
}

describe('bounded image work', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database.db, { uploadsPerMinute: UPLOADS_PER_MINUTE });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('when a 25 KB-class GIF claims 100 megapixels, then 415 says so in under a second', async () => {
    const bomb = await largeGif(10_000, 10_000);
    const curator = await createUser(database.db, { role: 'DATA_CURATOR' });
    const started = performance.now();
    const res = await upload(app.url, curator, bomb);
    const elapsed = performance.now() - started;
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(
      IMAGE_MESSAGES.tooManyPixels(10_000, 10_000),
    );
    expect(elapsed).toBeLessThan(1000);
  });

  it('when an animation has more than 100 frames, then 415 says how many; 100 frames are accepted', async () => {
    const curator = await createUser(database.db, { role: 'DATA_CURATOR' });
    const refused = await upload(app.url, curator, animatedGif(101));
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toBe(IMAGE_MESSAGES.tooManyFrames(101));
    expect((await upload(app.url, curator, animatedGif(100))).status).toBe(201);
  });

  it('when a user uploads past the budget, then 429 with Retry-After, and another user still uploads', async () => {
    const [busy, other] = await Promise.all([
      createUser(database.db, { role: 'DATA_CURATOR' }),
      createUser(database.db, { role: 'PRODUCT_MANAGER' }),
    ]);
    const image = await pngImage(20, 10);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++)
      expect((await upload(app.url, busy, image, 'image/png')).status).toBe(201);
    const refused = await upload(app.url, busy, image, 'image/png');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many images uploaded/);
    expect((await upload(app.url, other, image, 'image/png')).status).toBe(201);
  });

  it('when a product write carries a banner past the budget, then it is refused with 429 and nothing is saved', async () => {
    const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const image = await pngImage(20, 10);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++)
      expect((await upload(app.url, user, image, 'image/png')).status).toBe(201);
    const form = new FormData();
    const product = productInput();
    form.append('product', JSON.stringify(product));
    form.append('bannerImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'b.png');
    const res = await fetch(`${app.url}/api/products`, { method: 'POST', headers: user.auth, body: form });
    expect(res.status).toBe(429);
    const after = await fetch(`${app.url}/api/products/${product.productCode}`, { headers: user.auth });
    expect(after.status).toBe(404);
  });
});

describe('a sign-in while images are being processed', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let dataDir: string;
  let users: TestUser[];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vv-images-'));
    users = await Promise.all(
      Array.from({ length: 5 }, () => createUser(database.db, { role: 'DATA_CURATOR' })),
    );
    server = await startServerProcess(
      { DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
      await freePort(),
    );
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.waitForExit();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const login = (who: TestUser) =>
    fetch(`${server.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: who.password }),
    });
  const signIn = async () => {
    const started = performance.now();
    const res = await login(users[0]!);
    expect(res.status).toBe(200);
    return performance.now() - started;
  };
  /** The nearest-rank percentile: of three sign-ins, the 90th is the slowest. */
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.ceil(p * values.length) - 1]!;

  it('when four users upload 25-megapixel GIFs at once, then nine in ten sign-ins meanwhile answer within 3× their idle time', async () => {
    const heavy = await largeGif(5000, 5000);
    await signIn(); // warms the connection pool and the code paths
    const idle = percentile(
      [await signIn(), await signIn(), await signIn(), await signIn(), await signIn()],
      0.5,
    );

    // The server process signs its own tokens: each uploader signs in there first.
    const uploaders = await Promise.all(
      users.slice(1).map(async (user) => {
        const { token } = (await (await login(user)).json()) as { token: string };
        return { ...user, auth: { Authorization: `Bearer ${token}` } };
      }),
    );
    let pending = uploaders.length;
    const uploads = uploaders.map((user) =>
      upload(server.url, user, heavy).then((res) => {
        pending -= 1;
        return res.status;
      }),
    );
    // Sign in again and again for as long as image work is going on.
    const busy: number[] = [];
    while (pending > 0) busy.push(await signIn());
    const statuses = await Promise.all(uploads);

    expect(statuses).toEqual([201, 201, 201, 201]);
    const timings = `idle ${idle.toFixed(0)} ms; during uploads ${busy.map((t) => t.toFixed(0)).join(', ')} ms`;
    expect(percentile(busy, 0.9), timings).toBeLessThanOrEqual(3 * idle);
  });
});
