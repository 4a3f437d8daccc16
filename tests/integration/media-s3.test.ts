// MEDIA_STORE=s3 (docs/decisions/031-media-in-s3.md) against a real S3-protocol server: an upload lands in
// the bucket and not in PostgreSQL, the product serves it (and its renditions, the URLs pages use) from
// there with the same headers as ever, a missing object is a 404 and an unreachable bucket a 503 with a
// message, never a crash. App `a` uses the bucket; app `b`, on the same database, one that cannot be reached.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../server/bootstrap/seed.ts';
import { createLogger } from '../../server/logger.ts';
import { createMediaBucket } from '../../server/modules/media/bucket.ts';
import { mediaSrcSet, type MediaUploadResult } from '../../shared/media.ts';
import { pngImage } from '../factories/images.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useS3Server } from '../setup/s3-server.ts';
import { useTwoTestApps } from '../setup/use-test-app.ts';

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Nothing listens on port 1 of the loopback: every request to this "bucket" is refused. */
const UNREACHABLE = { endpoint: 'http://127.0.0.1:1', region: 'us-east-1', bucket: 'media' };

describe('media in an S3 bucket (MEDIA_STORE=s3)', () => {
  const s3 = useS3Server();
  const { database, a, b } = useTwoTestApps(
    () => ({ mediaStorage: s3.storage() }),
    () => ({
      mediaStorage: {
        writeTo: 's3',
        bucket: createMediaBucket({
          ...UNREACHABLE,
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
        }),
      },
    }),
  );
  let curator: TestUser;

  beforeAll(async () => {
    curator = await createUser(database.db, { role: 'DATA_CURATOR' });
  });

  const upload = async (bytes: Buffer, app = a) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'banner.png');
    return apiClient(app, curator).post('/api/media', { body: form });
  };
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const rowBytes = async (sha256: string) =>
    ((await database.db('media').where({ sha256 }).first('bytes')) as { bytes: Buffer | null } | undefined)
      ?.bytes;

  it('when an image is uploaded, then it is in the bucket and not in PostgreSQL, and the API serves it byte for byte, immutable with its ETag', async () => {
    const res = await upload(await pngImage(160, 90, '#2A9D8F'));
    expect(res.status).toBe(201);
    const { path, sha256 } = (await res.json()) as MediaUploadResult;
    expect(path).toBe(`/media/${sha256}.png`);

    expect(await s3.keys()).toContain(`media/${sha256}.png`);
    const inBucket = (await s3.object(`media/${sha256}.png`))!;
    expect(sha256Of(inBucket)).toBe(sha256);
    expect(await database.db('media').where({ sha256 }).count({ n: '*' })).toEqual([{ n: '1' }]);
    expect(await rowBytes(sha256)).toBeNull();

    const served = await apiClient(a).get(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(`"${sha256}"`);
    expect((await bytesOf(served)).equals(inBucket)).toBe(true);
    expect((await apiClient(a).get(path, { headers: { 'If-None-Match': `"${sha256}"` } })).status).toBe(304);
  });

  it('when a page asks for the srcset of an uploaded banner, then each width is made once, stored in the bucket (not PostgreSQL) and served', async () => {
    const { path, sha256 } = (await (
      await upload(await pngImage(1200, 675, '#E9C46A'))
    ).json()) as MediaUploadResult;
    const urls = mediaSrcSet(path)!
      .split(', ')
      .map((entry) => entry.split(' ')[0]!);
    expect(urls).toEqual([480, 720, 960].map((w) => `/media/${sha256}-${w}w.webp`));
    for (const [i, url] of urls.entries()) {
      const res = await apiClient(a).get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('etag')).toBe(`"${sha256}-${[480, 720, 960][i]}w"`);
      const body = await bytesOf(res);
      expect((await sharp(body).metadata()).width).toBe([480, 720, 960][i]);
      expect((await s3.object(url.slice(1)))!.equals(body), url).toBe(true);
    }
    const rows = await database.db('media_renditions').where({ sha256 }).select('bytes');
    expect(rows.map((r: { bytes: Buffer | null }) => r.bytes)).toEqual([null, null, null]);
  });

  it('when the seed stores the catalogue’s banners, then they go to the bucket too', async () => {
    const { added } = await runSeeds(database.db, createLogger('silent'), s3.storage());
    expect(added.length).toBeGreaterThan(0);
    const banners = await database.db('media').where({ uploaded_by: null }).select('sha256', 'ext', 'bytes');
    expect(banners.length).toBeGreaterThan(0);
    const keys = await s3.keys();
    for (const banner of banners as { sha256: string; ext: string; bytes: Buffer | null }[]) {
      expect(banner.bytes).toBeNull();
      expect(keys).toContain(`media/${banner.sha256}.${banner.ext}`);
    }
  });

  it('when the object is missing from the bucket, then 404 with a message, and the server goes on serving', async () => {
    const { path, sha256 } = (await (
      await upload(await pngImage(40, 40, '#264653'))
    ).json()) as MediaUploadResult;
    await s3.deleteObject(`media/${sha256}.png`);
    const res = await apiClient(a).get(path);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('No such image.');
    expect((await apiClient(a).get('/api/health')).status).toBe(200);
  });

  it('when the bucket cannot be reached, then reading or uploading an image answers 503 with a message and Retry-After, and the server goes on serving', async () => {
    const { path } = (await (await upload(await pngImage(50, 20, '#F4A261'))).json()) as MediaUploadResult;
    const read = await apiClient(b).get(path);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(((await read.json()) as { message: string }).message).toBe(
      'The image store is unavailable. Please try again shortly.',
    );
    const stored = await upload(await pngImage(50, 21, '#F4A261'), b);
    expect(stored.status).toBe(503);
    expect(((await stored.json()) as { message: string }).message).toBe(
      'The image store is unavailable. Please try again shortly.',
    );
    expect((await apiClient(b).get('/api/health')).status).toBe(200);
    expect((await apiClient(a).get(path)).status).toBe(200);
  });
});
