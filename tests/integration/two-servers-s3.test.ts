// Two hosts, one database, one bucket (issue #34 §6, docs/deploy.md): two apps with MEDIA_STORE=s3, each
// with its own pool and its own S3 client, share only PostgreSQL, the JWT secret and the bucket. An image
// uploaded through one is served by the other byte for byte, a rendition made by one is served by the other
// from the bucket, and every step of the two-servers test (tests/integration/two-servers.test.ts) holds too.
// Then the same with two real server processes (`npm start`'s server/main.ts), configured by MEDIA_STORE=s3
// and S3_* as an operator would: an image uploaded through one is served by the other, and a product
// written through one reaches the other's live streams within 2 s.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoServerSteps, type Pair } from '../../bench/faults/two-server-steps.ts';
import { freePort } from '../../server/db/embedded-postgres.ts';
import type { MediaUploadResult } from '../../shared/media.ts';
import { pngImage } from '../factories/images.ts';
import { productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { openEventStream } from '../setup/event-stream.ts';
import { useS3Server } from '../setup/s3-server.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { FIXTURE_STATIC_DIR, TEST_JWT_SECRET } from '../setup/test-app.ts';
import { useTestDatabase, useTwoTestApps } from '../setup/use-test-app.ts';

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('two app processes on one database and one S3 bucket', () => {
  const s3 = useS3Server();
  const { database, a, b } = useTwoTestApps(() => ({ mediaStorage: s3.storage() }));
  let curator: TestUser;
  const pair: Pair = { a: '', b: '', login: { email: '', password: '' } };

  beforeAll(async () => {
    curator = await createUser(database.db, { role: 'DATA_CURATOR' });
    const admin = await createUser(database.db, { role: 'ADMIN' });
    Object.assign(pair, { a: a.url, b: b.url, login: { email: admin.email, password: admin.password } });
  });

  const get = async (app: typeof a, path: string) => {
    const res = await apiClient(app).get(path);
    expect(res.status, path).toBe(200);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('when an image is uploaded through A, then B serves it byte for byte from the bucket, with the same headers', async () => {
    const form = new FormData();
    const png = new Uint8Array(await pngImage(800, 400, '#5E548E'));
    form.append('file', new Blob([png], { type: 'image/png' }), 'banner.png');
    const res = await apiClient(a, curator).post('/api/media', { body: form });
    expect(res.status).toBe(201);
    const { path, sha256 } = (await res.json()) as MediaUploadResult;

    const inBucket = (await s3.object(`media/${sha256}.png`))!;
    expect(sha256Of(inBucket)).toBe(sha256);
    expect((await database.db('media').where({ sha256 }).first('bytes')).bytes).toBeNull();

    const onB = await get(b, path);
    expect(onB.bytes.equals(inBucket)).toBe(true);
    const onA = await get(a, path);
    expect(onA.bytes.equals(onB.bytes)).toBe(true);
    for (const header of ['content-type', 'cache-control', 'etag'])
      expect(onB.res.headers.get(header), header).toBe(onA.res.headers.get(header));

    // A rendition made on B (stored in the bucket) is A's to serve without making it again.
    const rendition = `/media/${sha256}-720w.webp`;
    const madeOnB = await get(b, rendition);
    expect((await s3.object(rendition.slice(1)))!.equals(madeOnB.bytes)).toBe(true);
    const servedByA = await get(a, rendition);
    expect(servedByA.bytes.equals(madeOnB.bytes)).toBe(true);
    expect(servedByA.res.headers.get('etag')).toBe(`"${sha256}-720w"`);
    expect(await database.db('media_renditions').where({ sha256 }).count({ n: '*' })).toEqual([{ n: '1' }]);
  });

  // In order: later steps use the token, image and product of earlier ones.
  const steps = twoServerSteps(pair, (seen, wanted, message) => expect(seen, message).toEqual(wanted));
  for (const step of steps)
    it(step.name, async () => {
      await step.run();
      expect.hasAssertions();
    });
});

describe('two server processes (npm start) with MEDIA_STORE=s3 on one database and one bucket', () => {
  const s3 = useS3Server('hosts-media');
  const admin = { email: 'ops@example.com', password: 'Quartz-Lantern-Meadow-42' };
  const database = useTestDatabase();
  const hosts: ServerProcess[] = [];

  beforeAll(async () => {
    const env = {
      ...s3.env(),
      MEDIA_STORE: 's3',
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      STATIC_DIR: FIXTURE_STATIC_DIR,
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first migrates, seeds the catalogue (its banners into the bucket) and
    // creates the ADMIN; the second finds them done.
    hosts.push(await startServerProcess(env, await freePort()));
    hosts.push(await startServerProcess(env, await freePort()));
  }, 120_000);
  afterAll(async () => {
    for (const host of hosts) {
      host.child.kill('SIGTERM');
      await host.waitForExit();
    }
  });

  it('when an image is uploaded through one, then the other serves it byte for byte, and it is in the bucket, not PostgreSQL', async () => {
    const [one, two] = hosts as [ServerProcess, ServerProcess];
    const login = await apiClient(one.url).login(admin.email, admin.password);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await pngImage(320, 160, '#3D5A80'))], { type: 'image/png' }),
      'banner.png',
    );
    const res = await apiClient(one.url, token).post('/api/media', { body: form });
    expect(res.status).toBe(201);
    const { path, sha256 } = (await res.json()) as MediaUploadResult;

    const fromOne = await apiClient(one.url).get(path);
    const fromTwo = await apiClient(two.url).get(path);
    expect([fromOne.status, fromTwo.status]).toEqual([200, 200]);
    const bytes = Buffer.from(await fromTwo.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromOne.arrayBuffer()))).toBe(true);
    expect(sha256Of(bytes)).toBe(sha256);
    expect((await s3.object(`media/${sha256}.png`))!.equals(bytes)).toBe(true);
    expect((await database.db('media').where({ sha256 }).first('bytes')).bytes).toBeNull();
    // The catalogue seeded at start-up put its banners in the bucket too.
    const [{ all, inDatabase }] = await database
      .db('media')
      .select(database.db.raw('count(*)::int as all'), database.db.raw('count(bytes)::int as "inDatabase"'));
    expect(all).toBeGreaterThan(20);
    expect(inDatabase).toBe(0);
  });

  it('when a product is written through one, then a live stream on the other is poked within 2 s', async () => {
    const [one, two] = hosts as [ServerProcess, ServerProcess];
    const login = await apiClient(two.url).login(admin.email, admin.password);
    const { token } = (await login.json()) as { token: string };
    const onTwo = await openEventStream(two.url, token);
    try {
      // Timed from the write's answer (it is committed then): on a loaded machine the write itself can take
      // a second, which is not the time it takes to reach the other host.
      const poked = onTwo
        .next(
          (e) =>
            e.event === 'poke' &&
            (JSON.parse(e.data) as { collections: string[] }).collections.includes('products'),
          15_000,
        )
        .then(() => Date.now());
      const res = await apiClient(one.url, token).post('/api/products', {
        json: productInput({ productCode: 'HOSTS-1', productName: 'Written on one' }),
      });
      expect(res.status).toBe(201);
      const written = Date.now();
      expect((await poked) - written).toBeLessThan(2000);
    } finally {
      onTwo.close();
    }
  });
});
