import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { MAX_UPLOAD_BYTES } from '../../../shared/limits.ts';
import {
  IMAGE_TYPES,
  mediaRenditionKey,
  parseMediaPath,
  type MediaRenditionWidth,
  type MediaUploadResult,
} from '../../../shared/media.ts';
import {
  MediaStoreUnavailableError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../../errors/errors.ts';
import { BUCKET_UNAVAILABLE, objectKey, type MediaStorage } from './bucket.ts';
import { detectImageType } from './detect.ts';
import { SEED_OWNER } from './image-work.ts';
import { createMediaRepository, type StoredMedia } from './repository.ts';
import { reencode, resizeToWebp } from './reencode.ts';
import type { UploadLimit } from './upload-limit.ts';

export const MEDIA_MESSAGES = {
  tooLarge: `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Choose a smaller image.`,
  notAnImage: 'Only PNG, JPEG, WebP, AVIF or GIF images are accepted.',
  missing: "Send the image as a multipart file part named 'file'.",
} as const;

/** Bytes of recently served images kept in memory per server process. */
export const MEDIA_CACHE_BYTES = 64 * 1024 * 1024;

type CachedMedia = StoredMedia & { bytes: Buffer };

/** The images served lately, the least recently read going first once they hold more than `maxBytes`. */
function createMediaCache(maxBytes: number) {
  return new LRUCache<string, CachedMedia>({
    maxSize: maxBytes,
    // One image never takes more than an eighth of the room: it would push out many smaller ones.
    maxEntrySize: maxBytes / 8,
    sizeCalculation: (entry) => Math.max(1, entry.bytes.length),
  });
}

export function mediaPath(sha256: string, ext: string): string {
  return `/media/${sha256}.${ext}`;
}

/** The file name of a rendition under `/media/` (and its object key in the bucket, after `media/`). */
function renditionName(sha256: string, width: number): string {
  return `${sha256}-${width}w.webp`;
}

const IN_POSTGRES: MediaStorage = { writeTo: 'postgres', bucket: undefined };

/**
 * `uploadLimit` counts each user's uploads (the app passes one; the seed, which stores images with no
 * user, does not need it). `storage` says where new images go (PostgreSQL unless MEDIA_STORE=s3) and which
 * bucket holds those whose row has no bytes.
 */
export function createMediaService(db: Knex, uploadLimit?: UploadLimit, storage: MediaStorage = IN_POSTGRES) {
  const repo = createMediaRepository(db);
  const recent = createMediaCache(MEDIA_CACHE_BYTES);
  const { bucket } = storage;
  const toBucket = storage.writeTo === 's3' ? bucket : undefined;

  /** The bytes of a row that has none: from the bucket (undefined when the object is missing). */
  function fromBucket(fileName: string): Promise<Buffer | undefined> {
    if (!bucket)
      throw new MediaStoreUnavailableError(
        BUCKET_UNAVAILABLE,
        new Error(`${fileName} is in the S3 bucket, but S3_BUCKET and its settings are not set`),
      );
    return bucket.get(objectKey(fileName));
  }

  async function readImage(sha256: string): Promise<CachedMedia | undefined> {
    const row = await repo.find(sha256);
    if (!row) return undefined;
    if (row.bytes) return { ...row, bytes: row.bytes };
    const bytes = await fromBucket(`${sha256}.${row.ext}`);
    if (bytes) return { ...row, bytes };
    // media:migrate --to postgres may have moved it back and deleted the object since the row was read.
    const again = await repo.find(sha256);
    return again?.bytes ? { ...again, bytes: again.bytes } : undefined;
  }

  async function find(sha256: string): Promise<CachedMedia | undefined> {
    const kept = recent.get(sha256);
    if (kept) return kept;
    const found = await readImage(sha256);
    if (found) recent.set(sha256, found);
    return found;
  }

  /** Reads a rendition made before, or makes it from the stored image and keeps it. */
  async function loadRendition(sha256: string, width: MediaRenditionWidth): Promise<CachedMedia | undefined> {
    const webp = { sha256, ext: 'webp' as const, mimeType: IMAGE_TYPES.webp };
    const made = await repo.findRendition(sha256, width);
    if (made?.bytes) return { ...webp, ...made, bytes: made.bytes };
    if (made) {
      const bytes = await fromBucket(renditionName(sha256, width));
      if (bytes) return { ...webp, ...made, bytes };
      // The object is gone (the bucket restored from an older copy): made again below.
    }
    const original = await find(sha256);
    if (!original || original.ext === 'gif') return undefined;
    const image = await resizeToWebp(original.bytes, original.ext, width);
    const rendition = {
      width: image.width,
      height: image.height,
      size: image.bytes.length,
      bytes: image.bytes,
    };
    if (toBucket) {
      await toBucket.put(objectKey(renditionName(sha256, width)), image.bytes, webp.mimeType);
      await repo.insertRenditionIfMissing(sha256, width, { ...rendition, bytes: null });
    } else {
      await repo.insertRenditionIfMissing(sha256, width, rendition);
    }
    return { ...webp, ...rendition };
  }
  /** Renditions being read or made: a second request for one waits for the first instead of resizing too. */
  const loading = new Map<string, Promise<CachedMedia | undefined>>();

  return {
    /** Checks, re-encodes and stores an image; the same image always gives the same path. */
    async store(upload: Buffer, uploadedBy: number | null): Promise<MediaUploadResult> {
      if (upload.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(MEDIA_MESSAGES.tooLarge);
      if (uploadedBy !== null && uploadLimit) await uploadLimit(uploadedBy);
      const ext = detectImageType(upload);
      if (!ext) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notAnImage);
      const image = await reencode(upload, ext, uploadedBy ?? SEED_OWNER);
      const sha256 = createHash('sha256').update(image.bytes).digest('hex');
      const stored = {
        sha256,
        ext,
        mimeType: IMAGE_TYPES[ext],
        size: image.bytes.length,
        width: image.width,
        height: image.height,
      };
      if (toBucket) {
        // The object first: a row without bytes always has its object.
        if (!(await repo.exists(sha256)))
          await toBucket.put(objectKey(`${sha256}.${ext}`), image.bytes, stored.mimeType);
        await repo.insertIfMissing({ ...stored, bytes: null, uploadedBy });
      } else {
        await repo.insertIfMissing({ ...stored, bytes: image.bytes, uploadedBy });
      }
      return {
        path: mediaPath(sha256, ext),
        sha256,
        type: stored.mimeType,
        size: stored.size,
        width: image.width,
        height: image.height,
      };
    },

    /** Whether a `/media/…` path names a stored image (by its hash); in `trx` when the caller is in one. */
    async exists(path: string, trx?: Knex.Transaction): Promise<boolean> {
      const name = parseMediaPath(path);
      if (!name) return false;
      return (trx ? createMediaRepository(trx) : repo).exists(name.sha256);
    },

    /**
     * An image by its hash: from memory when served lately, else from PostgreSQL or the bucket. Images are
     * named by the hash of their bytes and never change, so a kept copy can never be stale.
     */
    find,

    /**
     * The image at most `width` wide, as WebP: from memory, else from PostgreSQL or the bucket, else made
     * from the stored image (once, however many ask at the same time) and stored where new images go.
     * Undefined when there is no such image, or it is a GIF.
     */
    async rendition(sha256: string, width: MediaRenditionWidth): Promise<CachedMedia | undefined> {
      const key = mediaRenditionKey(sha256, width);
      const kept = recent.get(key);
      if (kept) return kept;
      let pending = loading.get(key);
      if (!pending) {
        pending = loadRendition(sha256, width).finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      const found = await pending;
      if (found) recent.set(key, found);
      return found;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
