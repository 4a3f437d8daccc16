// Decodes and re-encodes an upload in its own format: strips metadata (EXIF, GPS), applies the EXIF
// orientation, caps the size, and refuses decompression bombs.
import sharp from 'sharp';
import type { ImageExtension } from '../../../shared/media.ts';
import { UnsupportedMediaTypeError } from '../../errors/errors.ts';

const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 4096;

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export async function reencode(input: Buffer, ext: ImageExtension): Promise<EncodedImage> {
  try {
    const animated = ext === 'gif' || ext === 'webp';
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    pipeline =
      ext === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : ext === 'jpg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : ext === 'webp'
            ? pipeline.webp({ quality: 85 })
            : ext === 'avif'
              ? pipeline.avif({ quality: 60, effort: 2 })
              : pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const height = info.pageHeight ?? info.height;
    return { bytes: data, width: info.width, height };
  } catch {
    throw new UnsupportedMediaTypeError(
      'The image could not be read. It may be damaged or too large in pixels.',
    );
  }
}
