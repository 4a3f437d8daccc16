// The S3-compatible bucket that holds images when MEDIA_STORE=s3 (docs/decisions/031-media-in-s3.md), through
// the AWS SDK v3. Objects are named as the product serves them, without the leading slash: the image at
// `/media/<sha256>.png` is the object `media/<sha256>.png`, its rendition `/media/<sha256>-480w.webp` the
// object `media/<sha256>-480w.webp`. A missing object is `undefined`; any other failure (the bucket
// unreachable, refused credentials, a 5xx) is a ServiceUnavailableError, which the API answers 503.
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ServiceUnavailableError } from '../../errors/errors.ts';

/** The S3_* settings (server/config.ts). */
export interface S3Settings {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO, s3rver, most self-hosted). */
  forcePathStyle: boolean;
}

/** Where new images go, and the bucket to read those already there (docs/decisions/031-media-in-s3.md). */
export interface MediaStorage {
  writeTo: 'postgres' | 's3';
  bucket: MediaBucket | undefined;
}

export const BUCKET_UNAVAILABLE = 'The image store is unavailable. Please try again shortly.';

/** How long one request to the bucket may take before the answer is a 503 rather than a wait. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The object key of a `/media/…` file name. */
export function objectKey(fileName: string): string {
  return `media/${fileName}`;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

function unavailable(error: unknown): ServiceUnavailableError {
  const wrapped = new ServiceUnavailableError(BUCKET_UNAVAILABLE);
  wrapped.cause = error;
  return wrapped;
}

export function createMediaBucket(settings: S3Settings) {
  const client = new S3Client({
    ...(settings.endpoint !== undefined && { endpoint: settings.endpoint }),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: REQUEST_TIMEOUT_MS },
    // Checksums only where S3 requires them: many S3-compatible servers refuse the trailing checksums
    // the SDK sends by default. An image's integrity is its name, the SHA-256 of its bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    name: Bucket,

    /** Stores the object (the same key always holds the same bytes, so writing it twice is harmless). */
    async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },

    /** The object's bytes, or undefined when there is no such object. */
    async get(key: string): Promise<Buffer | undefined> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable(error);
      }
    },

    async delete(key: string): Promise<void> {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw unavailable(error);
      }
    },

    close(): void {
      client.destroy();
    },
  };
}

export type MediaBucket = ReturnType<typeof createMediaBucket>;

/** The storage MEDIA_STORE and S3_* describe (server/config.ts has checked they go together). */
export function mediaStorageFrom(config: {
  mediaStore: 'postgres' | 's3';
  s3: S3Settings | undefined;
}): MediaStorage {
  return { writeTo: config.mediaStore, bucket: config.s3 && createMediaBucket(config.s3) };
}
