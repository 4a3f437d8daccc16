// Real images made with sharp, so uploads exercise the real decoder.
import sharp from 'sharp';

export async function pngImage(width = 64, height = 32, color = '#91C949'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#394C92' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'Someone Private' } } })
    .toBuffer();
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** A one-colour GIF, tiny in bytes and as large in pixels as asked: a decompression bomb past ~40 Mpx. */
export async function largeGif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' }, limitInputPixels: false })
    .gif({ colours: 2 })
    .toBuffer();
}

/** An animated GIF of `frames` 1 × 1 frames, written byte by byte. */
export function animatedGif(frames: number): Buffer {
  const header = Buffer.from('GIF89a', 'ascii');
  const screen = Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]);
  const loop = Buffer.concat([
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'ascii'),
    Buffer.from([0x03, 0x01, 0x00, 0x00, 0x00]),
  ]);
  const frame = Buffer.from([
    ...[0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00], // graphic control: 0.1 s
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0], // image descriptor: 1 × 1 at 0, 0
    ...[0x02, 0x02, 0x44, 0x01, 0x00], // LZW data: one pixel of colour 0
  ]);
  return Buffer.concat([
    header,
    screen,
    loop,
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

/** An animated WebP of `frames` frames of `size` × `size`, each a white square with a small black one moving. */
export async function animatedWebp(frames: number, size: number): Promise<Buffer> {
  const frameBytes = size * size * 3;
  const raw = Buffer.alloc(frameBytes * frames, 255);
  // Frames must differ, or the encoder merges them into one.
  for (let f = 0; f < frames; f++)
    for (let y = 0; y < 20; y++) {
      const start = f * frameBytes + ((f * 5 + y) * size + f * 5) * 3;
      raw.fill(0, start, start + 20 * 3);
    }
  return sharp(raw, {
    raw: { width: size, height: size * frames, channels: 3, pageHeight: size },
    limitInputPixels: false,
  })
    .webp({ effort: 0, quality: 50 })
    .toBuffer();
}

/** A JPEG of `size` × `size` noise: slow to re-encode for its size. */
export function noisyJpeg(size: number, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(size * size * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i + seed) * 2654435761) >>> 13;
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}
