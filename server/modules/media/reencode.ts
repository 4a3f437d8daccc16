// Decodes and re-encodes an upload in its own format: strips metadata (EXIF, GPS), applies the EXIF
// orientation and caps the size. Decompression bombs are refused from the header, before any pixel is
// decoded: at most 40 megapixels (all frames together) and 100 frames; decoding has a time limit.
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ImageExtension } from '../../../shared/media.ts';
import { UnsupportedMediaTypeError } from '../../errors/errors.ts';
import { withImageSlot } from './image-work.ts';

export const IMAGE_LIMITS = {
  /** Pixels of the whole image, every frame of an animation counted. */
  maxPixels: 40_000_000,
  maxFrames: 100,
  /** The longest edge kept; larger images are scaled down. */
  maxEdge: 4096,
  timeoutSeconds: 10,
} as const;

export const IMAGE_MESSAGES = {
  unreadable: 'The image could not be read. It may be damaged or too large in pixels.',
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width} × ${height} pixels; at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels are accepted.`,
  tooManyFrames: (frames: number) =>
    `The image has ${frames} frames; at most ${IMAGE_LIMITS.maxFrames} are accepted.`,
  tooSlow: 'The image took too long to process. Choose a smaller or simpler image.',
} as const;

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

export function reencode(input: Buffer, ext: ImageExtension): Promise<EncodedImage> {
  return withImageSlot(async () => {
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
      .timeout({ seconds: IMAGE_LIMITS.timeoutSeconds });
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
  return withImageSlot(async () => {
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
