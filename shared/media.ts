import { z } from 'zod';
import { ACCEPTED_IMAGE_MIME_TYPES, MEDIA_PATH } from './media-names.ts';

export * from './media-names.ts';

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
