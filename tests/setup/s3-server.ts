// A real S3-protocol server for a test file (@20minutes/s3rver: objects in a temporary folder, requests
// signed and checked as S3 does), with one empty bucket, and a plain S3 client to look into that bucket
// from outside the product. `useS3Server()` starts it before the file's tests (call it before useTestApp
// so it is up first) and stops it after them.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { createMediaBucket, type MediaStorage, type S3Settings } from '../../server/modules/media/bucket.ts';

/** How s3rver names an object's file in its folder (its listing answers fail the SDK's signature check). */
const OBJECT_FILE = /\._S3rver_object$/;

/** s3rver's one pair of credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** The S3_* settings of its bucket. */
  settings: S3Settings;
  /** The same settings as environment variables, for a child process (`npm run media:migrate`). */
  env(): Record<string, string>;
  /** MEDIA_STORE=s3 on this bucket, for startTestApp. */
  storage(): MediaStorage;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes, or undefined. */
  object(key: string): Promise<Buffer | undefined>;
  deleteObject(key: string): Promise<void>;
}

export function useS3Server(bucket = 'catalogue-media'): TestS3Server {
  let server: S3rver | undefined;
  let directory: string | undefined;
  let settings: S3Settings | undefined;
  let client: S3Client | undefined;
  const closers: (() => void)[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      vhostBuckets: false,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      ...CREDENTIALS,
      forcePathStyle: true,
    };
    client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
  });
  afterAll(async () => {
    for (const close of closers) close();
    client?.destroy();
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  const ready = () => {
    if (!settings || !client) throw new Error('useS3Server: used before its beforeAll ran');
    return { settings, client };
  };
  return {
    get settings() {
      return ready().settings;
    },
    env() {
      const s = ready().settings;
      return {
        S3_ENDPOINT: s.endpoint!,
        S3_REGION: s.region,
        S3_BUCKET: s.bucket,
        S3_ACCESS_KEY_ID: s.accessKeyId,
        S3_SECRET_ACCESS_KEY: s.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    storage() {
      const store = createMediaBucket(ready().settings);
      closers.push(() => store.close());
      return { writeTo: 's3', bucket: store };
    },
    async keys() {
      ready();
      const files = await readdir(path.join(directory!, bucket), { recursive: true });
      return files
        .filter((file) => OBJECT_FILE.test(file))
        .map((file) => file.replace(OBJECT_FILE, '').split(path.sep).join('/'))
        .sort();
    },
    async object(key) {
      const { client: c } = ready();
      try {
        const answer = await c.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async deleteObject(key) {
      await ready().client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
