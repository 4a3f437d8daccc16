// Distinct, real banner images of about 200 KB: random pixels (so no two are alike and none compresses
// away) encoded by sharp as a 600×400 JPEG at quality 90, which the server's decoder accepts and re-encodes.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const WIDTH = 600;
const HEIGHT = 400;

export async function noiseJpegs(count: number): Promise<Buffer[]> {
  const images: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const pixels = randomBytes(WIDTH * HEIGHT * 3);
    images.push(
      await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return images;
}
