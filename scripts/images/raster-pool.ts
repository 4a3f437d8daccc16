// Rasterising: SVG to WebP and AVIF in responsive widths with sharp, a small pool to run jobs two at a time.
import sharp from 'sharp';
import { put } from './output-files.ts';
import { Art, sized, type Scene } from './art.ts';

export const WIDE = [480, 960, 1600];
export const CARD = [400, 800];
export async function raster(svg: string, w: number, h: number, alpha: boolean) {
  let img = sharp(Buffer.from(sized(svg, w, h)));
  if (!alpha) img = img.flatten({ background: '#ffffff' });
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}
export const WEBP = { quality: 80, alphaQuality: 90, effort: 5, smartSubsample: true } as const;
const AVIF = { quality: 52, effort: 3 } as const;

export interface Responsive {
  base: string; // '/images/group/name'
  widths: number[];
  height: number; // of the largest rendition
}
export interface ImageJob {
  group: string;
  name: string;
  widths: number[];
  alpha?: boolean;
  draw: () => { svg: string; w: number; h: number };
}
export async function renderResponsive(job: ImageJob): Promise<Responsive> {
  const { svg, w, h } = job.draw();
  for (const width of job.widths) {
    const height = Math.round((width * h) / w);
    const img = await raster(svg, width, height, job.alpha ?? false);
    const rel = `${job.group}/${job.name}-${width}`;
    await put(`${rel}.webp`, await img().webp(WEBP).toBuffer());
    await put(`${rel}.avif`, await img().avif(AVIF).toBuffer());
  }
  const largest = job.widths.at(-1) ?? w;
  return {
    base: `/images/${job.group}/${job.name}`,
    widths: job.widths,
    height: Math.round((largest * h) / w),
  };
}
export function scene(
  w: number,
  h: number,
  key: string,
  draw: Scene,
): () => { svg: string; w: number; h: number } {
  return () => {
    const a = new Art(w, h, key);
    const body = draw(a);
    return { svg: a.doc(body), w, h };
  };
}
export async function pool<T, R>(items: T[], n: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T);
      }
    }),
  );
  return out;
}
export const kebab = (v: string) =>
  v
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
