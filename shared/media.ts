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

/** A stored image's file name: the SHA-256 of its stored bytes, then its type's extension. */
export const MEDIA_NAME = new RegExp(`^[a-f0-9]{64}\\.(${Object.keys(IMAGE_TYPES).join('|')})$`);
/** A stored image's path: `/media/<sha256>.<ext>`. */
export const MEDIA_PATH = new RegExp(`^\\/media\\/${MEDIA_NAME.source.slice(1)}`);

/** The hash and extension a stored image's file name holds, or undefined when it names none. */
export function parseMediaName(name: string): { sha256: string; ext: ImageExtension } | undefined {
  const match = MEDIA_NAME.exec(name);
  return match ? { sha256: name.slice(0, 64), ext: match[1] as ImageExtension } : undefined;
}

/** The stored image's file name in a `/media/…` path, or undefined for any other path. */
export function parseMediaPath(path: string): { sha256: string; ext: ImageExtension } | undefined {
  return path.startsWith('/media/') ? parseMediaName(path.slice('/media/'.length)) : undefined;
}
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
