import { z } from 'zod';

/** Image types the server accepts (checked by magic bytes), with the extension they are served under. */
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

export const ACCEPTED_IMAGE_MIME_TYPES = Object.values(IMAGE_TYPES);

/** A stored image's path: `/media/<sha256>.<ext>`. */
export const MEDIA_PATH = /^\/media\/[a-f0-9]{64}\.(png|jpg|webp|avif|gif)$/;
export const mediaPathSchema = z.string().regex(MEDIA_PATH, 'bannerImage must be a stored /media/ path');

export const mediaUploadResultSchema = z.object({
  path: z.string().regex(MEDIA_PATH),
  sha256: z.string().length(64),
  type: z.enum(ACCEPTED_IMAGE_MIME_TYPES as [string, ...string[]]),
  size: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;
