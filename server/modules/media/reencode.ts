// Decodes and re-encodes an upload in its own format: strips metadata (EXIF, GPS), applies the EXIF
// orientation and caps the size. Decompression bombs are refused from the header, before any pixel is
// decoded: at most 40 megapixels (all frames together; 16 for an animation, whose every frame is encoded)
// and 100 frames; the work has a time limit short enough that one upload never holds an image slot for long
// (image-work.ts).
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ImageExtension } from '../../../shared/media.ts';
import { UnsupportedMediaTypeError } from '../../errors/errors.ts';
import { SEED_OWNER, withImageSlot, type ImageWorkOwner } from './image-work.ts';

export const IMAGE_LIMITS = {
  /** Pixels of the whole image, every frame of an animation counted. */
  maxPixels: 40_000_000,
  /**
   * Pixels of all an animation's frames together. A still image is scaled to `maxEdge` before it is encoded,
   * so its encoding costs at most 4096² (16.7 Mpx) whatever its size; every frame of an animation is encoded,
   * so its frames together get the same budget.
   */
  maxAnimationPixels: 16_000_000,
  maxFrames: 100,
  /** The longest edge kept; larger images are scaled down. */
  maxEdge: 4096,
  /** What one image may take, in seconds (sharp counts whole seconds). */
  timeoutSeconds: 2,
} as const;

export const IMAGE_MESSAGES = {
  unreadable: 'The image could not be read. It may be damaged or too large in pixels.',
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width} × ${height} pixels; at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels are accepted.`,
  tooManyAnimationPixels: (width: number, height: number, frames: number) =>
    `The animation is ${width} × ${height} pixels in ${frames} frames; at most ${IMAGE_LIMITS.maxAnimationPixels / 1_000_000} megapixels across all frames are accepted.`,
  tooManyFrames: (frames: number) =>
    `The image has ${frames} frames; at most ${IMAGE_LIMITS.maxFrames} are accepted.`,
  tooSlow: 'The image took too long to process. Choose a smaller or simpler image.',
} as const;

/** The owner of rendition work, which public requests start: one turn among the users'. */
const RENDITIONS = 'renditions';

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Reads the header only: the size and frame count, refusing what is over the limits. */
async function checkHeader(input: Buffer, animated: boolean): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.unreadable);
  }
  const frames = meta.pages ?? 1;
  if (frames > IMAGE_LIMITS.maxFrames)
    throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.tooManyFrames(frames));
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width * height * frames > IMAGE_LIMITS.maxPixels) {
    throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.tooManyPixels(width, height));
  }
  if (frames > 1 && width * height * frames > IMAGE_LIMITS.maxAnimationPixels) {
    throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.tooManyAnimationPixels(width, height, frames));
  }
}

function encoder(pipeline: Sharp, ext: ImageExtension): Sharp {
  switch (ext) {
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
    case 'jpg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'webp':
      return pipeline.webp({ quality: 85 });
    case 'avif':
      return pipeline.avif({ quality: 60, effort: 2 });
    case 'gif':
      return pipeline.gif();
  }
}

/**
 * `owner`: whose turn this work waits for (image-work.ts). The seed's images are the catalogue's own, not a
 * stranger's, and are stored as the server starts: they have no time limit, so a busy machine slows a first
 * start instead of failing it.
 */
export function reencode(input: Buffer, ext: ImageExtension, owner: ImageWorkOwner): Promise<EncodedImage> {
  return withImageSlot(owner, async () => {
    const animated = ext === 'gif' || ext === 'webp';
    await checkHeader(input, animated);
    const pipeline = sharp(input, { limitInputPixels: IMAGE_LIMITS.maxPixels, animated, failOn: 'error' })
      .rotate()
      .resize({
        width: IMAGE_LIMITS.maxEdge,
        height: IMAGE_LIMITS.maxEdge,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .timeout({ seconds: owner === SEED_OWNER ? 0 : IMAGE_LIMITS.timeoutSeconds });
    try {
      const { data, info } = await encoder(pipeline, ext).toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
    } catch (error) {
      const timedOut = /timeout/i.test((error as Error).message ?? '');
      throw new UnsupportedMediaTypeError(timedOut ? IMAGE_MESSAGES.tooSlow : IMAGE_MESSAGES.unreadable);
    }
  });
}

/**
 * A stored image (already checked and re-encoded) at most `width` wide, as WebP: a rendition for a srcset.
 * An animated WebP stays animated; a narrower image keeps its width.
 */
export function resizeToWebp(stored: Buffer, ext: ImageExtension, width: number): Promise<EncodedImage> {
  return withImageSlot(RENDITIONS, async () => {
    const { data, info } = await sharp(stored, {
      limitInputPixels: IMAGE_LIMITS.maxPixels,
      animated: ext === 'webp',
      failOn: 'error',
    })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .timeout({ seconds: IMAGE_LIMITS.timeoutSeconds })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  });
}
