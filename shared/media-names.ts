// Stored images' names and paths, with no dependency: the PWA's pages import it (the schemas are in media.ts).
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

/**
 * The widths a stored image is also served at, resized and as WebP, for a srcset: `/media/<sha256>-<w>w.webp`.
 * Made from the stored image the first time each is asked for, then kept. Never wider than the image.
 */
export const MEDIA_RENDITION_WIDTHS = [480, 720, 960] as const;
export type MediaRenditionWidth = (typeof MEDIA_RENDITION_WIDTHS)[number];

export const MEDIA_RENDITION_NAME = new RegExp(
  `^([a-f0-9]{64})-(${MEDIA_RENDITION_WIDTHS.join('|')})w\\.webp$`,
);

/** The stored image's hash and the width a rendition's file name holds, or undefined when it names none. */
export function parseMediaRenditionName(
  name: string,
): { sha256: string; width: MediaRenditionWidth } | undefined {
  const match = MEDIA_RENDITION_NAME.exec(name);
  return match ? { sha256: match[1]!, width: Number(match[2]) as MediaRenditionWidth } : undefined;
}

/** A rendition's name without its extension: the server's key for it in memory, and its ETag. */
export const mediaRenditionKey = (sha256: string, width: MediaRenditionWidth) => `${sha256}-${width}w`;

/** The path of a stored image's rendition at `width`. */
export const mediaRenditionPath = (sha256: string, width: MediaRenditionWidth) =>
  `/media/${mediaRenditionKey(sha256, width)}.webp`;

/**
 * A srcset of a stored image's renditions, for an <img> whose src is the stored image itself; undefined for a
 * path that is not a stored image, or a GIF (its renditions would lose the animation).
 */
export function mediaSrcSet(path: string): string | undefined {
  const name = parseMediaPath(path);
  if (!name || name.ext === 'gif') return undefined;
  return MEDIA_RENDITION_WIDTHS.map((w) => `${mediaRenditionPath(name.sha256, w)} ${w}w`).join(', ');
}
