// `npm run media:migrate` (server/bootstrap/media-migrate.ts) against a real S3-protocol server: images and
// renditions stored in PostgreSQL move to the bucket, a run cut short is finished by the next one, a run with
// nothing left moves nothing, every SHA-256 is checked, and `--to postgres` brings them back. App `a` stores
// in PostgreSQL (as before the move), app `b` has MEDIA_STORE=s3; both on the one database.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMediaBucket } from '../../server/modules/media/bucket.ts';
import { migrateMedia } from '../../server/modules/media/migrate.ts';
import type { MediaUploadResult } from '../../shared/media.ts';
import { pngImage } from '../factories/images.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useS3Server } from '../setup/s3-server.ts';
import { ROOT } from '../setup/server-process.ts';
import { useTwoTestApps } from '../setup/use-test-app.ts';

const run = promisify(execFile);
const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('npm run media:migrate', () => {
  const s3 = useS3Server();
  const { database, a, b } = useTwoTestApps(undefined, () => ({ mediaStorage: s3.storage() }));
  let curator: TestUser;
  /** The three uploads, and what app `a` served for each (and for the rendition) from PostgreSQL. */
  const images: { path: string; sha256: string; served: Buffer }[] = [];
  let rendition = { path: '', served: Buffer.alloc(0) };

  /** The CLI as `npm run media:migrate -- <args>` runs it, on this test's database and bucket. */
  const migrate = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', 'server/bootstrap/media-migrate.ts', ...args],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            ...s3.env(),
            DATABASE_URL: database.url,
            MEDIA_STORE: '',
            LOG_LEVEL: 'warn',
          },
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const bytesIn = async (table: 'media' | 'media_renditions') =>
    (await database.db(table).select('bytes')).map((r: { bytes: Buffer | null }) => r.bytes !== null);
  const get = async (app: typeof a, path: string) => {
    const res = await apiClient(app).get(path);
    expect(res.status, path).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  beforeAll(async () => {
    curator = await createUser(database.db, { role: 'DATA_CURATOR' });
    for (const color of ['#0B3954', '#BFD7EA', '#FF5A5F']) {
      const form = new FormData();
      const png = new Uint8Array(await pngImage(600, 300, color));
      form.append('file', new Blob([png], { type: 'image/png' }), 'banner.png');
      const uploaded = (await (
        await apiClient(a, curator).post('/api/media', { body: form })
      ).json()) as MediaUploadResult;
      images.push({ ...uploaded, served: await get(a, uploaded.path) });
    }
    const path = `/media/${images[0]!.sha256}-480w.webp`;
    rendition = { path, served: await get(a, path) };
  });

  it('when a run is cut short, then the next run moves what is left, reports the counts and checks each SHA-256 in the bucket', async () => {
    expect(await bytesIn('media')).toEqual([true, true, true]);
    expect(await s3.keys()).toEqual([]);

    // A run that stops after its first image (the process killed, the network gone).
    const bucket = createMediaBucket(s3.settings);
    let moved = 0;
    await expect(
      migrateMedia(database.db, bucket, 's3', () => {
        moved += 1;
        throw new Error('cut short');
      }),
    ).rejects.toThrow('cut short');
    bucket.close();
    expect(moved).toBe(1);
    expect((await bytesIn('media')).filter(Boolean)).toHaveLength(2);

    const { code, stdout } = await migrate();
    expect(code).toBe(0);
    expect(stdout).toBe(
      'images: 2 moved to s3, 1 already there, 0 failed\n' +
        'renditions: 1 moved to s3, 0 already there, 0 failed\n',
    );
    expect(await bytesIn('media')).toEqual([false, false, false]);
    expect(await bytesIn('media_renditions')).toEqual([false]);
    expect(await s3.keys()).toEqual(
      [...images.map((i) => `media/${i.sha256}.png`), rendition.path.slice(1)].sort(),
    );
    for (const image of images) {
      const object = (await s3.object(`media/${image.sha256}.png`))!;
      expect(sha256Of(object)).toBe(image.sha256);
      expect(object.equals(image.served)).toBe(true);
    }
  });

  it('when the images are in the bucket, then a server with MEDIA_STORE=s3 serves each byte for byte', async () => {
    for (const image of images) expect((await get(b, image.path)).equals(image.served)).toBe(true);
    expect((await get(b, rendition.path)).equals(rendition.served)).toBe(true);
  });

  it('when it runs again, then it moves nothing', async () => {
    const { code, stdout } = await migrate('--to', 's3');
    expect(code).toBe(0);
    expect(stdout).toBe(
      'images: 0 moved to s3, 3 already there, 0 failed\n' +
        'renditions: 0 moved to s3, 1 already there, 0 failed\n',
    );
  });

  it('when an object in the bucket does not match its SHA-256, then --to postgres leaves it, says so and fails; once it is right, a second run moves it', async () => {
    const [bad, ...good] = images;
    const bucket = createMediaBucket(s3.settings);
    await bucket.put(`media/${bad!.sha256}.png`, Buffer.from('not the image'), 'image/png');

    const first = await migrate('--to', 'postgres');
    expect(first.code).toBe(1);
    expect(first.stdout).toBe(
      'images: 2 moved to postgres, 0 already there, 1 failed\n' +
        'renditions: 1 moved to postgres, 0 already there, 0 failed\n',
    );
    expect(first.stderr).toContain(
      `media/${bad!.sha256}.png: the object does not match the SHA-256 of its name; left in the bucket`,
    );
    expect(await s3.keys()).toEqual([`media/${bad!.sha256}.png`]);
    for (const image of good) {
      const row = await database.db('media').where({ sha256: image.sha256 }).first('bytes');
      expect(sha256Of(row.bytes as Buffer)).toBe(image.sha256);
    }

    await bucket.put(`media/${bad!.sha256}.png`, bad!.served, 'image/png');
    bucket.close();
    const second = await migrate('--to', 'postgres');
    expect(second.code).toBe(0);
    expect(second.stdout).toBe(
      'images: 1 moved to postgres, 2 already there, 0 failed\n' +
        'renditions: 0 moved to postgres, 1 already there, 0 failed\n',
    );
    expect(await s3.keys()).toEqual([]);
    expect(await bytesIn('media')).toEqual([true, true, true]);
    const row = await database.db('media').where({ sha256: bad!.sha256 }).first('bytes');
    expect((row.bytes as Buffer).equals(bad!.served)).toBe(true);
  });

  it('when the direction is unknown, then it stops with the usage', async () => {
    const { code, stderr } = await migrate('--to', 'disk');
    expect(code).toBe(2);
    expect(stderr).toContain('usage: npm run media:migrate -- [--to s3|postgres]');
  });
});
