// Two hosts, one database, one bucket (issue #34 §6, docs/deploy.md): two apps with MEDIA_STORE=s3, each
// with its own pool and its own S3 client, share only PostgreSQL, the JWT secret and the bucket. An image
// uploaded through one is served by the other byte for byte, a rendition made by one is served by the other
// from the bucket, and every step of the two-servers test (tests/integration/two-servers.test.ts) holds too.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoServerSteps, type Pair } from '../../bench/faults/two-server-steps.ts';
import type { MediaUploadResult } from '../../shared/media.ts';
import { pngImage } from '../factories/images.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useS3Server } from '../setup/s3-server.ts';
import { useTwoTestApps } from '../setup/use-test-app.ts';

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
