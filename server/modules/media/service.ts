import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { MAX_UPLOAD_BYTES } from '../../../shared/limits.ts';
import { IMAGE_TYPES, type MediaUploadResult } from '../../../shared/media.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors/errors.ts';
import { detectImageType } from './detect.ts';
import { createMediaRepository } from './repository.ts';
import { reencode } from './reencode.ts';
import type { UploadLimit } from './upload-limit.ts';

export const MEDIA_MESSAGES = {
  tooLarge: `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Choose a smaller image.`,
  notAnImage: 'Only PNG, JPEG, WebP, AVIF or GIF images are accepted.',
  missing: "Send the image as a multipart file part named 'file'.",
} as const;

export function mediaPath(sha256: string, ext: string): string {
  return `/media/${sha256}.${ext}`;
}

/**
 * `uploadLimit` counts each user's uploads (the app passes one; the seed, which stores images with no
 * user, does not need it).
 */
export function createMediaService(db: Knex, uploadLimit?: UploadLimit) {
  const repo = createMediaRepository(db);
  return {
    /** Checks, re-encodes and stores an image; the same image always gives the same path. */
    async store(upload: Buffer, uploadedBy: number | null): Promise<MediaUploadResult> {
      if (upload.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(MEDIA_MESSAGES.tooLarge);
      if (uploadedBy !== null && uploadLimit) await uploadLimit(uploadedBy);
      const ext = detectImageType(upload);
      if (!ext) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notAnImage);
      const image = await reencode(upload, ext);
      const sha256 = createHash('sha256').update(image.bytes).digest('hex');
      const stored = {
        sha256,
        ext,
        mimeType: IMAGE_TYPES[ext],
        size: image.bytes.length,
        width: image.width,
        height: image.height,
      };
      await repo.insertIfMissing({ ...stored, bytes: image.bytes, uploadedBy });
      return {
        path: mediaPath(sha256, ext),
        sha256,
        type: stored.mimeType,
        size: stored.size,
        width: image.width,
        height: image.height,
      };
    },

    find: (sha256: string) => repo.find(sha256),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
