// Records the hero clip: headless Chromium draws the SVG frames on a canvas and encodes them with WebCodecs.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { sized } from './art.ts';
import { HERO_SECONDS, HERO_FPS, HERO_VIDEO, heroSvg } from './hero.ts';
import { muxWebm } from './webm-muxer.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser side of the recorder (plain JS in the page): draws SVG frames on a canvas and encodes them as VP9. */
const HERO_PAGE_JS = `
const state = { chunks: [], enc: null, err: null };
globalThis.heroInit = ({ w, h, fps, bitrate }) => {
  state.enc = new VideoEncoder({
    output: (c) => {
      const bytes = new Uint8Array(c.byteLength);
      c.copyTo(bytes);
      let bin = '';
      for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      state.chunks.push({ key: c.type === 'key', ts: c.timestamp, b64: btoa(bin) });
    },
    error: (e) => { state.err = String(e); },
  });
  state.enc.configure({ codec: 'vp09.00.10.08', width: w, height: h, bitrate, framerate: fps, latencyMode: 'quality' });
};
globalThis.heroFrames = async ({ svgs, start, fps }) => {
  const canvas = document.getElementById('c');
  const ctx = canvas.getContext('2d');
  for (const [k, svg] of svgs.entries()) {
    const i = start + k;
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const img = new Image();
    img.src = url;
    await img.decode();
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    URL.revokeObjectURL(url);
    const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / fps), duration: Math.round(1e6 / fps) });
    state.enc.encode(frame, { keyFrame: i % (fps * 2) === 0 });
    frame.close();
    while (state.enc.encodeQueueSize > 2) await new Promise((res) => setTimeout(res, 5));
    if (state.err) throw new Error(state.err);
  }
};
globalThis.heroFinish = async () => {
  await state.enc.flush();
  if (state.err) throw new Error(state.err);
  return state.chunks;
};
globalThis.heroCheck = async (src) => {
  const v = document.createElement('video');
  v.muted = true;
  v.src = src;
  await new Promise((res, rej) => {
    v.onloadeddata = () => res();
    v.onerror = () => rej(new Error('video error ' + (v.error ? v.error.code : '?')));
  });
  v.currentTime = 4;
  await new Promise((res) => { v.onseeked = () => res(); });
  const c = document.createElement('canvas');
  c.width = 64;
  c.height = 36;
  const ctx = c.getContext('2d');
  ctx.drawImage(v, 0, 0, 64, 36);
  return { duration: v.duration, w: v.videoWidth, h: v.videoHeight, px: Array.from(ctx.getImageData(32, 10, 1, 1).data) };
};
`;
interface HeroPage {
  heroInit(o: { w: number; h: number; fps: number; bitrate: number }): void;
  heroFrames(o: { svgs: string[]; start: number; fps: number }): Promise<void>;
  heroFinish(): Promise<{ key: boolean; ts: number; b64: string }[]>;
  heroCheck(src: string): Promise<{ duration: number; w: number; h: number; px: number[] }>;
}

/** Renders the hero frames in headless Chromium and encodes them with WebCodecs (VP9); returns the WebM. */
export async function recordHero(): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
    ],
  });
  try {
    const page = await browser.newPage();
    // A made-up secure origin answered locally (WebCodecs needs a secure context); nothing goes to the network.
    const origin = 'https://make-images.invalid';
    let webm: Buffer | null = null;
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url === `${origin}/`) {
        const body = `<!doctype html><canvas id="c" width="${HERO_VIDEO.w}" height="${HERO_VIDEO.h}"></canvas><script>${HERO_PAGE_JS}</script>`;
        return route.fulfill({ status: 200, contentType: 'text/html', body });
      }
      if (url === `${origin}/hero.webm` && webm)
        return route.fulfill({ status: 200, contentType: 'video/webm', body: webm });
      return route.abort();
    });
    await page.goto(`${origin}/`);
    await page.evaluate((o) => (globalThis as unknown as HeroPage).heroInit(o), {
      w: HERO_VIDEO.w,
      h: HERO_VIDEO.h,
      fps: HERO_FPS,
      bitrate: 1_100_000,
    });
    const frames = HERO_SECONDS * HERO_FPS;
    const batch = 24;
    for (let start = 0; start < frames; start += batch) {
      const svgs: string[] = [];
      for (let i = start; i < Math.min(frames, start + batch); i++)
        svgs.push(sized(heroSvg(i / HERO_FPS), HERO_VIDEO.w, HERO_VIDEO.h));
      await page.evaluate((o) => (globalThis as unknown as HeroPage).heroFrames(o), {
        svgs,
        start,
        fps: HERO_FPS,
      });
    }
    const chunks = await page.evaluate(() => (globalThis as unknown as HeroPage).heroFinish());
    if (chunks.length !== frames) throw new Error(`encoder returned ${chunks.length} of ${frames} frames`);
    webm = muxWebm(
      chunks.map((c) => ({ key: c.key, ts: c.ts, data: Buffer.from(c.b64, 'base64') })),
      HERO_VIDEO.w,
      HERO_VIDEO.h,
      HERO_FPS,
    );
    // Check that it plays back: duration, size and a decoded frame in the middle.
    const check = await page.evaluate(
      (src) => (globalThis as unknown as HeroPage).heroCheck(src),
      `${origin}/hero.webm`,
    );
    if (
      Math.abs(check.duration - HERO_SECONDS) > 0.2 ||
      check.w !== HERO_VIDEO.w ||
      (check.px[3] ?? 0) === 0
    ) {
      throw new Error(`recorded clip did not play back as expected: ${JSON.stringify(check)}`);
    }
    return webm;
  } finally {
    await browser.close();
  }
}
