// Draws every image of the public site in code (SVG composed here, flat vector style, brand palette) and
// rasterises it with sharp into pwa/public/images as WebP and AVIF in responsive widths; records the home
// hero's looping clip by rendering its frames in headless Chromium and encoding them with WebCodecs (VP9),
// muxed into WebM here; then writes pwa/src/content/images.ts so the pages point at exactly these files.
//
// Run with `npm run make:images` (tsx scripts/make-images.ts). Output is deterministic: no clock, no
// Math.random (seeded generators only); text is drawn as glyph outlines read from the system's Liberation
// fonts, so the committed SVG logo does not depend on the viewer's fonts. Files it no longer writes are
// removed from pwa/public/images (placeholder.svg is kept). Flags: --no-video keeps the existing clip.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { BRAND_COLORS, BRAND_NAME } from '../shared/brand.ts';
import { catalogueProducts } from '../shared/catalogue.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'pwa', 'public');
const IMAGES = path.join(PUBLIC, 'images');
const CONTENT_FILE = path.join(ROOT, 'pwa', 'src', 'content', 'images.ts');
const KEEP = new Set(['placeholder.svg']);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// ---------------------------------------------------------------------------------------------------------
// Palette: the three brand colours, white, and tints/shades of them; a few muted accents for fruit and sun.
// ---------------------------------------------------------------------------------------------------------
const C = {
  green: BRAND_COLORS.green as string,
  blue: BRAND_COLORS.blue as string,
  dark: BRAND_COLORS.darkGreen as string,
  white: '#FFFFFF',
  g50: '#F6FBF0',
  g100: '#EAF5DC',
  g200: '#D6EDBA',
  g300: '#BCE08E',
  g600: '#56902B',
  g700: '#447522',
  g800: '#2F5518',
  b50: '#F3F5FB',
  b100: '#E4E9F5',
  b200: '#C8D0EA',
  b300: '#9DAAD8',
  b400: '#6E7FC2',
  b600: '#2F3F7C',
  b700: '#24305F',
  sun: '#F6C443',
  sunSoft: '#FBE5A6',
  orange: '#EE8D3C',
  red: '#D4553F',
  pink: '#EFA3A0',
  berry: '#8E3A5E',
  purple: '#7D5BA6',
  brown: '#8B5E3C',
  tan: '#C69C6D',
  sand: '#EBDDBF',
  cream: '#FBF7EC',
  stone: '#B9BEB2',
  grey: '#8C95A8',
  ink: '#26315E',
  skin: ['#C68863', '#9C6845', '#E0AD86', '#B47A55'] as string[],
};

// ---------------------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------------------
type Rand = () => number;

/** mulberry32 seeded from a string: the same key always draws the same picture. */
function rng(key: string): Rand {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: Rand, lo: number, hi: number) => lo + (hi - lo) * r();
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length) % xs.length] as T;

function num(v: number): string {
  const x = Math.round(v * 100) / 100;
  return Object.is(x, -0) ? '0' : String(x);
}
/** Template tag for SVG: numbers are rounded to 2 decimals, arrays joined, null/undefined/false dropped. */
function s(strings: TemplateStringsArray, ...vals: unknown[]): string {
  let out = strings[0] ?? '';
  vals.forEach((v, i) => {
    out += fmt(v) + (strings[i + 1] ?? '');
  });
  return out;
}
function fmt(v: unknown): string {
  if (typeof v === 'number') return num(v);
  if (Array.isArray(v)) return v.map(fmt).join('');
  if (v === null || v === undefined || v === false) return '';
  return String(v);
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
/** Linear mix of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return (
    '#' +
    x
      .map((c, i) => Math.round(c + ((y[i] ?? 0) - c) * t))
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()
  );
}
const shade = (c: string, t = 0.15) => mix(c, '#14210B', t);
const tint = (c: string, t = 0.3) => mix(c, '#FFFFFF', t);

const g = (transform: string, ...children: string[]) =>
  `<g transform="${transform}">${children.join('')}</g>`;
const tr = (x: number, y: number, rot = 0, sc = 1) =>
  s`translate(${x} ${y})` + (rot ? s` rotate(${rot})` : '') + (sc !== 1 ? s` scale(${sc})` : '');
const op = (o: number, ...children: string[]) => s`<g opacity="${o}">${children.join('')}</g>`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  s`<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  s`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  s`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const pathEl = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, extra = '') =>
  s`<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" fill="none"${extra ? ' ' + extra : ''}/>`;
const strokeP = (d: string, stroke: string, w: number, extra = '') =>
  s`<path d="${d}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" fill="none"${extra ? ' ' + extra : ''}/>`;

type Pt = [number, number];
/** A smooth closed path through the points (Catmull-Rom turned into cubic Béziers). */
function smoothClosed(pts: Pt[], k = 1): string {
  const n = pts.length;
  const at = (i: number) => pts[((i % n) + n) % n] as Pt;
  let d = s`M${at(0)[0]} ${at(0)[1]}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += s`C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${p2[0]} ${p2[1]}`;
  }
  return d + 'Z';
}
/** A smooth open path through the points. */
function smoothOpen(pts: Pt[]): string {
  const n = pts.length;
  const at = (i: number) => pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  let d = s`M${at(0)[0]} ${at(0)[1]}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += s`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return d;
}
/** An organic blob around (cx, cy). */
function blobPath(r: Rand, cx: number, cy: number, rx: number, ry: number, n = 7, wobble = 0.16): string {
  const pts: Pt[] = [];
  const phase = r() * Math.PI * 2;
  for (let i = 0; i < n; i++) {
    const a = phase + (i / n) * Math.PI * 2;
    const k = 1 + (r() * 2 - 1) * wobble;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}
function polygon(pts: Pt[]): string {
  return pts.map((p, i) => s`${i ? 'L' : 'M'}${p[0]} ${p[1]}`).join('') + 'Z';
}
function star(cx: number, cy: number, r1: number, r2: number, n: number, rot = 0): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = rot + (i * Math.PI) / n - Math.PI / 2;
    const r = i % 2 ? r2 : r1;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return polygon(pts);
}

// ---------------------------------------------------------------------------------------------------------
// Text as outlines: a minimal TrueType reader (cmap 4, hmtx, loca/glyf incl. composites, kern format 0).
// ---------------------------------------------------------------------------------------------------------
interface GlyphPt {
  x: number;
  y: number;
  on: boolean;
}

class Font {
  private readonly d: DataView;
  private readonly tables = new Map<string, number>();
  readonly unitsPerEm: number;
  private readonly locaLong: boolean;
  private readonly numGlyphs: number;
  private readonly advances: number[] = [];
  private readonly cmap = new Map<number, number>();
  private readonly kern = new Map<number, number>();
  private readonly cache = new Map<number, GlyphPt[][]>();

  constructor(buf: Buffer) {
    this.d = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const n = this.u16(4);
    for (let i = 0; i < n; i++) {
      const o = 12 + 16 * i;
      const tag = String.fromCharCode(this.u8(o), this.u8(o + 1), this.u8(o + 2), this.u8(o + 3));
      this.tables.set(tag, this.u32(o + 8));
    }
    const head = this.table('head');
    this.unitsPerEm = this.u16(head + 18);
    this.locaLong = this.i16(head + 50) === 1;
    this.numGlyphs = this.u16(this.table('maxp') + 4);
    const nhm = this.u16(this.table('hhea') + 34);
    const hmtx = this.table('hmtx');
    for (let gi = 0; gi < this.numGlyphs; gi++)
      this.advances.push(this.u16(hmtx + 4 * Math.min(gi, nhm - 1)));
    this.readCmap();
    this.readKern();
  }
  private u8 = (o: number) => this.d.getUint8(o);
  private i8 = (o: number) => this.d.getInt8(o);
  private u16 = (o: number) => this.d.getUint16(o);
  private i16 = (o: number) => this.d.getInt16(o);
  private u32 = (o: number) => this.d.getUint32(o);
  private table(tag: string): number {
    const o = this.tables.get(tag);
    if (o === undefined) throw new Error(`font has no ${tag} table`);
    return o;
  }
  private readCmap(): void {
    const cm = this.table('cmap');
    const nsub = this.u16(cm + 2);
    for (let i = 0; i < nsub; i++) {
      const pid = this.u16(cm + 4 + 8 * i);
      const eid = this.u16(cm + 6 + 8 * i);
      const t = cm + this.u32(cm + 8 + 8 * i);
      if (pid !== 3 || eid !== 1 || this.u16(t) !== 4) continue;
      const segX2 = this.u16(t + 6);
      const ends = t + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const ranges = deltas + segX2;
      for (let sI = 0; sI < segX2 / 2; sI++) {
        const end = this.u16(ends + 2 * sI);
        const start = this.u16(starts + 2 * sI);
        const delta = this.i16(deltas + 2 * sI);
        const ro = this.u16(ranges + 2 * sI);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let gid: number;
          if (ro === 0) gid = (c + delta) & 0xffff;
          else {
            gid = this.u16(ranges + 2 * sI + ro + 2 * (c - start));
            if (gid !== 0) gid = (gid + delta) & 0xffff;
          }
          this.cmap.set(c, gid);
        }
      }
      return;
    }
  }
  private readKern(): void {
    const k = this.tables.get('kern');
    if (k === undefined || this.u16(k) !== 0) return;
    let o = k + 4;
    for (let t = 0; t < this.u16(k + 2); t++) {
      const len = this.u16(o + 2);
      const coverage = this.u16(o + 4);
      if (coverage >> 8 === 0 && (coverage & 1) === 1) {
        const pairs = this.u16(o + 6);
        for (let i = 0; i < pairs; i++) {
          const p = o + 14 + 6 * i;
          this.kern.set(this.u16(p) * 65536 + this.u16(p + 2), this.i16(p + 4));
        }
      }
      o += len;
    }
  }
  private loca(gi: number): number {
    const l = this.table('loca');
    return this.locaLong ? this.u32(l + 4 * gi) : this.u16(l + 2 * gi) * 2;
  }
  glyphId(cp: number): number {
    return this.cmap.get(cp) ?? 0;
  }
  contours(gi: number): GlyphPt[][] {
    const hit = this.cache.get(gi);
    if (hit) return hit;
    const off = this.loca(gi);
    const out: GlyphPt[][] = [];
    if (this.loca(gi + 1) > off) {
      const gp = this.table('glyf') + off;
      const nc = this.i16(gp);
      if (nc >= 0) out.push(...this.simple(gp, nc));
      else out.push(...this.composite(gp));
    }
    this.cache.set(gi, out);
    return out;
  }
  private simple(gp: number, nc: number): GlyphPt[][] {
    const ends: number[] = [];
    for (let i = 0; i < nc; i++) ends.push(this.u16(gp + 10 + 2 * i));
    let p = gp + 10 + 2 * nc;
    p += 2 + this.u16(p);
    const npts = nc ? (ends[nc - 1] ?? -1) + 1 : 0;
    const flags: number[] = [];
    while (flags.length < npts) {
      const f = this.u8(p++);
      flags.push(f);
      if (f & 8) {
        let rep = this.u8(p++);
        while (rep-- > 0) flags.push(f);
      }
    }
    const xs: number[] = [];
    let v = 0;
    for (const f of flags) {
      if (f & 2) v += (f & 16 ? 1 : -1) * this.u8(p++);
      else if (!(f & 16)) {
        v += this.i16(p);
        p += 2;
      }
      xs.push(v);
    }
    const ys: number[] = [];
    v = 0;
    for (const f of flags) {
      if (f & 4) v += (f & 32 ? 1 : -1) * this.u8(p++);
      else if (!(f & 32)) {
        v += this.i16(p);
        p += 2;
      }
      ys.push(v);
    }
    const out: GlyphPt[][] = [];
    let start = 0;
    for (const e of ends) {
      const c: GlyphPt[] = [];
      for (let i = start; i <= e; i++)
        c.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, on: ((flags[i] ?? 0) & 1) === 1 });
      out.push(c);
      start = e + 1;
    }
    return out;
  }
  private composite(gp: number): GlyphPt[][] {
    const out: GlyphPt[][] = [];
    let p = gp + 10;
    let more = true;
    while (more) {
      const flags = this.u16(p);
      const sub = this.u16(p + 2);
      p += 4;
      let dx: number;
      let dy: number;
      if (flags & 1) {
        dx = this.i16(p);
        dy = this.i16(p + 2);
        p += 4;
      } else {
        dx = this.i8(p);
        dy = this.i8(p + 1);
        p += 2;
      }
      let [a, b, c, d] = [1, 0, 0, 1];
      const f2 = (o: number) => this.i16(o) / 16384;
      if (flags & 8) {
        a = d = f2(p);
        p += 2;
      } else if (flags & 0x40) {
        a = f2(p);
        d = f2(p + 2);
        p += 4;
      } else if (flags & 0x80) {
        [a, b, c, d] = [f2(p), f2(p + 2), f2(p + 4), f2(p + 6)];
        p += 8;
      }
      for (const contour of this.contours(sub)) {
        out.push(contour.map((q) => ({ x: a * q.x + c * q.y + dx, y: b * q.x + d * q.y + dy, on: q.on })));
      }
      more = (flags & 0x20) !== 0;
    }
    return out;
  }
  /** Glyph ids and pen positions (font units) for a string, kerned, with extra tracking in em. */
  layout(text: string, tracking = 0): { gids: number[]; xs: number[]; width: number } {
    const gids = [...text].map((ch) => this.glyphId(ch.codePointAt(0) ?? 32));
    const xs: number[] = [];
    let x = 0;
    gids.forEach((gi, i) => {
      xs.push(x);
      x += (this.advances[gi] ?? 0) + tracking * this.unitsPerEm;
      const next = gids[i + 1];
      if (next !== undefined) x += this.kern.get(gi * 65536 + next) ?? 0;
    });
    if (gids.length) x -= tracking * this.unitsPerEm;
    return { gids, xs, width: x };
  }
  advance(gi: number): number {
    return this.advances[gi] ?? 0;
  }
  /** SVG path data for glyph `gi` with its origin at (ox, oy), `k` px per font unit (y flipped). */
  glyphPath(gi: number, ox: number, oy: number, k: number): string {
    let d = '';
    for (const c of this.contours(gi)) {
      if (!c.length) continue;
      const P = (q: { x: number; y: number }) => s`${ox + q.x * k} ${oy - q.y * k}`;
      const mid = (a: GlyphPt, b: GlyphPt): GlyphPt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true });
      const first = c.findIndex((q) => q.on);
      let startPt: GlyphPt;
      let seq: GlyphPt[];
      if (first < 0) {
        startPt = mid(c[0] as GlyphPt, (c[1] ?? c[0]) as GlyphPt);
        seq = [...c.slice(1), c[0] as GlyphPt];
      } else {
        startPt = c[first] as GlyphPt;
        seq = [...c.slice(first + 1), ...c.slice(0, first)];
      }
      d += 'M' + P(startPt);
      let ctrl: GlyphPt | null = null;
      for (const q of seq) {
        if (q.on) {
          d += ctrl ? 'Q' + P(ctrl) + ' ' + P(q) : 'L' + P(q);
          ctrl = null;
        } else {
          if (ctrl) d += 'Q' + P(ctrl) + ' ' + P(mid(ctrl, q));
          ctrl = q;
        }
      }
      d += (ctrl ? 'Q' + P(ctrl) + ' ' + P(startPt) : '') + 'Z';
    }
    return d;
  }
}

const FONT_DIRS = ['/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/liberation2'];
function loadFont(file: string): Font | null {
  for (const dir of FONT_DIRS) {
    const p = path.join(dir, file);
    if (existsSync(p)) return new Font(readFileSync(p));
  }
  return null;
}
const FONTS = {
  sansBold: loadFont('LiberationSans-Bold.ttf'),
  sans: loadFont('LiberationSans-Regular.ttf'),
  serifBold: loadFont('LiberationSerif-Bold.ttf'),
  serif: loadFont('LiberationSerif-Regular.ttf'),
  serifItalic: loadFont('LiberationSerif-Italic.ttf'),
};
type FontKey = keyof typeof FONTS;
const FONT_FAMILY: Record<FontKey, string> = {
  sansBold: `font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700"`,
  sans: `font-family="Liberation Sans, Arial, Helvetica, sans-serif"`,
  serifBold: `font-family="Liberation Serif, Times New Roman, serif" font-weight="700"`,
  serif: `font-family="Liberation Serif, Times New Roman, serif"`,
  serifItalic: `font-family="Liberation Serif, Times New Roman, serif" font-style="italic"`,
};

interface TextOpts {
  font?: FontKey;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  tracking?: number;
  extra?: string;
}
/** Text at baseline (x, y) drawn as outlines; falls back to <text> if the font file is missing. */
function text(str: string, x: number, y: number, o: TextOpts): string {
  const key = o.font ?? 'sans';
  const font = FONTS[key];
  const anchor = o.anchor ?? 'start';
  const tracking = o.tracking ?? 0;
  if (!font) {
    return s`<text x="${x}" y="${y}" font-size="${o.size}" ${FONT_FAMILY[key]} text-anchor="${anchor}" letter-spacing="${tracking * o.size}" fill="${o.fill}"${o.extra ? ' ' + o.extra : ''}>${escapeXml(str)}</text>`;
  }
  const k = o.size / font.unitsPerEm;
  const { gids, xs, width } = font.layout(str, tracking);
  const x0 = anchor === 'start' ? x : anchor === 'middle' ? x - (width * k) / 2 : x - width * k;
  const d = gids.map((gi, i) => font.glyphPath(gi, x0 + (xs[i] ?? 0) * k, y, k)).join('');
  return `<path d="${d}" fill="${o.fill}"${o.extra ? ' ' + o.extra : ''}/>`;
}
function textWidth(str: string, o: { font?: FontKey; size: number; tracking?: number }): number {
  const font = FONTS[o.font ?? 'sans'];
  if (!font) return str.length * o.size * 0.55;
  return (font.layout(str, o.tracking ?? 0).width * o.size) / font.unitsPerEm;
}
/** Text on a circle: along the top reading clockwise (glyphs outward), or along the bottom (glyphs inward). */
function circleText(
  str: string,
  cx: number,
  cy: number,
  r: number,
  o: TextOpts & { bottom?: boolean; centre?: number },
): string {
  const font = FONTS[o.font ?? 'sans'];
  const centre = o.centre ?? (o.bottom ? 180 : 0);
  if (!font) {
    return text(str, cx, o.bottom ? cy + r : cy - r, { ...o, anchor: 'middle' });
  }
  const k = o.size / font.unitsPerEm;
  const { gids, xs, width } = font.layout(str, o.tracking ?? 0);
  const total = (width * k) / r; // radians
  const dir = o.bottom ? -1 : 1;
  const a0 = (centre * Math.PI) / 180 - (dir * total) / 2;
  const parts = gids.map((gi, i) => {
    const mid = ((xs[i] ?? 0) + font.advance(gi) / 2) * k;
    const a = a0 + (dir * mid) / r;
    const px = cx + r * Math.sin(a);
    const py = cy - r * Math.cos(a);
    const rot = (a * 180) / Math.PI + (o.bottom ? 180 : 0);
    return g(tr(px, py, rot), `<path d="${font.glyphPath(gi, (-font.advance(gi) / 2) * k, 0, k)}"/>`);
  });
  return `<g fill="${o.fill}"${o.extra ? ' ' + o.extra : ''}>${parts.join('')}</g>`;
}
function escapeXml(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// ---------------------------------------------------------------------------------------------------------
// A drawing: its size, seeded randomness and a <defs> collector for gradients and clips.
// ---------------------------------------------------------------------------------------------------------
class Art {
  private readonly defs: string[] = [];
  private n = 0;
  readonly r: Rand;
  constructor(
    readonly w: number,
    readonly h: number,
    key: string,
  ) {
    this.r = rng(key);
  }
  id(prefix = 'd'): string {
    return `${prefix}${++this.n}`;
  }
  /** A linear gradient, vertical by default; stops are [offset, colour, opacity?]. */
  lin(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(
      s`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(([o, c, a]) => s`<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : s` stop-opacity="${a}"`}/>`)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: [number, string, number?][], cx = 0.5, cy = 0.5, rr = 0.5): string {
    const id = this.id('r');
    this.defs.push(
      s`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rr}">${stops.map(([o, c, a]) => s`<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : s` stop-opacity="${a}"`}/>`)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Returns a clip-path attribute for the given shape markup. */
  clip(shapeMarkup: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shapeMarkup}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  /** The finished SVG document; width/height are placeholders filled in per rendition. */
  doc(body: string): string {
    return s`<svg xmlns="http://www.w3.org/2000/svg" width="{{W}}" height="{{H}}" viewBox="0 0 ${this.w} ${this.h}">${this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''}${body}</svg>`;
  }
}
const sized = (svg: string, w: number, h: number) =>
  svg.replace('{{W}}', String(w)).replace('{{H}}', String(h));

// ---------------------------------------------------------------------------------------------------------
// Nature primitives. Local conventions: a leaf, stem or plant grows from its base at (0, 0) upwards (-y).
// ---------------------------------------------------------------------------------------------------------
/** Half-width (in units of the leaf's `wid`) at a height fraction, for a leaf outline made of two cubics. */
function profileOf(c1: Pt, c2: Pt): (f: number) => number {
  const pts: Pt[] = [];
  for (let i = 0; i <= 80; i++) {
    const u = i / 80;
    pts.push([
      3 * (1 - u) ** 2 * u * c1[1] + 3 * (1 - u) * u * u * c2[1] + u ** 3,
      3 * (1 - u) ** 2 * u * c1[0] + 3 * (1 - u) * u * u * c2[0],
    ]);
  }
  return (f) => {
    for (let i = 1; i < pts.length; i++) {
      const [y0, x0] = pts[i - 1] as Pt;
      const [y1, x1] = pts[i] as Pt;
      if (f <= y1) return x0 + (x1 - x0) * ((f - y0) / (y1 - y0 || 1));
    }
    return 0;
  };
}
const LEAF_PROFILE = profileOf([1, 0.18], [1.1, 0.62]);
const OVAL_PROFILE = profileOf([1.25, 0.05], [1.05, 0.82]);
function sideVeins(
  l: number,
  w: number,
  n: number,
  from: number,
  to: number,
  profile: (f: number) => number,
  col: string,
  sw: number,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const t = from + ((to - from) * i) / Math.max(1, n - 1);
    const t2 = t + 0.12;
    const reach = 0.68 * profile(t2) * w;
    out += strokeP(s`M0 ${-l * t}Q${reach * 0.5} ${-l * (t + 0.035)} ${reach} ${-l * t2}`, col, sw);
    out += strokeP(s`M0 ${-l * t}Q${-reach * 0.5} ${-l * (t + 0.035)} ${-reach} ${-l * t2}`, col, sw);
  }
  return out;
}
interface LeafOpts {
  shade?: string | null;
  vein?: string | null;
  veins?: number;
  stem?: number;
  stemColor?: string;
}
/** A pointed leaf with a darker half and a midrib, base at (x, y), tip towards `ang` degrees (0 = up). */
function leaf(x: number, y: number, ang: number, len: number, wid: number, fill: string, o: LeafOpts = {}) {
  const l = len;
  const w = wid;
  const body = s`M0 0C${w} ${-l * 0.18} ${w * 1.1} ${-l * 0.62} 0 ${-l}C${-w * 1.1} ${-l * 0.62} ${-w} ${-l * 0.18} 0 0Z`;
  const half = s`M0 0C${w} ${-l * 0.18} ${w * 1.1} ${-l * 0.62} 0 ${-l}Z`;
  const sh = o.shade === undefined ? shade(fill, 0.14) : o.shade;
  const vein = o.vein === undefined ? tint(fill, 0.38) : o.vein;
  const sw = Math.max(0.8, l * 0.022);
  let veins = '';
  if (vein) {
    veins += strokeP(s`M0 ${-l * 0.04}Q${w * 0.08} ${-l * 0.5} 0 ${-l * 0.9}`, vein, sw);
    veins += sideVeins(l, w, o.veins ?? 3, 0.2, 0.62, LEAF_PROFILE, vein, sw * 0.7);
  }
  const stem = o.stem ? strokeP(s`M0 0L0 ${o.stem}`, o.stemColor ?? shade(fill, 0.2), sw * 1.4) : '';
  return g(tr(x, y, ang), stem, pathEl(body, fill), sh ? pathEl(half, sh) : '', veins);
}
/** A rounded (ovate) leaf, e.g. guava, basil, gymnema. */
function ovalLeaf(
  x: number,
  y: number,
  ang: number,
  len: number,
  wid: number,
  fill: string,
  o: LeafOpts = {},
) {
  const l = len;
  const w = wid;
  const body = s`M0 0C${w * 1.25} ${-l * 0.05} ${w * 1.05} ${-l * 0.82} 0 ${-l}C${-w * 1.05} ${-l * 0.82} ${-w * 1.25} ${-l * 0.05} 0 0Z`;
  const half = s`M0 0C${w * 1.25} ${-l * 0.05} ${w * 1.05} ${-l * 0.82} 0 ${-l}Z`;
  const sh = o.shade === undefined ? shade(fill, 0.12) : o.shade;
  const vein = o.vein === undefined ? tint(fill, 0.35) : o.vein;
  const sw = Math.max(0.8, l * 0.022);
  let veins = '';
  if (vein) {
    veins += strokeP(s`M0 ${-l * 0.02}L0 ${-l * 0.9}`, vein, sw);
    veins += sideVeins(l, w, o.veins ?? 4, 0.14, 0.66, OVAL_PROFILE, vein, sw * 0.7);
  }
  const stem = o.stem ? strokeP(s`M0 0L0 ${o.stem}`, o.stemColor ?? shade(fill, 0.2), sw * 1.4) : '';
  return g(tr(x, y, ang), stem, pathEl(body, fill), sh ? pathEl(half, sh) : '', veins);
}
/** Point and tangent angle (degrees, 0 = up) on a quadratic curve. */
function quadAt(p0: Pt, c: Pt, p1: Pt, t: number): { x: number; y: number; ang: number } {
  const x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t * t * p1[0];
  const y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t * t * p1[1];
  const dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
  const dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
  return { x, y, ang: (Math.atan2(dx, -dy) * 180) / Math.PI };
}
interface BranchOpts {
  leaves: number;
  leafLen: number;
  leafW: number;
  fill: string;
  fills?: string[];
  stem?: string;
  stemW?: number;
  spread?: number;
  bend?: number;
  kind?: 'pointed' | 'oval';
  start?: number;
  opposite?: boolean;
  tip?: boolean;
}
/** A leafy stem from (x, y) towards `ang`, leaves alternating (or opposite) along it. */
function branch(x: number, y: number, ang: number, len: number, o: BranchOpts): string {
  const p0: Pt = [0, 0];
  const c: Pt = [len * (o.bend ?? 0.15), -len * 0.5];
  const p1: Pt = [0, -len];
  const stemC = o.stem ?? shade(o.fill, 0.25);
  const sw = o.stemW ?? Math.max(1.5, o.leafLen * 0.07);
  let out = strokeP(s`M0 0Q${c[0]} ${c[1]} 0 ${-len}`, stemC, sw);
  const spread = o.spread ?? 50;
  const draw = o.kind === 'oval' ? ovalLeaf : leaf;
  const start = o.start ?? 0.22;
  for (let i = 0; i < o.leaves; i++) {
    const t = start + ((0.96 - start) * i) / Math.max(1, o.leaves - 1);
    const q = quadAt(p0, c, p1, t);
    const k = 1 - 0.35 * t;
    const fill = o.fills ? (o.fills[i % o.fills.length] as string) : o.fill;
    const sides = o.opposite ? [1, -1] : [i % 2 ? 1 : -1];
    for (const side of sides)
      out += draw(q.x, q.y, q.ang + side * spread, o.leafLen * k, o.leafW * k, fill, {
        stem: o.leafLen * 0.04,
      });
  }
  if (o.tip !== false) {
    const q = quadAt(p0, c, p1, 1);
    out += draw(q.x, q.y, q.ang, o.leafLen * 0.72, o.leafW * 0.72, o.fill);
  }
  return g(tr(x, y, ang), out);
}
/** A pinnate compound leaf (moringa, curry leaf, sesbania): leaflets in pairs along a rachis. */
function pinnate(
  x: number,
  y: number,
  ang: number,
  len: number,
  o: {
    pairs: number;
    ll: number;
    lw: number;
    fill: string;
    pointed?: boolean;
    stem?: string;
    spread?: number;
    bend?: number;
  },
): string {
  const c: Pt = [len * (o.bend ?? 0.12), -len * 0.5];
  const stemC = o.stem ?? shade(o.fill, 0.3);
  let out = strokeP(s`M0 0Q${c[0]} ${c[1]} 0 ${-len}`, stemC, Math.max(1.2, o.ll * 0.12));
  const spread = o.spread ?? 62;
  for (let i = 0; i < o.pairs; i++) {
    const t = 0.18 + (0.8 * i) / Math.max(1, o.pairs - 1);
    const q = quadAt([0, 0], c, [0, -len], t);
    const k = 1 - 0.2 * t;
    for (const side of [1, -1]) {
      const a = q.ang + side * spread;
      out += o.pointed
        ? leaf(q.x, q.y, a, o.ll * k, o.lw * k, o.fill, { veins: 0 })
        : g(
            tr(q.x, q.y, a),
            ellipse(0, (-o.ll * k) / 2, o.lw * k * 0.6, (o.ll * k) / 2, o.fill),
            ellipse(o.lw * k * 0.16, (-o.ll * k) / 2, o.lw * k * 0.3, (o.ll * k) / 2.3, shade(o.fill, 0.1)),
          );
    }
  }
  const q = quadAt([0, 0], c, [0, -len], 1);
  out += o.pointed
    ? leaf(q.x, q.y, q.ang, o.ll, o.lw, o.fill, { veins: 0 })
    : g(tr(q.x, q.y, q.ang), ellipse(0, -o.ll / 2, o.lw * 0.6, o.ll / 2, o.fill));
  return g(tr(x, y, ang), out);
}
/** A sprout: a short stem with two leaves. */
function sprout(x: number, y: number, h: number, fill = C.green, fill2 = C.dark): string {
  return g(
    tr(x, y),
    strokeP(s`M0 0C0 ${-h * 0.4} ${h * 0.05} ${-h * 0.7} 0 ${-h}`, C.g700, Math.max(1.5, h * 0.06)),
    leaf(0, -h * 0.78, -58, h * 0.62, h * 0.28, fill, { veins: 2 }),
    leaf(0, -h * 0.92, 52, h * 0.55, h * 0.25, fill2, { veins: 2 }),
  );
}
/** A round-canopy tree with trunk, base at (x, y). */
function tree(
  x: number,
  y: number,
  h: number,
  r: Rand,
  o: { leaf?: string; leaf2?: string; trunk?: string } = {},
) {
  const lf = o.leaf ?? C.green;
  const lf2 = o.leaf2 ?? C.dark;
  const trunk = o.trunk ?? C.brown;
  const cr = h * 0.3;
  const cy = -h + cr * 1.05;
  let crown = '';
  const blobs: [number, number, number][] = [
    [0, cy, cr],
    [-cr * 0.62, cy + cr * 0.35, cr * 0.72],
    [cr * 0.62, cy + cr * 0.3, cr * 0.74],
    [0, cy + cr * 0.45, cr * 0.8],
  ];
  for (const [bx, by, br] of blobs) crown += circle(bx + between(r, -2, 2), by, br, lf2);
  for (const [bx, by, br] of blobs) crown += circle(bx - br * 0.12, by - br * 0.12, br * 0.86, lf);
  crown += circle(-cr * 0.3, cy - cr * 0.3, cr * 0.25, tint(lf, 0.35), 'opacity="0.8"');
  return g(
    tr(x, y),
    pathEl(s`M${-h * 0.035} 0L${-h * 0.02} ${cy + cr}L${h * 0.02} ${cy + cr}L${h * 0.035} 0Z`, trunk),
    strokeP(s`M0 ${cy + cr * 1.3}L${cr * 0.4} ${cy + cr * 0.7}`, trunk, h * 0.02),
    crown,
  );
}
/** A slim conical tree (cypress-like) for distant rows. */
function coneTree(x: number, y: number, h: number, fill: string): string {
  return g(
    tr(x, y),
    rect(-h * 0.025, -h * 0.18, h * 0.05, h * 0.18, 1, C.brown),
    pathEl(
      s`M0 ${-h}C${h * 0.2} ${-h * 0.7} ${h * 0.2} ${-h * 0.3} ${h * 0.16} ${-h * 0.16}L${-h * 0.16} ${-h * 0.16}C${-h * 0.2} ${-h * 0.3} ${-h * 0.2} ${-h * 0.7} 0 ${-h}Z`,
      fill,
    ),
    pathEl(
      s`M0 ${-h}C${h * 0.2} ${-h * 0.7} ${h * 0.2} ${-h * 0.3} ${h * 0.16} ${-h * 0.16}L0 ${-h * 0.16}Z`,
      shade(fill, 0.12),
    ),
  );
}
/** A coconut palm. */
function palm(x: number, y: number, h: number, lean = 8): string {
  const top: Pt = [h * Math.sin((lean * Math.PI) / 180), -h];
  let out = strokeP(s`M0 0Q${top[0] * 0.2} ${-h * 0.5} ${top[0]} ${top[1]}`, C.tan, h * 0.055);
  for (let i = 1; i < 9; i++) {
    const q = quadAt([0, 0], [top[0] * 0.2, -h * 0.5], top, i / 9);
    out += line(q.x - h * 0.026, q.y, q.x + h * 0.026, q.y - 2, shade(C.tan, 0.25), h * 0.008);
  }
  const fronds = [-150, -115, -75, -35, 0, 35, 75, 115, 150];
  fronds.forEach((a, i) => {
    const len = h * (0.42 + (i % 2) * 0.08);
    out += g(
      tr(top[0], top[1], a * 0.62 + (a > 0 ? 12 : -12)),
      pathEl(
        s`M0 0Q${len * 0.35} ${-len * 0.55} ${len * 0.95} ${-len * 0.35}Q${len * 0.4} ${-len * 0.35} 0 0Z`,
        i % 2 ? C.dark : C.green,
      ),
    );
  });
  out +=
    circle(top[0] - h * 0.03, top[1] + h * 0.04, h * 0.035, C.brown) +
    circle(top[0] + h * 0.03, top[1] + h * 0.05, h * 0.035, shade(C.brown, 0.15));
  return g(tr(x, y), out);
}
function grassTuft(x: number, y: number, h: number, fill: string): string {
  return g(
    tr(x, y),
    pathEl(
      s`M${-h * 0.3} 0Q${-h * 0.35} ${-h * 0.6} ${-h * 0.55} ${-h * 0.9}Q${-h * 0.15} ${-h * 0.55} ${-h * 0.05} 0Z`,
      fill,
    ),
    pathEl(
      s`M${-h * 0.12} 0Q${-h * 0.05} ${-h * 0.7} 0 ${-h}Q${h * 0.08} ${-h * 0.6} ${h * 0.12} 0Z`,
      shade(fill, 0.1),
    ),
    pathEl(
      s`M${h * 0.05} 0Q${h * 0.3} ${-h * 0.55} ${h * 0.6} ${-h * 0.75}Q${h * 0.3} ${-h * 0.35} ${h * 0.3} 0Z`,
      fill,
    ),
  );
}
function sun(x: number, y: number, r: number, halo = true): string {
  return (
    (halo
      ? circle(x, y, r * 2.1, C.sunSoft, 'opacity="0.35"') +
        circle(x, y, r * 1.5, C.sunSoft, 'opacity="0.55"')
      : '') +
    circle(x, y, r, C.sun) +
    circle(x - r * 0.25, y - r * 0.25, r * 0.55, tint(C.sun, 0.35), 'opacity="0.6"')
  );
}
function sunRays(x: number, y: number, r1: number, r2: number, n: number, fill: string, o = 0.35): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const da = (Math.PI / n) * 0.45;
    d += s`M${x + Math.cos(a - da * 0.3) * r1} ${y + Math.sin(a - da * 0.3) * r1}L${x + Math.cos(a - da) * r2} ${y + Math.sin(a - da) * r2}L${x + Math.cos(a + da) * r2} ${y + Math.sin(a + da) * r2}L${x + Math.cos(a + da * 0.3) * r1} ${y + Math.sin(a + da * 0.3) * r1}Z`;
  }
  return pathEl(d, fill, s`opacity="${o}"`);
}
function cloud(x: number, y: number, w: number, fill = C.white, o = 1): string {
  const h = w * 0.32;
  return pathEl(
    s`M${x - w / 2 + h / 2} ${y}H${x + w / 2 - h / 2}A${h / 2} ${h / 2} 0 0 0 ${x + w / 2 - h / 2} ${y - h}A${w * 0.2} ${w * 0.2} 0 0 0 ${x + w * 0.05} ${y - h * 1.55}A${w * 0.17} ${w * 0.17} 0 0 0 ${x - w * 0.28} ${y - h * 0.95}A${h / 2} ${h / 2} 0 0 0 ${x - w / 2 + h / 2} ${y}Z`,
    fill,
    s`opacity="${o}"`,
  );
}
/** A water drop, tip up, centred on its round part. */
function drop(x: number, y: number, r: number, fill: string, hi = true): string {
  const d = s`M${x} ${y - r * 2.1}C${x + r * 0.35} ${y - r * 1.35} ${x + r} ${y - r * 0.85} ${x + r} ${y}A${r} ${r} 0 0 1 ${x - r} ${y}C${x - r} ${y - r * 0.85} ${x - r * 0.35} ${y - r * 1.35} ${x} ${y - r * 2.1}Z`;
  return (
    pathEl(d, fill) +
    (hi
      ? pathEl(
          s`M${x - r * 0.55} ${y - r * 0.1}A${r * 0.55} ${r * 0.55} 0 0 0 ${x - r * 0.1} ${y + r * 0.5}`,
          'none',
          s`stroke="#fff" stroke-opacity="0.7" stroke-width="${r * 0.16}" stroke-linecap="round"`,
        )
      : '')
  );
}
/** A sparkle (four-point star). */
function sparkle(x: number, y: number, r: number, fill: string): string {
  return pathEl(
    s`M${x} ${y - r}Q${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y}Q${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r}Q${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y}Q${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r}Z`,
    fill,
  );
}
/** A hill: smooth top through the given heights across [x0, x1], closed down to `bottom`. */
function hill(x0: number, x1: number, heights: number[], bottom: number, fill: string, extra = ''): string {
  const pts: Pt[] = heights.map((hy, i) => [x0 + ((x1 - x0) * i) / (heights.length - 1), hy]);
  return pathEl(smoothOpen(pts) + s`L${x1} ${bottom}L${x0} ${bottom}Z`, fill, extra);
}
/** Crop rows on a field: curved furrows fanning from a vanishing point, clipped to the field shape. */
function fieldRows(
  a: Art,
  fieldD: string,
  vx: number,
  vy: number,
  y0: number,
  y1: number,
  x0: number,
  x1: number,
  n: number,
  stroke: string,
  w: number,
): string {
  let rows = '';
  for (let i = 0; i <= n; i++) {
    const bx = x0 + ((x1 - x0) * i) / n;
    rows += strokeP(
      s`M${vx + (bx - vx) * 0.02} ${vy}Q${vx + (bx - vx) * 0.45} ${y0 + (y1 - y0) * 0.2} ${bx} ${y1}`,
      stroke,
      w,
    );
  }
  return `<g ${a.clip(`<path d="${fieldD}"/>`)}>${rows}</g>`;
}
/** A rolling landscape: sky gradient, far and near hills, optional field rows and trees. */
function landscape(
  a: Art,
  o: {
    horizon: number;
    sky?: [string, string];
    sunAt?: Pt | null;
    sunR?: number;
    rows?: boolean;
    trees?: number;
    farHue?: string;
  },
): string {
  const { w, h, r } = a;
  const sky = a.lin([
    [0, o.sky?.[0] ?? C.b50],
    [1, o.sky?.[1] ?? C.g50],
  ]);
  const hz = o.horizon;
  let out = rect(0, 0, w, h, 0, sky);
  if (o.sunAt) out += sun(o.sunAt[0], o.sunAt[1], o.sunR ?? h * 0.09);
  out += cloud(w * 0.2, hz * 0.42, w * 0.12, C.white, 0.9) + cloud(w * 0.7, hz * 0.3, w * 0.09, C.white, 0.8);
  const far = Array.from({ length: 7 }, () => hz - between(r, 0.02, 0.1) * h);
  out += hill(0, w, far, h, o.farHue ?? C.b200, 'opacity="0.75"');
  for (let i = 0; i < (o.trees ?? 0); i++) {
    const tx = between(r, 0.05, 0.95) * w;
    out += coneTree(tx, hz + h * 0.02, h * between(r, 0.08, 0.13), pick(r, [C.g600, C.dark]));
  }
  const mid = Array.from({ length: 6 }, () => hz + between(r, -0.03, 0.04) * h);
  const midD = smoothOpen(mid.map((y, i) => [(w * i) / 5, y] as Pt)) + s`L${w} ${h}L0 ${h}Z`;
  out += pathEl(midD, C.g300);
  if (o.rows)
    out += fieldRows(
      a,
      midD,
      w * 0.5,
      hz - h * 0.02,
      hz,
      h * 1.05,
      -w * 0.6,
      w * 1.6,
      26,
      tint(C.green, 0.1),
      h * 0.012,
    );
  const near = Array.from({ length: 5 }, () => hz + between(r, 0.14, 0.24) * h);
  out += hill(0, w, near, h, C.green);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Science and objects
// ---------------------------------------------------------------------------------------------------------
type MolKind =
  'steroid' | 'chain' | 'carotenoid' | 'tocopherol' | 'folate' | 'glucose' | 'ring' | 'withanolide';
/** A ball-and-stick molecule made of fused hexagons and zig-zag chains, centred at (x, y). */
function molecule(
  x: number,
  y: number,
  r: number,
  kind: MolKind,
  o: { bond?: string; atoms?: string[]; rot?: number } = {},
) {
  const rings: [number, number][] = {
    steroid: [
      [0, 0],
      [1, 0],
      [1, -1],
    ] as [number, number][],
    withanolide: [
      [0, 0],
      [1, 0],
      [1, -1],
      [2, -1],
    ] as [number, number][],
    chain: [[0, 0]] as [number, number][],
    carotenoid: [[0, 0]] as [number, number][],
    tocopherol: [
      [0, 0],
      [1, 0],
    ] as [number, number][],
    folate: [
      [0, 0],
      [1, 0],
      [3, -1],
    ] as [number, number][],
    glucose: [[0, 0]] as [number, number][],
    ring: [[0, 0]] as [number, number][],
  }[kind];
  const sq3 = Math.sqrt(3);
  const verts = new Map<string, Pt>();
  const edges = new Map<string, [Pt, Pt]>();
  const key = (p: Pt) => `${Math.round(p[0] * 10)},${Math.round(p[1] * 10)}`;
  const addEdge = (p: Pt, q: Pt) => {
    verts.set(key(p), p);
    verts.set(key(q), q);
    const k = [key(p), key(q)].sort().join('|');
    edges.set(k, [p, q]);
  };
  const centres: Pt[] = [];
  for (const [q, rr] of rings) {
    const cx = r * sq3 * (q + rr / 2);
    const cy = r * 1.5 * rr;
    centres.push([cx, cy]);
    const vs: Pt[] = Array.from({ length: 6 }, (_, i) => {
      const a = ((30 + 60 * i) * Math.PI) / 180;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    });
    vs.forEach((v, i) => addEdge(v, vs[(i + 1) % 6] as Pt));
  }
  const chain = (from: Pt, n: number, dir: number) => {
    let p = from;
    for (let i = 0; i < n; i++) {
      const q: Pt = [p[0] + dir * r * (sq3 / 2), p[1] + (i % 2 ? r * 0.5 : -r * 0.5)];
      addEdge(p, q);
      p = q;
    }
    return p;
  };
  const cMax = centres.reduce((m, c) => (c[0] > m[0] ? c : m), centres[0] as Pt);
  const cMin = centres.reduce((m, c) => (c[0] < m[0] ? c : m), centres[0] as Pt);
  const right: Pt = [cMax[0] + r * Math.cos(Math.PI / 6), cMax[1] - r * Math.sin(Math.PI / 6)];
  const left: Pt = [cMin[0] - r * Math.cos(Math.PI / 6), cMin[1] + r * Math.sin(Math.PI / 6)];
  if (kind === 'chain') chain(right, 6, 1);
  if (kind === 'tocopherol') chain(right, 7, 1);
  if (kind === 'steroid') chain(right, 3, 1);
  if (kind === 'withanolide') chain(left, 2, -1);
  if (kind === 'folate') chain(left, 2, -1);
  if (kind === 'carotenoid') {
    const end = chain(right, 9, 1);
    const c2: Pt = [end[0] + r * sq3 * 0.5, end[1] + r * 0.5];
    const vs: Pt[] = Array.from({ length: 6 }, (_, i) => {
      const a = ((30 + 60 * i) * Math.PI) / 180;
      return [c2[0] + r * Math.cos(a), c2[1] + r * Math.sin(a)];
    });
    vs.forEach((v, i) => addEdge(v, vs[(i + 1) % 6] as Pt));
    centres.push(c2);
  }
  if (kind === 'glucose') {
    for (let i = 0; i < 5; i++) {
      const a = ((30 + 60 * i) * Math.PI) / 180;
      const v: Pt = [r * Math.cos(a), r * Math.sin(a)];
      addEdge(v, [v[0] * 1.6, v[1] * 1.6]);
    }
  }
  // centre the drawing
  const vs = [...verts.values()];
  const mx = (Math.min(...vs.map((v) => v[0])) + Math.max(...vs.map((v) => v[0]))) / 2;
  const my = (Math.min(...vs.map((v) => v[1])) + Math.max(...vs.map((v) => v[1]))) / 2;
  const bond = o.bond ?? C.b300;
  const atoms = o.atoms ?? [C.blue, C.green, C.dark];
  let out = '';
  for (const [p, q] of edges.values())
    out += line(p[0] - mx, p[1] - my, q[0] - mx, q[1] - my, bond, r * 0.16);
  for (const c of centres)
    out += circle(c[0] - mx, c[1] - my, r * 0.5, 'none', s`stroke="${bond}" stroke-width="${r * 0.09}"`);
  let i = 0;
  for (const v of vs) {
    const big = i % 5 === 2;
    out += circle(v[0] - mx, v[1] - my, r * (big ? 0.3 : 0.22), atoms[i % atoms.length] as string);
    i++;
  }
  return g(tr(x, y, o.rot ?? 0), out);
}
/** The corrin macrocycle of B12, stylised: four five-membered rings around cobalt, three bridged, one direct. */
function corrin(x: number, y: number, r: number, o: { bond?: string } = {}): string {
  const bond = o.bond ?? C.b300;
  const rings: Pt[][] = [];
  for (let k = 0; k < 4; k++) {
    const th = ((k * 90 - 45) * Math.PI) / 180;
    const cx = Math.cos(th) * r * 0.6;
    const cy = Math.sin(th) * r * 0.6;
    rings.push(
      Array.from({ length: 5 }, (_, i) => {
        const a = th + Math.PI + (i * 2 * Math.PI) / 5;
        return [cx + Math.cos(a) * r * 0.3, cy + Math.sin(a) * r * 0.3] as Pt;
      }),
    );
  }
  let bonds = '';
  let atoms = '';
  rings.forEach((pts) => {
    bonds += pathEl(
      polygon(pts),
      'none',
      s`stroke="${bond}" stroke-width="${r * 0.075}" stroke-linejoin="round"`,
    );
    bonds += line(
      0,
      0,
      (pts[0] as Pt)[0],
      (pts[0] as Pt)[1],
      C.b200,
      r * 0.05,
      s`stroke-dasharray="${r * 0.08} ${r * 0.07}"`,
    );
  });
  for (let k = 0; k < 4; k++) {
    const a = rings[k] as Pt[];
    const b = rings[(k + 1) % 4] as Pt[];
    const p = a[4] as Pt;
    const q = b[1] as Pt;
    if (k === 3) {
      bonds += line(p[0], p[1], q[0], q[1], bond, r * 0.075);
    } else {
      const th = (k * 90 * Math.PI) / 180;
      const m: Pt = [Math.cos(th) * r * 0.95, Math.sin(th) * r * 0.95];
      bonds += strokeP(s`M${p[0]} ${p[1]}L${m[0]} ${m[1]}L${q[0]} ${q[1]}`, bond, r * 0.075);
      bonds += line(m[0], m[1], m[0] * 1.22, m[1] * 1.22, bond, r * 0.06);
      atoms += circle(m[0], m[1], r * 0.065, C.dark) + circle(m[0] * 1.22, m[1] * 1.22, r * 0.07, C.green);
    }
    (rings[k] as Pt[]).forEach((v, i) => {
      atoms += circle(v[0], v[1], r * (i === 0 ? 0.085 : 0.06), i === 0 ? C.blue : C.green);
      if (i === 2 || i === 3) {
        bonds += line(v[0], v[1], v[0] * 1.28, v[1] * 1.28, bond, r * 0.05);
        atoms += circle(v[0] * 1.28, v[1] * 1.28, r * 0.055, C.dark);
      }
    });
  }
  const co = circle(0, 0, r * 0.2, C.purple) + circle(-r * 0.06, -r * 0.06, r * 0.07, tint(C.purple, 0.5));
  return g(tr(x, y), bonds, atoms, co);
}
/** A DNA double helix along the x axis. */
function dna(
  x: number,
  y: number,
  len: number,
  amp: number,
  turns: number,
  c1 = C.blue,
  c2 = C.green,
  rot = 0,
): string {
  const n = Math.round(turns * 12);
  const pA: Pt[] = [];
  const pB: Pt[] = [];
  let rungs = '';
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const ph = t * turns * Math.PI * 2;
    const px = t * len - len / 2;
    pA.push([px, Math.sin(ph) * amp]);
    pB.push([px, -Math.sin(ph) * amp]);
    if (i % 2 === 1)
      rungs += line(
        px,
        Math.sin(ph) * amp * 0.8,
        px,
        -Math.sin(ph) * amp * 0.8,
        i % 4 === 1 ? C.g300 : C.b200,
        amp * 0.09,
      );
  }
  return g(
    tr(x, y, rot),
    rungs,
    strokeP(smoothOpen(pA), c1, amp * 0.16),
    strokeP(smoothOpen(pB), c2, amp * 0.16),
  );
}
/** An Erlenmeyer flask with liquid, base centre at (x, y). */
function flask(
  a: Art,
  x: number,
  y: number,
  h: number,
  liquid = C.green,
  level = 0.45,
  glass = C.b100,
): string {
  const w = h * 0.8;
  const nw = h * 0.13;
  const d = s`M${-nw} ${-h}L${-nw} ${-h * 0.62}L${-w / 2} ${-h * 0.08}Q${-w / 2 - 4} 0 ${-w / 2 + h * 0.08} 0L${w / 2 - h * 0.08} 0Q${w / 2 + 4} 0 ${w / 2} ${-h * 0.08}L${nw} ${-h * 0.62}L${nw} ${-h}Z`;
  const clip = a.clip(`<path d="${d}"/>`);
  const ly = -h * level;
  return g(
    tr(x, y),
    pathEl(d, glass, 'opacity="0.85"'),
    `<g ${clip}>${rect(-w, ly, w * 2, h, 0, liquid)}${ellipse(0, ly, w, h * 0.025, tint(liquid, 0.3))}${circle(-w * 0.12, -h * 0.18, h * 0.03, tint(liquid, 0.45))}${circle(w * 0.1, -h * 0.28, h * 0.02, tint(liquid, 0.45))}${circle(w * 0.02, -h * 0.12, h * 0.018, tint(liquid, 0.45))}</g>`,
    pathEl(d, 'none', s`stroke="${C.b300}" stroke-width="${h * 0.025}" stroke-linejoin="round"`),
    rect(-nw * 1.35, -h - h * 0.04, nw * 2.7, h * 0.06, h * 0.02, C.b300),
    strokeP(s`M${-w * 0.3} ${-h * 0.12}L${-nw * 0.5} ${-h * 0.58}`, '#fff', h * 0.025, 'opacity="0.7"'),
  );
}
/** A beaker with graduation marks. */
function beaker(a: Art, x: number, y: number, h: number, liquid = C.b300, level = 0.55): string {
  const w = h * 0.72;
  const d = s`M${-w / 2} ${-h}L${-w / 2} ${-h * 0.06}Q${-w / 2} 0 ${-w / 2 + h * 0.06} 0L${w / 2 - h * 0.06} 0Q${w / 2} 0 ${w / 2} ${-h * 0.06}L${w / 2} ${-h}Z`;
  const clip = a.clip(`<path d="${d}"/>`);
  let marks = '';
  for (let i = 1; i <= 4; i++)
    marks += line(
      -w / 2 + h * 0.06,
      -h * 0.18 * i,
      -w / 2 + h * (i % 2 ? 0.18 : 0.12),
      -h * 0.18 * i,
      C.b300,
      h * 0.018,
    );
  return g(
    tr(x, y),
    pathEl(d, C.b50, 'opacity="0.9"'),
    `<g ${clip}>${rect(-w, -h * level, w * 2, h, 0, liquid)}${ellipse(0, -h * level, w, h * 0.02, tint(liquid, 0.3))}</g>`,
    marks,
    pathEl(d, 'none', s`stroke="${C.b300}" stroke-width="${h * 0.025}" stroke-linejoin="round"`),
    strokeP(s`M${-w / 2 - h * 0.04} ${-h}L${-w / 2 + h * 0.02} ${-h * 0.95}`, C.b300, h * 0.025),
  );
}
/** Test tubes standing in a rack. */
function testTubes(x: number, y: number, h: number, fills: string[]): string {
  const gap = h * 0.3;
  const n = fills.length;
  let out = '';
  fills.forEach((f, i) => {
    const tx = (i - (n - 1) / 2) * gap;
    const level = 0.35 + ((i * 37) % 30) / 100;
    out += rect(
      tx - h * 0.08,
      -h,
      h * 0.16,
      h,
      h * 0.08,
      C.b50,
      s`stroke="${C.b300}" stroke-width="${h * 0.02}"`,
    );
    out += pathEl(
      s`M${tx - h * 0.065} ${-h * level}L${tx + h * 0.065} ${-h * level}L${tx + h * 0.065} ${-h * 0.08}A${h * 0.065} ${h * 0.065} 0 0 1 ${tx - h * 0.065} ${-h * 0.08}Z`,
      f,
    );
  });
  out += rect(-gap * n * 0.55, -h * 0.42, gap * n * 1.1, h * 0.08, h * 0.02, C.b400);
  out += rect(-gap * n * 0.55, -h * 0.06, gap * n * 1.1, h * 0.08, h * 0.02, C.blue);
  out +=
    rect(-gap * n * 0.55, -h * 0.42, h * 0.05, h * 0.4, 0, C.b600) +
    rect(gap * n * 0.55 - h * 0.05, -h * 0.42, h * 0.05, h * 0.4, 0, C.b600);
  return g(tr(x, y), out);
}
/** A microscope, base centre at (x, y). */
function microscope(x: number, y: number, h: number): string {
  const k = h / 100;
  return g(
    tr(x, y, 0, k),
    rect(-34, -8, 68, 10, 4, C.blue),
    pathEl('M8 -8C30 -30 30 -60 6 -78L-2 -70C16 -56 16 -34 -2 -12Z', C.b600),
    rect(-26, -36, 40, 6, 2, C.b400),
    g(
      'translate(-6 -80) rotate(-28)',
      rect(-7, -24, 14, 40, 3, C.b300),
      rect(-9, -30, 18, 8, 2, C.blue),
      rect(-4, 16, 8, 8, 1, C.b600),
    ),
    circle(14, -46, 6, C.b400),
  );
}
function petri(x: number, y: number, r: number, fill = C.g200): string {
  return g(
    tr(x, y),
    ellipse(0, 0, r, r * 0.38, C.b100, s`stroke="${C.b300}" stroke-width="${r * 0.05}"`),
    ellipse(0, -r * 0.02, r * 0.82, r * 0.28, fill),
    circle(-r * 0.3, -r * 0.05, r * 0.08, C.dark),
    circle(r * 0.2, r * 0.02, r * 0.06, C.dark),
    circle(r * 0.05, -r * 0.12, r * 0.05, C.green),
  );
}
/** A jar with lid and label; base centre at (x, y). */
function jar(
  x: number,
  y: number,
  h: number,
  o: { body?: string; lid?: string; label?: string; mark?: string; fillC?: string } = {},
) {
  const w = h * 0.74;
  const body = o.body ?? C.white;
  const lid = o.lid ?? C.blue;
  const label = o.label ?? C.g100;
  const mark = o.mark ?? C.green;
  return g(
    tr(x, y),
    ellipse(0, 2, w * 0.62, h * 0.05, '#000', 'opacity="0.08"'),
    rect(-w / 2, -h * 0.84, w, h * 0.84, w * 0.16, body, s`stroke="${C.b200}" stroke-width="${h * 0.012}"`),
    rect(-w * 0.42, -h, w * 0.84, h * 0.2, h * 0.04, lid),
    [1, 2, 3, 4, 5]
      .map((i) =>
        line(
          -w * 0.42 + (w * 0.84 * i) / 6,
          -h * 0.97,
          -w * 0.42 + (w * 0.84 * i) / 6,
          -h * 0.83,
          shade(lid, 0.2),
          h * 0.012,
        ),
      )
      .join(''),
    rect(-w / 2, -h * 0.62, w, h * 0.38, 0, label),
    leaf(-w * 0.02, -h * 0.3, -35, h * 0.2, h * 0.08, mark, { veins: 0 }),
    leaf(w * 0.02, -h * 0.3, 30, h * 0.17, h * 0.07, o.fillC ?? C.dark, { veins: 0 }),
    rect(-w * 0.36, -h * 0.77, w * 0.08, h * 0.6, w * 0.04, '#fff', 'opacity="0.55"'),
  );
}
/** A stand-up pouch; base centre at (x, y). */
function pouch(x: number, y: number, h: number, fill = C.g100, accent = C.green): string {
  const w = h * 0.72;
  const d = s`M${-w / 2} ${-h}L${w / 2} ${-h}L${w / 2 + h * 0.03} ${-h * 0.05}Q${w / 2} 0 ${w / 2 - h * 0.06} 0L${-w / 2 + h * 0.06} 0Q${-w / 2} 0 ${-w / 2 - h * 0.03} ${-h * 0.05}Z`;
  return g(
    tr(x, y),
    pathEl(d, fill, s`stroke="${C.b200}" stroke-width="${h * 0.012}"`),
    line(-w / 2 + h * 0.02, -h * 0.9, w / 2 - h * 0.02, -h * 0.9, shade(fill, 0.15), h * 0.014),
    rect(-w * 0.32, -h * 0.62, w * 0.64, h * 0.42, h * 0.04, '#fff'),
    leaf(0, -h * 0.28, -25, h * 0.24, h * 0.09, accent, { veins: 0 }),
    leaf(0, -h * 0.28, 28, h * 0.2, h * 0.08, C.dark, { veins: 0 }),
    circle(-w * 0.36, -h * 0.95, h * 0.018, '#fff'),
  );
}
/** A heap of powder with a few specks; base centre at (x, y). */
function powder(x: number, y: number, w: number, fill: string, r: Rand): string {
  const h = w * 0.32;
  let specks = '';
  for (let i = 0; i < 14; i++) {
    const px = between(r, -0.35, 0.35) * w;
    const py = -between(r, 0.08, 0.7) * h * (1 - Math.abs(px / w) * 1.6);
    specks += circle(px, py, between(r, 0.006, 0.014) * w, shade(fill, 0.18), 'opacity="0.6"');
  }
  return g(
    tr(x, y),
    ellipse(0, 0, w * 0.55, w * 0.07, '#000', 'opacity="0.07"'),
    pathEl(
      s`M${-w / 2} 0C${-w * 0.32} ${-h * 0.15} ${-w * 0.2} ${-h} 0 ${-h}C${w * 0.2} ${-h} ${w * 0.32} ${-h * 0.15} ${w / 2} 0Z`,
      fill,
    ),
    pathEl(
      s`M0 ${-h}C${w * 0.2} ${-h} ${w * 0.32} ${-h * 0.15} ${w / 2} 0L${w * 0.1} 0C${w * 0.12} ${-h * 0.4} ${w * 0.08} ${-h * 0.8} 0 ${-h}Z`,
      shade(fill, 0.08),
    ),
    specks,
  );
}
/** A wooden scoop with powder. */
function scoop(x: number, y: number, len: number, fill: string, rot = -12): string {
  return g(
    tr(x, y, rot),
    rect(0, -len * 0.04, len * 0.62, len * 0.08, len * 0.04, C.tan),
    ellipse(-len * 0.18, 0, len * 0.22, len * 0.13, shade(C.tan, 0.12)),
    ellipse(-len * 0.18, -len * 0.02, len * 0.18, len * 0.09, fill),
  );
}
function bowl(x: number, y: number, w: number, fill = C.white, rim = C.b200): string {
  return g(
    tr(x, y),
    ellipse(0, w * 0.02, w * 0.5, w * 0.05, '#000', 'opacity="0.07"'),
    pathEl(
      s`M${-w / 2} ${-w * 0.22}A${w / 2} ${w * 0.25} 0 0 0 ${w / 2} ${-w * 0.22}Z`,
      fill,
      s`stroke="${rim}" stroke-width="${w * 0.015}"`,
    ),
    rect(-w * 0.16, -w * 0.03, w * 0.32, w * 0.04, w * 0.02, rim),
  );
}
function capsule(x: number, y: number, len: number, rot: number, c1: string, c2: string): string {
  const r = len * 0.22;
  return g(
    tr(x, y, rot),
    pathEl(s`M0 ${-r}L${-len / 2 + r} ${-r}A${r} ${r} 0 0 0 ${-len / 2 + r} ${r}L0 ${r}Z`, c1),
    pathEl(s`M0 ${-r}L${len / 2 - r} ${-r}A${r} ${r} 0 0 1 ${len / 2 - r} ${r}L0 ${r}Z`, c2),
    rect(-len / 2 + r * 0.6, -r * 0.55, len * 0.5, r * 0.3, r * 0.15, '#fff', 'opacity="0.5"'),
  );
}
function mortar(x: number, y: number, w: number, herb = C.green): string {
  return g(
    tr(x, y),
    ellipse(0, 0, w * 0.5, w * 0.06, '#000', 'opacity="0.08"'),
    rect(-w * 0.18, -w * 0.08, w * 0.36, w * 0.08, w * 0.02, C.b600),
    g(
      tr(w * 0.08, -w * 0.42, 28),
      rect(-w * 0.06, -w * 0.5, w * 0.12, w * 0.56, w * 0.06, C.tan),
      ellipse(0, 0.02 * w, w * 0.085, w * 0.06, shade(C.tan, 0.1)),
    ),
    pathEl(
      s`M${-w / 2} ${-w * 0.42}L${w / 2} ${-w * 0.42}C${w / 2} ${-w * 0.12} ${w * 0.25} ${-w * 0.06} 0 ${-w * 0.06}C${-w * 0.25} ${-w * 0.06} ${-w / 2} ${-w * 0.12} ${-w / 2} ${-w * 0.42}Z`,
      C.blue,
    ),
    ellipse(0, -w * 0.42, w / 2, w * 0.07, C.b600),
    ellipse(0, -w * 0.43, w * 0.42, w * 0.05, herb),
    leaf(-w * 0.15, -w * 0.45, -40, w * 0.22, w * 0.08, C.dark, { veins: 0 }),
    leaf(-w * 0.05, -w * 0.45, -10, w * 0.26, w * 0.09, C.green, { veins: 0 }),
  );
}
function gearPath(cx: number, cy: number, ro: number, ri: number, teeth: number, hole: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const da = (Math.PI * 2) / teeth;
    for (const [f, rr] of [
      [0, ri],
      [0.12, ro],
      [0.38, ro],
      [0.5, ri],
    ] as [number, number][]) {
      pts.push([cx + Math.cos(a + f * da) * rr, cy + Math.sin(a + f * da) * rr]);
    }
  }
  return (
    polygon(pts) +
    s`M${cx + hole} ${cy}A${hole} ${hole} 0 1 0 ${cx - hole} ${cy}A${hole} ${hole} 0 1 0 ${cx + hole} ${cy}Z`
  );
}
function gear(x: number, y: number, r: number, fill: string, teeth = 10): string {
  return pathEl(gearPath(x, y, r, r * 0.8, teeth, r * 0.35), fill, 'fill-rule="evenodd"');
}
function shieldPath(x: number, y: number, w: number): string {
  const h = w * 1.2;
  return s`M${x} ${y - h / 2}L${x + w / 2} ${y - h * 0.32}L${x + w / 2} ${y - h * 0.02}C${x + w / 2} ${y + h * 0.25} ${x + w * 0.22} ${y + h * 0.42} ${x} ${y + h / 2}C${x - w * 0.22} ${y + h * 0.42} ${x - w / 2} ${y + h * 0.25} ${x - w / 2} ${y - h * 0.02}L${x - w / 2} ${y - h * 0.32}Z`;
}
function check(x: number, y: number, s0: number, stroke: string, w: number): string {
  return strokeP(
    s`M${x - s0 * 0.5} ${y}L${x - s0 * 0.12} ${y + s0 * 0.38}L${x + s0 * 0.55} ${y - s0 * 0.42}`,
    stroke,
    w,
  );
}
function heartPath(x: number, y: number, w: number): string {
  const h = w * 0.9;
  return s`M${x} ${y + h * 0.45}C${x - w * 0.1} ${y + h * 0.35} ${x - w * 0.5} ${y + h * 0.1} ${x - w * 0.5} ${y - h * 0.18}C${x - w * 0.5} ${y - h * 0.42} ${x - w * 0.3} ${y - h * 0.55} ${x - w * 0.15} ${y - h * 0.55}C${x - w * 0.05} ${y - h * 0.55} ${x} ${y - h * 0.45} ${x} ${y - h * 0.35}C${x} ${y - h * 0.45} ${x + w * 0.05} ${y - h * 0.55} ${x + w * 0.15} ${y - h * 0.55}C${x + w * 0.3} ${y - h * 0.55} ${x + w * 0.5} ${y - h * 0.42} ${x + w * 0.5} ${y - h * 0.18}C${x + w * 0.5} ${y + h * 0.1} ${x + w * 0.1} ${y + h * 0.35} ${x} ${y + h * 0.45}Z`;
}
function pin(x: number, y: number, h: number, fill: string): string {
  const r = h * 0.36;
  return g(
    tr(x, y),
    pathEl(
      s`M0 0C${-r * 0.3} ${-h * 0.3} ${-r} ${-h * 0.45} ${-r} ${-h + r}A${r} ${r} 0 0 1 ${r} ${-h + r}C${r} ${-h * 0.45} ${r * 0.3} ${-h * 0.3} 0 0Z`,
      fill,
    ),
    circle(0, -h + r, r * 0.42, '#fff'),
  );
}
function magnifier(x: number, y: number, r: number, rot = 40, inner = ''): string {
  return g(
    tr(x, y),
    g(tr(0, 0, rot), rect(-r * 0.14, r * 0.95, r * 0.28, r * 0.9, r * 0.12, C.b600)),
    circle(0, 0, r, C.white, 'opacity="0.92"'),
    inner,
    circle(0, 0, r, 'none', s`stroke="${C.blue}" stroke-width="${r * 0.16}"`),
    pathEl(
      s`M${-r * 0.62} ${-r * 0.2}A${r * 0.65} ${r * 0.65} 0 0 1 ${-r * 0.2} ${-r * 0.62}`,
      'none',
      s`stroke="#fff" stroke-width="${r * 0.1}" stroke-linecap="round" opacity="0.9"`,
    ),
  );
}
function clipboard(x: number, y: number, h: number, rows: number, ticks = true): string {
  const w = h * 0.76;
  let list = '';
  for (let i = 0; i < rows; i++) {
    const ry = -h * 0.68 + i * h * (0.55 / rows);
    list += ticks
      ? rect(
          -w * 0.34,
          ry - h * 0.035,
          h * 0.07,
          h * 0.07,
          h * 0.015,
          C.g100,
          s`stroke="${C.green}" stroke-width="${h * 0.008}"`,
        ) + check(-w * 0.34 + h * 0.035, ry, h * 0.05, C.dark, h * 0.014)
      : '';
    list += rect(-w * 0.18, ry - h * 0.012, w * (0.5 - (i % 3) * 0.08), h * 0.024, h * 0.012, C.b200);
  }
  return g(
    tr(x, y),
    rect(-w / 2, -h, w, h, h * 0.05, C.blue),
    rect(-w / 2 + h * 0.05, -h * 0.93, w - h * 0.1, h * 0.88, h * 0.03, C.white),
    rect(-w * 0.2, -h * 1.03, w * 0.4, h * 0.1, h * 0.03, C.b600),
    list,
  );
}
function barChart(x: number, y: number, w: number, h: number, values: number[], colors: string[]): string {
  const n = values.length;
  const bw = (w / n) * 0.6;
  let out = line(0, 0, w, 0, C.b300, h * 0.02) + line(0, 0, 0, -h, C.b300, h * 0.02);
  values.forEach((v, i) => {
    out += rect((w / n) * i + bw * 0.4, -h * v, bw, h * v, bw * 0.15, colors[i % colors.length] as string);
  });
  const pts: Pt[] = values.map((v, i) => [(w / n) * i + bw * 0.9, -h * v - h * 0.08]);
  out += strokeP(smoothOpen(pts), C.blue, h * 0.025);
  for (const p of pts)
    out += circle(p[0], p[1], h * 0.03, C.white, s`stroke="${C.blue}" stroke-width="${h * 0.02}"`);
  return g(tr(x, y), out);
}
function globe(a: Art, x: number, y: number, r: number): string {
  const clip = a.clip(s`<circle cx="${x}" cy="${y}" r="${r}"/>`);
  const rr = rng(`globe${x}${y}`);
  const lands = [
    blobPath(rr, x - r * 0.35, y - r * 0.3, r * 0.32, r * 0.26, 7, 0.35),
    blobPath(rr, x + r * 0.35, y - r * 0.05, r * 0.28, r * 0.4, 7, 0.35),
    blobPath(rr, x - r * 0.2, y + r * 0.5, r * 0.25, r * 0.18, 6, 0.3),
    blobPath(rr, x + r * 0.7, y + r * 0.55, r * 0.18, r * 0.12, 6, 0.3),
  ];
  return (
    circle(x, y, r, C.b300) +
    `<g ${clip}>${lands.map((d, i) => pathEl(d, i % 2 ? C.dark : C.green)).join('')}${circle(x + r * 0.35, y + r * 0.35, r, C.b700, 'opacity="0.12"')}</g>` +
    strokeP(s`M${x - r} ${y}Q${x} ${y + r * 0.25} ${x + r} ${y}`, '#fff', r * 0.02, 'opacity="0.5"') +
    strokeP(s`M${x} ${y - r}Q${x - r * 0.3} ${y} ${x} ${y + r}`, '#fff', r * 0.02, 'opacity="0.5"')
  );
}
/** Two curved arrows chasing each other around a circle (a cycle). */
function cycleArrows(x: number, y: number, r: number, c1: string, c2: string, w: number): string {
  const arc = (a0: number, a1: number, col: string) => {
    const p0: Pt = [x + r * Math.cos(a0), y + r * Math.sin(a0)];
    const p1: Pt = [x + r * Math.cos(a1), y + r * Math.sin(a1)];
    const tip = a1 + 0.001;
    const tx = -Math.sin(tip);
    const ty = Math.cos(tip);
    const head = polygon([
      [p1[0] + tx * w * 1.6, p1[1] + ty * w * 1.6],
      [p1[0] - Math.cos(tip) * w * 1.3, p1[1] - Math.sin(tip) * w * 1.3],
      [p1[0] + Math.cos(tip) * w * 1.3, p1[1] + Math.sin(tip) * w * 1.3],
    ]);
    return (
      strokeP(s`M${p0[0]} ${p0[1]}A${r} ${r} 0 0 1 ${p1[0]} ${p1[1]}`, col, w) +
      pathEl(head, col, 'stroke-linejoin="round"')
    );
  };
  return arc(-Math.PI * 0.95, -Math.PI * 0.18, c1) + arc(Math.PI * 0.05, Math.PI * 0.82, c2);
}

// ---------------------------------------------------------------------------------------------------------
// People and buildings (faceless flat figures)
// ---------------------------------------------------------------------------------------------------------
interface PersonOpts {
  skin?: string;
  shirt?: string;
  pants?: string;
  hair?: string;
  hat?: 'straw' | 'cap' | 'scarf' | null;
  arms?: 'down' | 'hold' | 'wave' | 'reach';
  coat?: boolean;
  skirt?: boolean;
  basket?: string | null;
  flip?: boolean;
}
/** A standing figure, feet at (x, y), `h` tall. */
function person(x: number, y: number, h: number, o: PersonOpts = {}): string {
  const skin = o.skin ?? (C.skin[0] as string);
  const shirt = o.shirt ?? C.blue;
  const pants = o.pants ?? C.b700;
  const hair = o.hair ?? '#3A2A20';
  let out = '';
  // legs or skirt
  if (o.skirt) {
    out += pathEl('M-12 -46L12 -46L17 -10L-17 -10Z', pants);
    out += rect(-8, -12, 5, 12, 2.5, skin) + rect(3, -12, 5, 12, 2.5, skin);
  } else {
    out += rect(-10, -47, 8.5, 46, 4, pants) + rect(1.5, -47, 8.5, 46, 4, shade(pants, 0.1));
  }
  out += ellipse(-6, -1, 6, 2.6, C.ink) + ellipse(6, -1, 6, 2.6, C.ink);
  // arms behind torso for 'hold'
  const arm = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number) =>
    strokeP(s`M${x1} ${y1}Q${x2} ${y2} ${x3} ${y3}`, o.coat ? '#F4F6FA' : shade(shirt, 0.06), 6.5) +
    circle(x3, y3, 3.4, skin);
  // torso
  const torso = o.coat
    ? 'M-13 -79Q-15 -81 -9 -82L9 -82Q15 -81 13 -79L15 -30L-15 -30Z'
    : 'M-13 -79Q-15 -81 -9 -82L9 -82Q15 -81 13 -79L12 -44L-12 -44Z';
  out += rect(-3, -88, 6, 8, 2, shade(skin, 0.08));
  if (o.coat) out += pathEl('M-9 -82L0 -70L9 -82Z', shirt);
  out += pathEl(torso, o.coat ? '#F4F6FA' : shirt, o.coat ? s`stroke="${C.b200}" stroke-width="1"` : '');
  if (o.coat)
    out +=
      line(0, -70, 0, -32, C.b200, 1) +
      pathEl('M-9 -82L0 -70L-4 -64L-11 -76Z', '#E4E8F0') +
      pathEl('M9 -82L0 -70L4 -64L11 -76Z', '#E4E8F0');
  const arms = o.arms ?? 'down';
  if (arms === 'down') out += arm(-12, -77, -17, -62, -16, -47) + arm(12, -77, 17, -62, 16, -47);
  if (arms === 'hold') out += arm(-12, -77, -17, -60, -5, -55) + arm(12, -77, 17, -60, 5, -55);
  if (arms === 'wave') out += arm(-12, -77, -17, -62, -16, -47) + arm(12, -77, 22, -86, 20, -101);
  if (arms === 'reach') out += arm(-12, -77, -17, -62, -16, -47) + arm(12, -77, 24, -70, 30, -60);
  if (o.basket) {
    out += pathEl('M-13 -60L13 -60L10 -45L-10 -45Z', C.tan) + line(-12, -55, 12, -55, shade(C.tan, 0.2), 1.2);
    out +=
      circle(-6, -62, 4, o.basket) +
      circle(1, -63, 4.5, shade(o.basket, 0.1)) +
      circle(7, -61.5, 3.5, o.basket);
  }
  // head
  out += circle(0, -93, 8.5, skin);
  if (o.hat === 'straw') {
    out +=
      pathEl('M-8 -98Q0 -110 8 -98Z', C.sand) +
      ellipse(0, -98, 16, 3.4, shade(C.sand, 0.06)) +
      rect(-7.5, -101, 15, 2, 1, C.red);
  } else if (o.hat === 'cap') {
    out += pathEl('M-9 -95Q-8 -104 0 -104Q8 -104 9 -95Z', C.green) + rect(2, -97, 12, 3, 1.5, C.dark);
  } else if (o.hat === 'scarf') {
    out += pathEl(
      'M-10 -92Q-11 -104 0 -104Q11 -104 10 -92Q9 -86 11 -80L6 -82Q8 -96 0 -97Q-8 -96 -6 -82L-11 -80Q-9 -86 -10 -92Z',
      o.basket ? C.orange : C.berry,
    );
  } else {
    out += pathEl('M-8.8 -93Q-9 -103 0 -103Q9 -103 8.8 -93Q6 -98 0 -98.5Q-6 -98 -8.8 -93Z', hair);
  }
  return g(tr(x, y) + s` scale(${(h / 104) * (o.flip ? -1 : 1)} ${h / 104})`, out);
}
function factory(x: number, y: number, w: number): string {
  const h = w * 0.42;
  let out = rect(-w / 2, -h, w, h, 4, C.b100) + rect(-w / 2, -h * 0.12, w, h * 0.12, 0, C.b200);
  const n = 4;
  let roof = s`M${-w / 2} ${-h}`;
  for (let i = 0; i < n; i++) {
    const x0 = -w / 2 + (w / n) * i;
    roof += s`L${x0 + (w / n) * 0.75} ${-h - h * 0.32}L${x0 + w / n} ${-h}`;
  }
  out += pathEl(roof + 'Z', C.blue);
  for (let i = 0; i < n; i++) {
    const wx = -w / 2 + (w / n) * i + (w / n) * 0.18;
    out += rect(wx, -h * 0.72, (w / n) * 0.64, h * 0.32, 3, C.b300);
    out += line(wx + (w / n) * 0.32, -h * 0.72, wx + (w / n) * 0.32, -h * 0.4, C.b100, 2);
  }
  out += rect(w * 0.05, -h * 0.34, w * 0.16, h * 0.34, 2, C.b600);
  out += rect(-w * 0.42, -h * 1.75, w * 0.09, h * 0.8, 2, C.b400);
  out +=
    leaf(-w * 0.375, -h * 1.78, -28, h * 0.4, h * 0.15, C.green, { veins: 0 }) +
    leaf(-w * 0.375, -h * 1.78, 30, h * 0.34, h * 0.13, C.dark, { veins: 0 });
  return g(tr(x, y), out);
}
function greenhouse(a: Art, x: number, y: number, w: number): string {
  const h = w * 0.55;
  const d = s`M${-w / 2} 0L${-w / 2} ${-h * 0.55}Q${-w / 2} ${-h} 0 ${-h}Q${w / 2} ${-h} ${w / 2} ${-h * 0.55}L${w / 2} 0Z`;
  let ribs = '';
  for (let i = 1; i < 6; i++)
    ribs += line(-w / 2 + (w * i) / 6, 0, -w / 2 + (w * i) / 6, -h, C.b300, w * 0.008);
  ribs += line(-w / 2, -h * 0.55, w / 2, -h * 0.55, C.b300, w * 0.008);
  let plants = '';
  for (let i = 0; i < 7; i++)
    plants += sprout(-w * 0.42 + (w * 0.84 * i) / 6, -w * 0.02, w * 0.12, i % 2 ? C.green : C.g300, C.dark);
  return g(
    tr(x, y),
    pathEl(d, C.b100, 'opacity="0.9"'),
    `<g ${a.clip(`<path d="${d}" transform="translate(${num(x)} ${num(y)})"/>`)} transform="translate(${num(-x)} ${num(-y)})">${g(tr(x, y), plants)}</g>`,
    ribs,
    pathEl(d, 'none', s`stroke="${C.b400}" stroke-width="${w * 0.014}"`),
    rect(-w * 0.07, -h * 0.36, w * 0.14, h * 0.36, 2, C.b400),
  );
}
function office(x: number, y: number, w: number, h: number, accent = C.green): string {
  let out = rect(-w / 2, -h, w, h, 4, C.b100) + rect(-w / 2 - 4, -h - 8, w + 8, 10, 3, C.blue);
  const cols = 4;
  const rows = Math.max(2, Math.floor(h / (w * 0.28)));
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      out += rect(
        -w / 2 + (w / cols) * i + w * 0.05,
        -h + h * 0.08 + ((h * 0.62) / rows) * j,
        w / cols - w * 0.1,
        (h * 0.62) / rows - h * 0.05,
        2,
        j % 2 ? C.b300 : C.b200,
      );
    }
  }
  out += rect(-w * 0.12, -h * 0.22, w * 0.24, h * 0.22, 2, C.b600);
  out +=
    leaf(0, -h - 10, -30, w * 0.2, w * 0.07, accent, { veins: 0 }) +
    leaf(0, -h - 10, 28, w * 0.16, w * 0.06, C.dark, { veins: 0 });
  return g(tr(x, y), out);
}

// ---------------------------------------------------------------------------------------------------------
// Plant sources of the catalogue, each drawn in a 200×200 box centred at the origin, then placed.
// ---------------------------------------------------------------------------------------------------------
type Motif = (r: Rand) => string;
function scallop(cx: number, cy: number, rad: number, n: number, depth = 0.12): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const rr = rad * (i % 2 ? 1 - depth : 1);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
}
function fruit(
  x: number,
  y: number,
  r: number,
  fill: string,
  o: { leafC?: string; stalk?: boolean; segs?: number; crown?: boolean } = {},
): string {
  let out = circle(x, y, r, shade(fill, 0.12)) + circle(x - r * 0.07, y - r * 0.07, r * 0.92, fill);
  for (let i = 0; i < (o.segs ?? 0); i++) {
    const k = (i + 1) / ((o.segs ?? 0) + 1);
    const dx = (k - 0.5) * 2 * r * 0.85;
    out += strokeP(
      s`M${x + dx * 0.2} ${y - r * 0.92}Q${x + dx * 1.05} ${y} ${x + dx * 0.2} ${y + r * 0.92}`,
      shade(fill, 0.08),
      r * 0.035,
    );
  }
  out += ellipse(
    x - r * 0.38,
    y - r * 0.38,
    r * 0.2,
    r * 0.13,
    '#fff',
    s`opacity="0.55" transform="rotate(-40 ${x - r * 0.38} ${y - r * 0.38})"`,
  );
  if (o.crown) out += pathEl(star(x, y - r * 0.98, r * 0.28, r * 0.12, 5), shade(fill, 0.2));
  if (o.stalk)
    out += strokeP(
      s`M${x} ${y - r * 0.9}Q${x + r * 0.05} ${y - r * 1.2} ${x + r * 0.18} ${y - r * 1.3}`,
      C.brown,
      r * 0.08,
    );
  if (o.leafC) out += leaf(x + r * 0.12, y - r * 1.15, 60, r * 0.8, r * 0.3, o.leafC, { veins: 2 });
  return out;
}
function seeds(
  r: Rand,
  x: number,
  y: number,
  w: number,
  n: number,
  rx: number,
  ry: number,
  fills: string[],
): string {
  const pts: [number, number, number, string][] = [];
  const hh = w * 0.42;
  for (let i = 0; i < n; i++) {
    const u = r() * 2 - 1;
    const px = x + u * (w / 2);
    const top = hh * (1 - u * u);
    const py = y - Math.sqrt(r()) * top * 0.9;
    pts.push([px, py, between(r, -40, 40), pick(r, fills)]);
  }
  pts.sort((p, q) => p[1] - q[1]);
  let out = '';
  for (const [px, py, rot, f] of pts) {
    out += ellipse(px, py, rx, ry, f, s`transform="rotate(${rot} ${px} ${py})"`);
    out += ellipse(px - rx * 0.3, py - ry * 0.35, rx * 0.3, ry * 0.22, '#fff', 'opacity="0.4"');
  }
  return out;
}
function rhizome(r: Rand, x: number, y: number, s0: number, skin: string, flesh: string): string {
  let out = '';
  const knobs: [number, number, number, number][] = [
    [0, 0, 60, 0],
    [-48, -14, 34, -35],
    [44, -18, 32, 40],
    [-10, -34, 30, -10],
    [22, 16, 26, 60],
  ];
  for (const [kx, ky, len, rot] of knobs) {
    out += ellipse(
      x + kx * s0,
      y + ky * s0,
      len * s0 * 0.75,
      17 * s0,
      skin,
      s`transform="rotate(${rot} ${x + kx * s0} ${y + ky * s0})"`,
    );
  }
  for (const [kx, ky, len, rot] of knobs) {
    for (let i = -1; i <= 1; i++) {
      const rad = (rot * Math.PI) / 180;
      const cx = x + kx * s0 + Math.cos(rad) * i * len * s0 * 0.35;
      const cy = y + ky * s0 + Math.sin(rad) * i * len * s0 * 0.35;
      out += ellipse(
        cx,
        cy,
        2.2 * s0,
        13 * s0,
        'none',
        s`stroke="${shade(skin, 0.2)}" stroke-width="${1.6 * s0}" transform="rotate(${rot} ${cx} ${cy})" opacity="0.7"`,
      );
    }
  }
  out +=
    circle(x + 70 * s0, y + 30 * s0, 22 * s0, shade(skin, 0.1)) +
    circle(x + 70 * s0, y + 30 * s0, 18 * s0, flesh);
  out += circle(x + 70 * s0, y + 30 * s0, 8 * s0, tint(flesh, 0.3), 'opacity="0.7"');
  void r;
  return out;
}
function flowerHead(x: number, y: number, r: number, petal: string, centre: string, n = 12): string {
  let out = '';
  for (let i = 0; i < n; i++)
    out += g(
      tr(x, y, (360 / n) * i),
      ellipse(0, -r * 0.62, r * 0.2, r * 0.42, i % 2 ? petal : shade(petal, 0.06)),
    );
  return (
    out + circle(x, y, r * 0.34, centre) + circle(x - r * 0.08, y - r * 0.08, r * 0.12, tint(centre, 0.3))
  );
}
function marigold(x: number, y: number, r: number): string {
  let out = '';
  for (const [k, col] of [
    [1, C.orange],
    [0.75, '#F3A53F'],
    [0.5, C.sun],
  ] as [number, string][]) {
    out += pathEl(scallop(x, y, r * k, 12, 0.14), col);
  }
  return out + circle(x, y, r * 0.18, shade(C.orange, 0.1));
}
function smallFlower(x: number, y: number, r: number, petal = '#fff', centre: string = C.sun): string {
  let out = '';
  for (let i = 0; i < 5; i++) out += g(tr(x, y, i * 72), ellipse(0, -r * 0.55, r * 0.38, r * 0.55, petal));
  return out + circle(x, y, r * 0.3, centre);
}
function berryCluster(x: number, y: number, r: number, fill: string): string {
  let out = '';
  const pts: Pt[] = [
    [0, -2.4],
    [-0.55, -1.6],
    [0.55, -1.6],
    [0, -0.8],
    [-0.55, 0],
    [0.55, 0],
    [0, 0.8],
    [-0.5, 1.6],
    [0.5, 1.6],
    [0, 2.4],
  ];
  for (const [px, py] of pts)
    out += circle(
      x + px * r * 0.9,
      y + py * r * 0.75,
      r * 0.62,
      shade(fill, (Math.abs(px) + py) * 0.04 + 0.05),
    );
  for (const [px, py] of pts)
    out += circle(
      x + px * r * 0.9 - r * 0.15,
      y + py * r * 0.75 - r * 0.15,
      r * 0.16,
      '#fff',
      'opacity="0.35"',
    );
  return out + strokeP(s`M${x} ${y - r * 2}L${x + r * 0.4} ${y - r * 3.2}`, C.g700, r * 0.25);
}
const MOTIFS: Record<string, Motif> = {
  moringa: () =>
    pinnate(-20, 95, -14, 175, { pairs: 7, ll: 20, lw: 13, fill: C.green }) +
    pinnate(25, 95, 22, 150, { pairs: 6, ll: 18, lw: 12, fill: C.dark }) +
    [-48, 58]
      .map((px, i) =>
        strokeP(
          s`M${px} ${-40 + i * 10}Q${px + (i ? 14 : -12)} ${10} ${px + (i ? 6 : -4)} ${58}`,
          i ? C.g600 : '#7C9A45',
          4.5,
        ),
      )
      .join('') +
    smallFlower(-62, -80, 9) +
    smallFlower(50, -88, 8),
  'mung bean': (r) =>
    seeds(r, 0, 36, 140, 70, 8, 5.5, [C.g600, C.dark, C.green, C.g700]) +
    bowl(0, 70, 160, C.white) +
    [-40, 0, 38]
      .map((px, i) =>
        g(
          tr(px, 0, (i - 1) * 18),
          strokeP('M0 0Q-6 -40 4 -70', '#D8D2A8', 5),
          leaf(4, -70, -40, 22, 9, C.g300, { veins: 0 }),
          leaf(4, -70, 40, 20, 8, C.green, { veins: 0 }),
        ),
      )
      .join(''),
  chickpea: (r) =>
    seeds(r, 0, 38, 140, 46, 10, 9, ['#E3C48E', '#D9B679', '#EBD2A0']) +
    bowl(0, 70, 160, C.white) +
    pinnate(62, -20, 30, 90, { pairs: 4, ll: 14, lw: 11, fill: C.green }),
  lichen: (r) => {
    let out =
      pathEl(blobPath(r, 0, 55, 95, 45, 7, 0.12), C.stone) +
      pathEl(blobPath(r, 20, 45, 70, 30, 6, 0.12), tint(C.stone, 0.25));
    const lobes: [number, number, number][] = [
      [-45, 0, 38],
      [10, -25, 46],
      [55, 8, 34],
      [-10, 25, 30],
      [-60, 38, 22],
      [42, 42, 24],
    ];
    for (const [lx, ly, lr] of lobes) {
      out +=
        pathEl(scallop(lx, ly, lr, 9, 0.16), '#8FB98A') +
        pathEl(scallop(lx - lr * 0.08, ly - lr * 0.08, lr * 0.72, 8, 0.18), '#AFD0A4');
      out +=
        circle(lx + lr * 0.2, ly - lr * 0.15, lr * 0.13, C.tan) +
        circle(lx - lr * 0.25, ly + lr * 0.2, lr * 0.1, C.tan);
    }
    return out;
  },
  microalgae: (r) => {
    let out = drop(0, 30, 68, C.b200, false) + drop(0, 30, 62, '#E3EDF8', false);
    const cells: [number, number, number][] = [];
    for (let tries = 0; cells.length < 22 && tries < 800; tries++) {
      const rr = between(r, 6, 12);
      const px = between(r, -56, 56);
      const py = between(r, -26, 88);
      if (Math.hypot(px, py - 30) > 56 - rr) continue;
      if (cells.some(([qx, qy, qr]) => Math.hypot(px - qx, py - qy) < qr + rr + 3)) continue;
      cells.push([px, py, rr]);
    }
    for (const [px, py, rr] of cells) {
      out +=
        circle(px, py, rr, pick(r, [C.green, C.dark, C.g600, C.g300])) +
        circle(px - rr * 0.3, py - rr * 0.3, rr * 0.3, '#fff', 'opacity="0.45"');
    }
    return (
      out +
      pathEl(
        'M-40 0A46 46 0 0 1 -14 -30',
        'none',
        'stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.9"',
      )
    );
  },
  mushroom: () => {
    let out = sunRays(70, -75, 20, 40, 10, C.sun, 0.6) + circle(70, -75, 16, C.sun);
    const caps: [number, number, number, number][] = [
      [-30, 10, 62, -18],
      [25, 0, 70, 12],
      [-5, 45, 58, 4],
    ];
    for (const [cx, cy, cw, rot] of caps) {
      out += g(
        tr(cx, cy, rot),
        pathEl(
          s`M0 ${cw * 0.55}Q${-cw * 0.12} ${cw * 0.1} ${-cw * 0.1} 0`,
          'none',
          s`stroke="${C.cream}" stroke-width="${cw * 0.18}" stroke-linecap="round"`,
        ),
        pathEl(
          s`M${-cw * 0.75} ${-cw * 0.05}Q${-cw * 0.7} ${-cw * 0.6} 0 ${-cw * 0.62}Q${cw * 0.72} ${-cw * 0.6} ${cw * 0.78} ${-cw * 0.08}Q${cw * 0.4} ${cw * 0.12} 0 ${cw * 0.02}Q${-cw * 0.4} ${cw * 0.14} ${-cw * 0.75} ${-cw * 0.05}Z`,
          '#D8C3A0',
        ),
        pathEl(
          s`M${-cw * 0.6} ${-cw * 0.12}Q0 ${-cw * 0.5} ${cw * 0.62} ${-cw * 0.14}`,
          'none',
          s`stroke="#E8D8BC" stroke-width="${cw * 0.06}" stroke-linecap="round"`,
        ),
        [-0.5, -0.25, 0, 0.25, 0.5]
          .map((k) => line(k * cw * 0.9, -cw * 0.02, k * cw * 0.3, cw * 0.02, '#B89E78', cw * 0.018))
          .join(''),
      );
    }
    return out;
  },
  amla: (r) =>
    pinnate(-55, 60, -35, 130, { pairs: 8, ll: 10, lw: 6, fill: C.dark }) +
    fruit(-22, 25, 40, '#C9DC78', { segs: 5 }) +
    fruit(38, 40, 34, '#BFD36C', { segs: 5 }) +
    fruit(15, -25, 30, '#D2E387', { segs: 4, stalk: true }) +
    (r() > 2 ? '' : ''),
  guava: () =>
    branch(-40, 90, -20, 150, {
      leaves: 4,
      leafLen: 60,
      leafW: 26,
      fill: C.green,
      kind: 'oval',
      stem: C.brown,
    }) +
    fruit(30, 35, 42, '#A9CF5A', { stalk: true }) +
    g(
      tr(-25, 60),
      circle(0, 0, 32, '#9BC252'),
      circle(0, 0, 28, '#F4A3A0'),
      circle(0, 0, 15, '#F7C3B8'),
      [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => circle(Math.cos(i * 0.8) * 20, Math.sin(i * 0.8) * 20, 2.2, C.cream))
        .join(''),
    ),
  'curry leaf': () =>
    pinnate(-25, 95, -16, 180, { pairs: 8, ll: 30, lw: 11, fill: C.g700, pointed: true, stem: C.g800 }) +
    pinnate(28, 95, 20, 150, { pairs: 7, ll: 27, lw: 10, fill: C.dark, pointed: true, stem: C.g800 }),
  sesbania: () =>
    pinnate(-15, 95, -10, 180, { pairs: 11, ll: 16, lw: 8, fill: C.green }) +
    pinnate(30, 95, 24, 150, { pairs: 9, ll: 15, lw: 7.5, fill: C.g600 }) +
    g(
      tr(-55, -60, -20),
      pathEl('M0 0Q-18 -22 -4 -38Q10 -20 0 0Z', '#F2EEE2'),
      pathEl('M0 0Q18 -14 26 -2Q12 6 0 0Z', C.sunSoft),
    ),
  annatto: (r) => {
    const pod = (px: number, py: number, rot: number, open: boolean) => {
      let spikes = '';
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        spikes += line(
          px + Math.cos(a) * 28,
          py + Math.sin(a) * 34,
          px + Math.cos(a) * 38,
          py + Math.sin(a) * 45,
          '#B8403A',
          2.4,
        );
      }
      return g(
        `rotate(${rot} ${px} ${py})`,
        spikes,
        pathEl(
          s`M${px} ${py - 44}C${px + 34} ${py - 20} ${px + 34} ${py + 30} ${px} ${py + 36}C${px - 34} ${py + 30} ${px - 34} ${py - 20} ${px} ${py - 44}Z`,
          '#C9473E',
        ),
        open
          ? pathEl(
              s`M${px} ${py - 30}C${px + 16} ${py - 10} ${px + 16} ${py + 18} ${px} ${py + 26}C${px - 16} ${py + 18} ${px - 16} ${py - 10} ${px} ${py - 30}Z`,
              '#F4E3C8',
            ) + seeds(r, px, py + 16, 22, 9, 4.5, 4, ['#C0392B', '#D9534F', '#A93226'])
          : pathEl(
              s`M${px} ${py - 44}C${px + 34} ${py - 20} ${px + 34} ${py + 30} ${px} ${py + 36}Z`,
              '#B33E36',
            ),
      );
    };
    return (
      leaf(-60, 80, -40, 90, 34, C.dark) +
      leaf(60, 80, 45, 80, 30, C.green) +
      pod(-30, 0, -15, false) +
      pod(35, 15, 12, true) +
      seeds(r, 0, 85, 60, 7, 5, 4.5, ['#C0392B', '#D9534F'])
    );
  },
  sunflower: (r) => {
    let seedDots = '';
    for (let i = 0; i < 40; i++) {
      const a = i * 2.39996;
      const d = Math.sqrt(i / 40) * 26;
      seedDots += circle(-10 + Math.cos(a) * d, -20 + Math.sin(a) * d, 2.2, '#3D2A1C');
    }
    return (
      strokeP('M-10 20Q-5 60 0 100', C.g700, 7) +
      leaf(-4, 70, -60, 60, 26, C.green) +
      leaf(-2, 50, 55, 55, 24, C.dark) +
      flowerHead(-10, -20, 70, C.sun, '#6B4A2E', 18) +
      seedDots +
      seeds(r, 60, 90, 50, 6, 7, 4, ['#5C5C5C', '#F0EDE5', '#4A4A4A'])
    );
  },
  'moringa seed': (r) =>
    [-34, 0, 34]
      .map((px, i) =>
        g(
          tr(px, -10, (i - 1) * 16),
          strokeP('M0 -80Q10 0 0 80', i % 2 ? '#8A7A4A' : '#7C9A45', 10),
          [-50, -20, 10, 40].map((py) => ellipse(py / 16, py, 3, 7, '#5E6B34', 'opacity="0.5"')).join(''),
        ),
      )
      .join('') +
    [
      [60, 80],
      [82, 70],
      [40, 86],
    ]
      .map(([x, y]) =>
        g(
          tr(x as number, y as number),
          ellipse(0, 0, 14, 9, '#F3EEDD', 'opacity="0.95"'),
          circle(0, 0, 5.5, '#8B6A44'),
        ),
      )
      .join('') +
    (r() > 2 ? '' : ''),
  carrot: () =>
    [-35, 0, 35]
      .map((px, i) =>
        g(
          tr(px, -20, (i - 1) * 16),
          [-12, 0, 12]
            .map((a) => leaf(0, -20, a * 2, 60, 10, i % 2 ? C.dark : C.green, { veins: 0 }))
            .join(''),
          pathEl('M-20 -20Q-22 40 0 110Q22 40 20 -20Q0 -28 -20 -20Z', C.orange),
          pathEl('M0 -24Q20 -28 20 -20Q22 40 0 110Z', shade(C.orange, 0.08)),
          [10, 34, 58].map((py) => line(-12, py, -4, py + 2, shade(C.orange, 0.25), 2)).join(''),
        ),
      )
      .join(''),
  marigold: () =>
    branch(-30, 100, -15, 130, { leaves: 4, leafLen: 40, leafW: 11, fill: C.dark, tip: false }) +
    branch(30, 100, 15, 110, { leaves: 3, leafLen: 36, leafW: 10, fill: C.g600, tip: false }) +
    marigold(-50, -35, 42) +
    marigold(48, -10, 36) +
    marigold(0, 35, 30),
  amaranth: () =>
    strokeP('M0 100Q4 20 0 -40', C.berry, 7) +
    [70, 40, 10]
      .map((py, i) =>
        ovalLeaf(0, py, i % 2 ? 55 : -55, 60 - i * 6, 28 - i * 3, i % 2 ? '#7FA24A' : C.g600, {
          vein: '#C06B8A',
        }),
      )
      .join('') +
    pathEl('M0 -30C-24 -60 -14 -100 0 -110C14 -100 24 -60 0 -30Z', '#B84A76') +
    pathEl('M0 -40C-34 -50 -50 -80 -52 -95C-30 -82 -14 -66 0 -40Z', '#C9628A') +
    pathEl('M0 -40C34 -50 50 -80 52 -95C30 -82 14 -66 0 -40Z', '#A83E69'),
  garlic: () => {
    const bulb = (x: number, y: number, k: number) =>
      g(
        tr(x, y, 0, k),
        [-14, -6, 0, 6, 14].map((px) => line(px * 0.4, 55, px, 68, '#D9CBB0', 2)).join(''),
        pathEl(
          'M0 -70C4 -50 45 -30 48 10C50 45 25 58 0 58C-25 58 -50 45 -48 10C-45 -30 -4 -50 0 -70Z',
          '#F5EFE3',
        ),
        strokeP('M0 -60C-8 -30 -20 20 -8 56', '#DCCFBA', 2.5),
        strokeP('M0 -60C8 -30 20 20 8 56', '#DCCFBA', 2.5),
        strokeP('M0 -55C-28 -20 -38 25 -28 50', '#E6DCCB', 2),
        strokeP('M0 -55C28 -20 38 25 28 50', '#E6DCCB', 2),
        pathEl('M-8 -70L8 -70L4 -92L-4 -92Z', '#E9E0CD'),
      );
    return (
      bulb(-30, 10, 1) +
      bulb(45, 35, 0.7) +
      g(tr(-70, 80, -30), pathEl('M0 -20C14 -10 16 10 0 20C-6 8 -6 -8 0 -20Z', '#F2EADA'))
    );
  },
  bacopa: () => {
    let out = '';
    for (const [sx, sy, rot, n] of [
      [-80, 60, 60, 6],
      [-60, 90, 35, 7],
      [20, 95, -20, 6],
    ] as [number, number, number, number][]) {
      out += branch(sx, sy, rot, 130, {
        leaves: n,
        leafLen: 18,
        leafW: 10,
        fill: C.green,
        fills: [C.green, C.g600],
        kind: 'oval',
        opposite: true,
        spread: 70,
        stem: C.g700,
        bend: 0.25,
      });
    }
    return out + smallFlower(-10, -40, 10) + smallFlower(40, -55, 9) + smallFlower(-40, 0, 8);
  },
  'gotu kola': () => {
    const kidney = (x: number, y: number, rad: number, col: string) =>
      pathEl(scallop(x, y, rad, 14, 0.06), col) +
      circle(x, y + rad * 0.3, rad * 0.16, tint(col, 0.5)) +
      [0, 1, 2, 3, 4]
        .map((i) =>
          line(
            x,
            y + rad * 0.2,
            x + Math.cos(-Math.PI * (0.1 + i * 0.2)) * rad * 0.8,
            y + Math.sin(-Math.PI * (0.1 + i * 0.2)) * rad * 0.8,
            tint(col, 0.35),
            2,
          ),
        )
        .join('');
    return (
      strokeP('M0 95Q-30 40 -50 -20', C.g700, 4) +
      strokeP('M0 95Q10 30 30 -50', C.g700, 4) +
      strokeP('M0 95Q40 60 65 10', C.g700, 4) +
      kidney(-50, -30, 40, C.green) +
      kidney(30, -60, 36, C.dark) +
      kidney(66, 5, 30, C.g600)
    );
  },
  shatavari: () => {
    let out = '';
    for (let i = 0; i < 7; i++) {
      const a = -50 + i * 16;
      out += g(tr(0, 10, a), pathEl('M-8 0Q-14 50 0 85Q14 50 8 0Z', i % 2 ? C.tan : '#D8B48A'));
    }
    for (let i = 0; i < 5; i++) {
      const a = -40 + i * 20;
      out += g(
        tr(0, 5, a),
        strokeP('M0 0Q4 -50 0 -95', C.g700, 3),
        [20, 40, 60, 80]
          .map((py) => line(0, -py, -12, -py - 10, C.green, 2) + line(0, -py, 12, -py - 10, C.dark, 2))
          .join(''),
      );
    }
    return out;
  },
  ginger: (r) =>
    rhizome(r, -10, 10, 1.2, '#D7B27A', '#F3DD9C') +
    leaf(-60, -40, -30, 80, 18, C.green) +
    leaf(-50, -40, 10, 70, 16, C.dark),
  turmeric: (r) =>
    rhizome(r, -10, 20, 1.2, '#C98A43', '#F2A13A') +
    leaf(-40, -30, -25, 110, 32, C.green) +
    leaf(-30, -30, 25, 95, 28, C.dark),
  cissus: () => {
    let out = '';
    let x0 = -70;
    let y0 = 90;
    for (let i = 0; i < 6; i++) {
      const x1 = x0 + 22 + (i % 2) * 6;
      const y1 = y0 - 32;
      const ang = (Math.atan2(x1 - x0, -(y1 - y0)) * 180) / Math.PI;
      out += g(
        tr(x0, y0, ang),
        rect(-8, -38, 16, 38, 5, i % 2 ? C.green : C.g600),
        line(0, -36, 0, -3, tint(C.green, 0.4), 2),
      );
      if (i % 2)
        out +=
          ovalLeaf(x1, y1, 60, 34, 18, C.dark) +
          strokeP(s`M${x1} ${y1}q-22 -8 -24 -26q0 -10 8 -8`, C.g700, 2);
      x0 = x1;
      y0 = y1;
    }
    return out;
  },
  gymnema: () =>
    branch(-50, 95, 10, 190, {
      leaves: 5,
      leafLen: 44,
      leafW: 22,
      fill: C.dark,
      kind: 'oval',
      opposite: true,
      spread: 65,
      stem: C.g700,
      bend: 0.3,
    }) +
    branch(40, 95, -8, 150, {
      leaves: 4,
      leafLen: 40,
      leafW: 20,
      fill: C.green,
      kind: 'oval',
      opposite: true,
      spread: 65,
      stem: C.g700,
      bend: -0.3,
    }),
  fenugreek: (r) =>
    seeds(r, 25, 66, 96, 40, 5.5, 4, ['#D9A441', '#C8912F', '#E2B457']) +
    bowl(25, 90, 110) +
    [
      [-55, 40, -20],
      [-70, 70, 10],
    ]
      .map(([px, py, a]) =>
        g(
          tr(px as number, py as number, a as number),
          strokeP('M0 0L0 -90', C.g700, 3),
          [-90, -60, -30]
            .map((py2) =>
              g(
                tr(0, py2),
                ovalLeaf(0, 0, -50, 22, 10, C.green, { veins: 0 }),
                ovalLeaf(0, 0, 0, 24, 11, C.dark, { veins: 0 }),
                ovalLeaf(0, 0, 50, 22, 10, C.green, { veins: 0 }),
              ),
            )
            .join(''),
        ),
      )
      .join(''),
  pomegranate: (r) => {
    let arils = '';
    for (let i = 0; i < 26; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * 27;
      arils +=
        circle(40 + Math.cos(a) * d, 45 + Math.sin(a) * d, 5, pick(r, ['#C0392B', '#D64541', '#E35D5B'])) +
        circle(39 + Math.cos(a) * d, 44 + Math.sin(a) * d, 1.5, '#fff', 'opacity="0.6"');
    }
    return (
      leaf(-70, -40, -50, 60, 18, C.dark) +
      fruit(-25, 0, 58, '#C8453A', { crown: true }) +
      g('', circle(40, 45, 40, '#B83A30'), circle(40, 45, 35, '#F4E0C8'), arils)
    );
  },
  'holy basil': () => {
    let out = strokeP('M0 100L0 -40', C.g700, 6);
    out += [60, 25, -10]
      .map(
        (py, i) =>
          ovalLeaf(0, py, -60, 46 - i * 6, 24 - i * 3, C.green) +
          ovalLeaf(0, py, 60, 46 - i * 6, 24 - i * 3, C.dark),
      )
      .join('');
    for (const [px, py, rot] of [
      [0, -40, 0],
      [-30, -10, -25],
      [30, -10, 25],
    ] as [number, number, number][]) {
      out += g(
        tr(px, py, rot),
        strokeP('M0 0L0 -70', C.purple, 4),
        [-20, -35, -50, -65]
          .map((q) => ellipse(-5, q, 5, 3.5, tint(C.purple, 0.2)) + ellipse(5, q + 6, 5, 3.5, C.purple))
          .join(''),
      );
    }
    return out;
  },
  ashwagandha: () => {
    let roots = '';
    for (let i = 0; i < 5; i++)
      roots += g(tr(0, 35, -30 + i * 15), pathEl('M-7 0Q-10 40 0 65Q10 40 7 0Z', i % 2 ? '#D6B98C' : C.tan));
    let berries = '';
    for (const [bx, by] of [
      [-45, -45],
      [-15, -60],
      [30, -50],
      [55, -20],
    ] as Pt[]) {
      berries +=
        pathEl(
          s`M${bx} ${by - 18}C${bx + 16} ${by - 10} ${bx + 14} ${by + 14} ${bx} ${by + 16}C${bx - 14} ${by + 14} ${bx - 16} ${by - 10} ${bx} ${by - 18}Z`,
          '#E9D7A8',
        ) +
        circle(bx, by + 2, 9, '#E0562E') +
        circle(bx - 3, by - 1, 2.5, '#fff', 'opacity="0.6"');
    }
    return (
      roots +
      strokeP('M0 40Q-4 -10 0 -70', C.g700, 5) +
      ovalLeaf(0, 10, -65, 55, 24, C.green) +
      ovalLeaf(0, -10, 60, 50, 22, C.dark) +
      ovalLeaf(0, -50, -20, 40, 18, C.g600) +
      berries
    );
  },
  mulberry: () => {
    const cordate = (x: number, y: number, rot: number, k: number, col: string) =>
      g(
        tr(x, y, rot, k),
        pathEl('M0 0C-14 6 -46 -4 -46 -36C-46 -66 -20 -84 0 -104C20 -84 46 -66 46 -36C46 -4 14 6 0 0Z', col),
        pathEl('M0 0C14 6 46 -4 46 -36C46 -66 20 -84 0 -104Z', shade(col, 0.1)),
        strokeP(
          'M0 -4L0 -92M0 -30L-30 -44M0 -30L30 -44M0 -55L-24 -70M0 -55L24 -70M0 -12L-32 -18M0 -12L32 -18',
          tint(col, 0.35),
          2,
        ),
      );
    return (
      cordate(-30, 85, -22, 1.25, C.green) +
      cordate(40, 75, 28, 1.05, C.dark) +
      berryCluster(-8, -45, 12, C.berry) +
      berryCluster(48, -20, 10, '#5E2A4A')
    );
  },
  coconut: () =>
    circle(-30, 10, 62, '#8B5E3C') +
    circle(-36, 4, 56, '#A06D45') +
    [0, 1, 2].map((i) => circle(-30 + (i - 1) * 14, -30, 5, '#5A3B24')).join('') +
    g(
      tr(45, 55),
      ellipse(0, 0, 50, 32, '#8B5E3C'),
      ellipse(0, -4, 44, 24, '#FBF8F0'),
      ellipse(0, -4, 32, 15, C.b100),
      ellipse(-8, -8, 10, 4, '#fff', 'opacity="0.8"'),
    ) +
    leaf(60, -40, 50, 80, 14, C.green, { veins: 0 }) +
    leaf(55, -40, 20, 70, 12, C.dark, { veins: 0 }),
};
/** The motif for an ingredient such as 'Fermented mung bean' or 'Organic ashwagandha root'. */
function motifFor(ingredient: string): Motif {
  const n = ingredient.toLowerCase();
  const keys = Object.keys(MOTIFS).sort((a, b) => b.length - a.length);
  for (const k of keys) if (n.includes(k)) return MOTIFS[k] as Motif;
  if (n.includes('lichen')) return MOTIFS.lichen as Motif;
  if (n.includes('algae')) return MOTIFS.microalgae as Motif;
  return MOTIFS.moringa as Motif;
}
/** Dominant powder colour for an ingredient. */
function powderColour(ingredient: string): string {
  const n = ingredient.toLowerCase();
  const table: [string, string][] = [
    ['carrot', '#F0A04B'],
    ['marigold', '#F2B23C'],
    ['turmeric', '#E9A23B'],
    ['annatto', '#D9663F'],
    ['pomegranate', '#C98272'],
    ['mushroom', '#D9C6A5'],
    ['lichen', '#A9B89A'],
    ['algae', '#4F8A3A'],
    ['chickpea', '#E3CB97'],
    ['garlic', '#EFE6D0'],
    ['coconut', '#F3EEE2'],
    ['ashwagandha', '#CDAE82'],
    ['shatavari', '#DCC49B'],
    ['ginger', '#E4C98C'],
    ['sunflower', '#E8D9A6'],
    ['fenugreek', '#D9B35C'],
    ['amla', '#B9C37A'],
    ['cissus', '#8DAA5B'],
    ['mung', '#A5B86A'],
  ];
  for (const [k, c] of table) if (n.includes(k)) return c;
  return '#86AE4F';
}

// ---------------------------------------------------------------------------------------------------------
// Backgrounds shared by the scenes
// ---------------------------------------------------------------------------------------------------------
type Tone = 'green' | 'blue' | 'warm' | 'mint';
const TONES: Record<Tone, [string, string, string]> = {
  green: [C.g50, C.g100, C.g200],
  blue: [C.b50, C.b100, C.b200],
  warm: ['#FFFBF1', '#FBF1D9', '#F4E3B8'],
  mint: ['#F4FAF5', '#E3F2E6', '#C9E6CF'],
};
/** A soft tinted background with an organic blob, dotted grid and a few sparkles. */
function softBg(a: Art, tone: Tone, o: { blob?: Pt; blobR?: Pt; dots?: boolean } = {}): string {
  const [c0, c1, c2] = TONES[tone];
  const { w, h, r } = a;
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin(
      [
        [0, c0],
        [1, c1],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const bc = o.blob ?? [w * 0.5, h * 0.5];
  const br = o.blobR ?? [Math.min(w, h * 1.4) * 0.38, h * 0.38];
  out += pathEl(
    blobPath(r, bc[0], bc[1], br[0], br[1], 8, 0.12),
    a.rad(
      [
        [0, C.white, 0.9],
        [0.55, c2, 0.45],
        [1, c2, 0.6],
      ],
      0.5,
      0.5,
      0.6,
    ),
  );
  if (o.dots !== false) {
    const dx = w * 0.06;
    const dy = h * 0.1;
    let dots = '';
    for (let i = 0; i < 5; i++)
      for (let j = 0; j < 4; j++)
        dots += circle(dx + i * h * 0.035, dy + j * h * 0.035, h * 0.006, tone === 'blue' ? C.b300 : C.g300);
    out += dots;
    let dots2 = '';
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 3; j++)
        dots2 += circle(
          w - dx - i * h * 0.035,
          h - dy - j * h * 0.035,
          h * 0.006,
          tone === 'blue' ? C.b300 : C.g300,
        );
    out += dots2;
  }
  out +=
    sparkle(w * 0.86, h * 0.16, h * 0.025, tone === 'blue' ? C.b300 : C.green) +
    sparkle(w * 0.12, h * 0.78, h * 0.018, C.b300);
  return out;
}
/** Corner foliage: leaves reaching in from the bottom corners. */
function cornerLeaves(a: Art, side: 'left' | 'right' | 'both', k = 1): string {
  const { w, h } = a;
  const L = h * 0.34 * k;
  let out = '';
  if (side !== 'right')
    out +=
      leaf(-L * 0.05, h + L * 0.1, 38, L, L * 0.38, C.dark) +
      leaf(L * 0.12, h + L * 0.15, 62, L * 0.85, L * 0.32, C.green) +
      leaf(-L * 0.1, h * 0.7, 95, L * 0.6, L * 0.22, C.g300);
  if (side !== 'left')
    out +=
      leaf(w + L * 0.05, h + L * 0.1, -38, L, L * 0.38, C.green) +
      leaf(w - L * 0.12, h + L * 0.15, -64, L * 0.8, L * 0.3, C.dark);
  return out;
}
function groundShadow(x: number, y: number, rx: number, o = 0.08): string {
  return ellipse(x, y, rx, rx * 0.08, C.b700, s`opacity="${o}"`);
}
/** Place a 200-unit motif so it fills `size` px around (x, y). */
function placeMotif(name: string, x: number, y: number, size: number, rot = 0): string {
  return g(tr(x, y, rot, size / 200), motifFor(name)(rng(name + x + y)));
}
function arrow(x1: number, y1: number, x2: number, y2: number, col: string, w: number, bend = 0): string {
  const mx = (x1 + x2) / 2 + bend;
  const my = (y1 + y2) / 2 - Math.abs(bend) * 0.5;
  const ang = Math.atan2(y2 - my, x2 - mx);
  const hx = x2 - Math.cos(ang) * w * 2.2;
  const hy = y2 - Math.sin(ang) * w * 2.2;
  const px = -Math.sin(ang) * w * 1.6;
  const py = Math.cos(ang) * w * 1.6;
  return (
    strokeP(s`M${x1} ${y1}Q${mx} ${my} ${hx} ${hy}`, col, w) +
    pathEl(
      polygon([
        [x2, y2],
        [hx + px, hy + py],
        [hx - px, hy - py],
      ]),
      col,
      'stroke-linejoin="round"',
    )
  );
}
function dashed(d: string, col: string, w: number): string {
  return strokeP(d, col, w, s`stroke-dasharray="${w * 2} ${w * 2.2}"`);
}

// ---------------------------------------------------------------------------------------------------------
// Wide banners (1600×600): the four catalogue lines, sustainability and the About tabs
// ---------------------------------------------------------------------------------------------------------
function bannerDeficiencies(a: Art): string {
  const { w, h, r } = a;
  let out = softBg(a, 'green', { blob: [w * 0.68, h * 0.55], blobR: [w * 0.3, h * 0.45] });
  out += sun(w * 0.9, h * 0.2, h * 0.07);
  out += op(0.35, molecule(w * 0.52, h * 0.24, 26, 'tocopherol', { bond: C.b200, atoms: [C.b300, C.g300] }));
  out += op(0.35, molecule(w * 0.86, h * 0.55, 22, 'folate', { bond: C.b200, atoms: [C.b300, C.g300] }));
  out += placeMotif('moringa', w * 0.56, h * 0.6, h * 0.62, -8);
  out += placeMotif('carrot', w * 0.8, h * 0.7, h * 0.44, 18);
  out += bowl(w * 0.68, h * 0.95, h * 0.62, C.white);
  out +=
    fruit(w * 0.62, h * 0.7, h * 0.07, '#C9DC78', { segs: 4 }) +
    fruit(w * 0.7, h * 0.66, h * 0.08, C.orange) +
    fruit(w * 0.665, h * 0.76, h * 0.065, '#A9CF5A') +
    fruit(w * 0.735, h * 0.76, h * 0.06, C.red);
  out +=
    leaf(w * 0.6, h * 0.76, -60, h * 0.16, h * 0.06, C.dark) +
    leaf(w * 0.76, h * 0.74, 55, h * 0.15, h * 0.055, C.green);
  out +=
    capsule(w * 0.9, h * 0.82, h * 0.1, -30, C.green, C.white) +
    capsule(w * 0.94, h * 0.9, h * 0.09, 20, C.blue, C.white);
  out += drop(w * 0.47, h * 0.82, h * 0.03, C.b300) + drop(w * 0.5, h * 0.66, h * 0.02, C.green);
  out += cornerLeaves(a, 'left', 1.1);
  for (let i = 0; i < 5; i++)
    out += circle(between(r, 0.4, 0.95) * w, between(r, 0.08, 0.4) * h, h * between(r, 0.008, 0.016), C.g300);
  return out;
}
function bannerConditions(a: Art): string {
  const { w, h } = a;
  let out = softBg(a, 'blue', { blob: [w * 0.7, h * 0.55], blobR: [w * 0.3, h * 0.45] });
  out += op(0.4, molecule(w * 0.9, h * 0.22, 24, 'steroid', { bond: C.b200, atoms: [C.b300, C.g300] }));
  out += placeMotif('gotu kola', w * 0.5, h * 0.62, h * 0.56, -10);
  out += placeMotif('bacopa', w * 0.88, h * 0.68, h * 0.5, 8);
  out += mortar(w * 0.68, h * 0.93, h * 0.52);
  out += placeMotif('turmeric', w * 0.56, h * 0.83, h * 0.3, 0);
  out += placeMotif('ginger', w * 0.8, h * 0.86, h * 0.26, 0);
  out += cornerLeaves(a, 'left', 1);
  out += sparkle(w * 0.6, h * 0.18, h * 0.03, C.green) + sparkle(w * 0.76, h * 0.28, h * 0.02, C.b400);
  return out;
}
function bannerRegenerative(a: Art): string {
  const { w, h, r } = a;
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin(
      [
        [0, '#FFF7E6'],
        [0.5, C.g50],
        [1, C.b50],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += sun(w * 0.78, h * 0.62, h * 0.2);
  out += sunRays(w * 0.78, h * 0.62, h * 0.26, h * 0.6, 16, C.sunSoft, 0.45);
  out += hill(0, w, [h * 0.82, h * 0.78, h * 0.84, h * 0.8, h * 0.86], h, C.g200);
  out += hill(0, w, [h * 0.92, h * 0.88, h * 0.9, h * 0.86, h * 0.9], h, C.g300);
  out += dna(w * 0.66, h * 0.46, w * 0.5, h * 0.14, 3.2, C.blue, C.dark, -14);
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const x = w * 0.43 + t * w * 0.46;
    const y = h * 0.66 - t * h * 0.4 + Math.sin(t * Math.PI * 6.4) * h * 0.1;
    out += leaf(x, y, i % 2 ? 40 : -40, h * 0.1, h * 0.04, i % 2 ? C.green : C.dark, { veins: 0 });
  }
  const cells: [number, number, number][] = [
    [0.33, 0.3, 0.1],
    [0.42, 0.74, 0.065],
    [0.95, 0.22, 0.06],
    [0.52, 0.15, 0.05],
  ];
  for (const [cx, cy, cr] of cells) out += cell(cx * w, cy * h, cr * h, rng(`cell${cx}`));
  out += sprout(w * 0.2, h * 0.9, h * 0.28) + sprout(w * 0.12, h * 0.95, h * 0.18, C.g300, C.green);
  for (let i = 0; i < 12; i++)
    out += circle(
      between(r, 0.35, 0.98) * w,
      between(r, 0.05, 0.8) * h,
      h * between(r, 0.005, 0.012),
      pick(r, [C.g300, C.b200, C.sunSoft]),
    );
  return out;
}
/** A cell: soft membrane, an off-centre nucleus and a few organelles. */
function cell(x: number, y: number, rad: number, r: Rand): string {
  let out = pathEl(
    blobPath(r, x, y, rad, rad * 0.86, 7, 0.08),
    C.g100,
    s`stroke="${C.g300}" stroke-width="${rad * 0.08}"`,
  );
  out +=
    pathEl(blobPath(r, x - rad * 0.25, y - rad * 0.12, rad * 0.34, rad * 0.3, 6, 0.08), C.b200) +
    circle(x - rad * 0.3, y - rad * 0.16, rad * 0.1, C.b400);
  out += ellipse(
    x + rad * 0.38,
    y + rad * 0.22,
    rad * 0.2,
    rad * 0.09,
    C.g300,
    s`transform="rotate(-30 ${x + rad * 0.38} ${y + rad * 0.22})"`,
  );
  out += ellipse(
    x + rad * 0.1,
    y + rad * 0.5,
    rad * 0.16,
    rad * 0.07,
    C.green,
    s`transform="rotate(15 ${x + rad * 0.1} ${y + rad * 0.5})"`,
  );
  out +=
    circle(x + rad * 0.42, y - rad * 0.3, rad * 0.06, C.dark) +
    circle(x - rad * 0.45, y + rad * 0.35, rad * 0.05, C.dark);
  return out;
}
function bannerLifeCycle(a: Art): string {
  const { w, h } = a;
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin([
      [0, C.b50],
      [1, C.g50],
    ]),
  );
  out += sun(w * 0.84, h * 0.22, h * 0.08);
  out += cloud(w * 0.55, h * 0.2, w * 0.1, C.white, 0.9) + cloud(w * 0.32, h * 0.3, w * 0.07, C.white, 0.8);
  out += hill(0, w, [h * 0.62, h * 0.58, h * 0.64, h * 0.6, h * 0.66, h * 0.62], h, C.b200, 'opacity="0.6"');
  out +=
    tree(w * 0.92, h * 0.7, h * 0.36, rng('lc1')) +
    tree(w * 0.08, h * 0.72, h * 0.28, rng('lc2'), { leaf: C.dark, leaf2: C.g700 });
  out += hill(0, w, [h * 0.76, h * 0.72, h * 0.74, h * 0.7, h * 0.74], h, C.g300);
  out += hill(0, w, [h * 0.9, h * 0.86, h * 0.88, h * 0.85, h * 0.9], h, C.green);
  // the growth of a plant along the bottom: seed, sprout, seedling, sapling, young tree
  const baseY = h * 0.93;
  out += ellipse(w * 0.14, baseY, h * 0.018, h * 0.012, C.brown);
  out += sprout(w * 0.2, baseY, h * 0.07) + sprout(w * 0.26, baseY, h * 0.12);
  out += branch(w * 0.33, baseY, 0, h * 0.2, {
    leaves: 4,
    leafLen: h * 0.07,
    leafW: h * 0.028,
    fill: C.dark,
  });
  // people of several life stages walking on the hill
  const yH = h * 0.8;
  const ph = h * 0.34;
  out += ellipse(w * 0.6, yH + 4, w * 0.2, h * 0.025, C.g700, 'opacity="0.12"');
  out += g(
    tr(w * 0.45, yH - 6),
    person(0, 0, ph * 0.92, { shirt: C.dark, pants: C.b700, skin: C.skin[0], hair: '#C9C9C9', skirt: true }),
    line(ph * 0.17, -ph * 0.46, ph * 0.22, 0, C.brown, ph * 0.025),
  );
  out += person(w * 0.51, yH - 2, ph, { shirt: C.blue, pants: C.b600, skin: C.skin[1] });
  out += person(w * 0.548, yH + 2, ph * 0.46, {
    shirt: C.orange,
    pants: C.blue,
    skin: C.skin[3],
    arms: 'wave',
  });
  out += g(
    tr(w * 0.6, yH - 4),
    person(0, 0, ph * 0.98, { shirt: C.pink, pants: C.berry, skin: C.skin[3], skirt: true, hair: '#3A2A20' }),
    ellipse(ph * 0.1, -ph * 0.53, ph * 0.075, ph * 0.1, shade(C.pink, 0.08)),
  );
  out += person(w * 0.665, yH, ph * 0.96, {
    shirt: C.green,
    pants: C.b700,
    skin: C.skin[0],
    skirt: true,
    hair: '#2B1E16',
    arms: 'hold',
  });
  out += person(w * 0.72, yH + 4, ph * 0.62, {
    shirt: C.sun,
    pants: C.blue,
    skin: C.skin[2],
    arms: 'wave',
    flip: true,
  });
  return out;
}
function bannerSustainability(a: Art): string {
  const { w, h, r } = a;
  let out = landscape(a, {
    horizon: h * 0.55,
    sunAt: [w * 0.8, h * 0.25],
    sunR: h * 0.08,
    rows: true,
    trees: 0,
    sky: [C.b50, '#FDF9EE'],
  });
  for (let i = 0; i < 9; i++)
    out += tree(
      w * (0.03 + i * 0.12) + between(r, -20, 20),
      h * 0.6 + between(r, -6, 6),
      h * between(r, 0.18, 0.26),
      r,
      i % 2 ? { leaf: C.dark, leaf2: C.g700 } : {},
    );
  out += palm(w * 0.9, h * 0.92, h * 0.55, -6) + palm(w * 0.96, h * 0.95, h * 0.45, 8);
  out += person(w * 0.3, h * 0.9, h * 0.26, {
    hat: 'straw',
    basket: C.green,
    arms: 'hold',
    shirt: C.blue,
    skin: C.skin[1],
  });
  out += person(w * 0.36, h * 0.92, h * 0.24, {
    hat: 'scarf',
    shirt: C.orange,
    pants: C.berry,
    skirt: true,
    skin: C.skin[0],
    basket: C.dark,
  });
  out += cornerLeaves(a, 'left', 1.2);
  return out;
}
function bannerAboutCompany(a: Art): string {
  const { w, h, r } = a;
  let out = landscape(a, {
    horizon: h * 0.62,
    sunAt: [w * 0.12, h * 0.22],
    sunR: h * 0.07,
    trees: 6,
    sky: [C.b50, C.g50],
  });
  out += office(w * 0.62, h * 0.78, w * 0.16, h * 0.44);
  out += factory(w * 0.82, h * 0.8, w * 0.18);
  out += greenhouse(a, w * 0.42, h * 0.8, w * 0.13);
  for (let i = 0; i < 4; i++) out += tree(w * (0.5 + i * 0.13), h * 0.84, h * between(r, 0.16, 0.22), r);
  out += hill(0, w, [h * 0.86, h * 0.84, h * 0.88, h * 0.85], h, C.green);
  out += cornerLeaves(a, 'left', 1.1);
  return out;
}
function bannerLearnVitamins(a: Art): string {
  const { w, h } = a;
  let out = softBg(a, 'warm', { blob: [w * 0.66, h * 0.55], blobR: [w * 0.32, h * 0.45] });
  out += op(0.5, molecule(w * 0.5, h * 0.25, 22, 'carotenoid', { bond: C.b200, atoms: [C.b300, C.g300] }));
  out += op(0.5, molecule(w * 0.9, h * 0.3, 24, 'ring', { bond: C.b200, atoms: [C.b300, C.orange] }));
  out += placeMotif('pomegranate', w * 0.52, h * 0.72, h * 0.36);
  out += placeMotif('carrot', w * 0.64, h * 0.62, h * 0.5, -15);
  out += placeMotif('amla', w * 0.76, h * 0.74, h * 0.38);
  out += placeMotif('sunflower', w * 0.88, h * 0.62, h * 0.5, 8);
  out += placeMotif('mushroom', w * 0.42, h * 0.8, h * 0.3);
  out += cornerLeaves(a, 'left', 1);
  return out;
}
function bannerLearnBrand(a: Art): string {
  const { w, h, r } = a;
  let out = softBg(a, 'green', { blob: [w * 0.68, h * 0.55], blobR: [w * 0.3, h * 0.45] });
  out += placeMotif('moringa', w * 0.48, h * 0.6, h * 0.64, -12);
  out += jar(w * 0.64, h * 0.9, h * 0.55);
  out += pouch(w * 0.76, h * 0.9, h * 0.48, C.b100, C.green);
  out += jar(w * 0.86, h * 0.9, h * 0.38, { lid: C.dark, label: C.b100 });
  out +=
    powder(w * 0.55, h * 0.92, h * 0.3, '#86AE4F', r) + scoop(w * 0.57, h * 0.91, h * 0.22, '#86AE4F', -8);
  out += placeMotif('amla', w * 0.94, h * 0.84, h * 0.22);
  out += cornerLeaves(a, 'left', 1);
  return out;
}
function bannerScience(a: Art): string {
  const { w, h } = a;
  let out = softBg(a, 'blue', { blob: [w * 0.68, h * 0.55], blobR: [w * 0.3, h * 0.45] });
  out += op(0.45, molecule(w * 0.48, h * 0.22, 24, 'steroid', { bond: C.b300, atoms: [C.blue, C.green] }));
  out += op(0.45, molecule(w * 0.92, h * 0.2, 20, 'tocopherol', { bond: C.b300, atoms: [C.blue, C.green] }));
  out += rect(w * 0.4, h * 0.86, w * 0.58, h * 0.03, 4, C.b300);
  out += microscope(w * 0.5, h * 0.86, h * 0.46);
  out += flask(a, w * 0.62, h * 0.86, h * 0.34, C.green, 0.45);
  out += testTubes(w * 0.73, h * 0.86, h * 0.3, [C.green, C.sun, C.b300, C.dark]);
  out += beaker(a, w * 0.84, h * 0.86, h * 0.26, C.b300, 0.5);
  out += petri(w * 0.93, h * 0.85, h * 0.06);
  out +=
    leaf(w * 0.62, h * 0.52, -20, h * 0.14, h * 0.05, C.dark) +
    leaf(w * 0.62, h * 0.52, 25, h * 0.12, h * 0.045, C.green);
  out += dna(w * 0.76, h * 0.32, w * 0.16, h * 0.05, 1.6, C.blue, C.green, -8);
  out += cornerLeaves(a, 'left', 0.9);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// 4:3 cards (800×600)
// ---------------------------------------------------------------------------------------------------------
type Scene = (a: Art) => string;
const FEATURE_SCENES: [string, Scene][] = [
  [
    'description',
    (a) =>
      softBg(a, 'green') +
      placeMotif('moringa', 250, 330, 300, -10) +
      bowl(400, 520, 330) +
      fruit(330, 410, 44, '#C9DC78', { segs: 4 }) +
      fruit(420, 395, 52, C.orange, { stalk: true, leafC: C.green }) +
      fruit(480, 440, 40, '#A9CF5A') +
      fruit(375, 455, 36, C.red) +
      leaf(290, 450, -70, 70, 26, C.dark) +
      leaf(520, 450, 70, 64, 24, C.green) +
      jar(610, 525, 190) +
      powder(560, 530, 110, '#86AE4F', a.r) +
      sparkle(640, 190, 16, C.green),
  ],
  [
    'broadspectrum-vitamers',
    (a) => {
      let out = softBg(a, 'blue');
      const cols: [string, string][] = [
        [C.orange, C.sun],
        [C.green, C.dark],
        [C.blue, C.b400],
        [C.red, C.orange],
        [C.dark, C.g300],
      ];
      const kinds: MolKind[] = ['carotenoid', 'tocopherol', 'steroid', 'folate', 'ring'];
      for (let i = 0; i < 5; i++) {
        const ang = Math.PI * (1.1 + (i * 0.8) / 4);
        out += molecule(
          400 + Math.cos(ang) * 255,
          440 + Math.sin(ang) * 255,
          [9, 15, 19, 15, 22][i] as number,
          kinds[i] as MolKind,
          { bond: C.b300, atoms: cols[i] },
        );
      }
      out += strokeP('M130 440A270 270 0 0 1 670 440', C.b200, 6, 'stroke-dasharray="2 14"');
      out += leaf(400, 545, -28, 210, 78, C.green) + leaf(400, 545, 30, 190, 70, C.dark);
      out += groundShadow(400, 545, 120);
      return out;
    },
  ],
  [
    'quality-by-design',
    (a) =>
      softBg(a, 'green') +
      clipboard(300, 520, 340, 5) +
      magnifier(520, 300, 90, 40, leaf(0, 40, 0, 80, 30, C.green)) +
      gear(600, 470, 55, C.blue, 10) +
      gear(670, 410, 34, C.b400, 8) +
      sparkle(180, 180, 16, C.green),
  ],
  [
    'specialized-agriculture',
    (a) => {
      let out = landscape(a, { horizon: 330, sunAt: [640, 120], sunR: 48, rows: true, trees: 3 });
      out += person(250, 520, 150, {
        hat: 'straw',
        basket: C.green,
        arms: 'hold',
        skin: C.skin[1],
        shirt: C.blue,
      });
      out += person(560, 500, 120, {
        hat: 'scarf',
        skirt: true,
        shirt: C.orange,
        pants: C.berry,
        skin: C.skin[0],
      });
      out += grassTuft(100, 560, 50, C.dark) + grassTuft(700, 575, 60, C.dark);
      return out;
    },
  ],
  [
    'minimal-intervention',
    (a) => {
      let out = softBg(a, 'warm');
      out += sun(620, 140, 46) + sunRays(620, 140, 60, 100, 12, C.sun, 0.5);
      out += leaf(190, 420, -10, 190, 70, C.green);
      out += arrow(280, 340, 380, 340, C.b300, 8, 0);
      out +=
        rect(390, 400, 200, 16, 8, C.tan) +
        [0, 1, 2, 3, 4]
          .map((i) => leaf(420 + i * 36, 400, 90, 60, 16, i % 2 ? C.g600 : '#8DB04F', { veins: 0 }))
          .join('');
      out += line(400, 416, 390, 500, C.brown, 8) + line(580, 416, 590, 500, C.brown, 8);
      out += arrow(610, 420, 650, 470, C.b300, 8, 20);
      out += powder(650, 540, 170, '#86AE4F', a.r);
      return out;
    },
  ],
  [
    'compliant-manufacturing',
    (a) =>
      softBg(a, 'blue') +
      factory(370, 500, 360) +
      groundShadow(370, 505, 220) +
      g('', pathEl(shieldPath(640, 250, 130), C.green), check(640, 250, 60, '#fff', 14)) +
      gear(150, 200, 44, C.b300, 9),
  ],
  [
    'green-chemistry',
    (a) =>
      softBg(a, 'mint') +
      flask(a, 350, 520, 300, C.green, 0.42) +
      leaf(350, 440, -25, 110, 42, C.dark) +
      leaf(352, 440, 20, 90, 34, '#fff', { shade: C.g100, vein: C.g300 }) +
      beaker(a, 560, 520, 170, C.g300, 0.45) +
      drop(560, 250, 30, C.b300) +
      molecule(180, 240, 20, 'ring', { bond: C.b300, atoms: [C.green, C.dark] }) +
      groundShadow(440, 525, 240),
  ],
  [
    'comprehensive-range',
    (a) => {
      let out = softBg(a, 'green');
      out += rect(110, 300, 580, 14, 6, C.tan) + rect(110, 500, 580, 14, 6, C.tan);
      const lids = [C.blue, C.dark, C.orange, C.green, C.berry];
      const labels = [C.g100, C.b100, '#FCE9D2', C.g200, '#F2DCE5'];
      for (let i = 0; i < 5; i++)
        out += jar(170 + i * 115, 300, 130, { lid: lids[i], label: labels[i], mark: C.green });
      for (let i = 0; i < 4; i++)
        out += pouch(
          190 + i * 140,
          500,
          150,
          [C.g100, C.b100, '#FCE9D2', C.g200][i],
          [C.green, C.blue, C.orange, C.dark][i],
        );
      return out;
    },
  ],
];
const USP_SCENES: [string, Scene][] = [
  [
    'product-identity',
    (a) =>
      softBg(a, 'green') +
      jar(330, 520, 300) +
      magnifier(540, 290, 120, 40, molecule(0, 0, 40, 'ring', { bond: C.b300, atoms: [C.green, C.blue] })) +
      g(
        tr(200, 220, -12),
        rect(-50, -30, 100, 60, 10, C.blue),
        circle(-30, 0, 8, '#fff'),
        rect(-10, -12, 45, 8, 4, C.b200),
        rect(-10, 4, 35, 8, 4, C.b200),
      ),
  ],
  [
    'sustainability',
    (a) =>
      softBg(a, 'mint') +
      cycleArrows(400, 300, 200, C.green, C.blue, 16) +
      globe(a, 400, 300, 140) +
      sprout(400, 175, 90) +
      leaf(220, 470, -30, 90, 34, C.dark) +
      leaf(590, 470, 40, 80, 30, C.green),
  ],
  [
    'traceability',
    (a) => {
      let out = softBg(a, 'blue');
      out += dashed('M140 470C240 300 340 520 420 380S600 240 670 330', C.b400, 7);
      out += g(
        tr(140, 520),
        rect(-100, -50, 200, 70, 14, C.g200),
        [0, 1, 2, 3].map((i) => sprout(-66 + i * 44, -8, 62)).join(''),
      );
      out += factory(410, 460, 210);
      out += jar(670, 480, 170);
      out += pin(140, 400, 96, C.green) + pin(410, 290, 96, C.blue) + pin(670, 270, 96, C.dark);
      return out;
    },
  ],
  [
    'bio-availability',
    (a) => {
      let out = softBg(a, 'green');
      out += circle(430, 320, 200, C.g100, s`stroke="${C.green}" stroke-width="14" stroke-dasharray="40 8"`);
      out += circle(470, 330, 70, C.g200) + circle(480, 320, 34, C.dark);
      out +=
        ellipse(340, 400, 40, 18, C.g300, 'transform="rotate(-20 340 400)"') +
        ellipse(390, 220, 30, 14, C.b200, 'transform="rotate(30 390 220)"');
      for (const [x, y, c] of [
        [150, 200, C.blue],
        [110, 330, C.green],
        [170, 450, C.dark],
        [250, 320, C.green],
        [300, 260, C.blue],
      ] as [number, number, string][])
        out += circle(x, y, 16, c) + circle(x - 5, y - 5, 5, '#fff', 'opacity="0.6"');
      out += arrow(90, 260, 220, 300, C.b300, 7, 30) + arrow(100, 420, 230, 360, C.b300, 7, -30);
      return out;
    },
  ],
];
const SUSTAINABILITY_SCENES: [string, Scene][] = [
  [
    'sustainability-programme',
    (a) => {
      let out = softBg(a, 'green');
      for (let i = 0; i < 14; i++) {
        const ang = (i / 14) * 360;
        out += g(tr(400, 300, ang), leaf(0, -150, 30, 90, 32, i % 2 ? C.green : C.dark, { veins: 2 }));
      }
      out += globe(a, 400, 300, 120);
      return out;
    },
  ],
  [
    'agroecology-centre',
    (a) =>
      softBg(a, 'mint') +
      greenhouse(a, 320, 500, 380) +
      tree(610, 500, 260, a.r) +
      sprout(90, 510, 80) +
      groundShadow(400, 505, 330) +
      sun(640, 120, 40),
  ],
  [
    'three-model-supply-chain',
    (a) => {
      let out = softBg(a, 'blue');
      const nodes: [number, number, string][] = [
        [170, 330, C.green],
        [400, 220, C.blue],
        [630, 330, C.dark],
      ];
      out +=
        arrow(250, 300, 320, 250, C.b300, 8, 0) +
        arrow(480, 250, 550, 300, C.b300, 8, 0) +
        dashed('M200 430Q400 540 600 430', C.b300, 6);
      for (const [x, y, c] of nodes)
        out += circle(x, y, 90, '#fff') + circle(x, y, 90, 'none', s`stroke="${c}" stroke-width="10"`);
      out += g(tr(170, 370), [0, 1, 2].map((i) => sprout(-40 + i * 40, 0, 70)).join(''));
      out += factory(400, 265, 110);
      out += jar(630, 385, 110);
      return out;
    },
  ],
  [
    'non-gmo-programme',
    (a) =>
      softBg(a, 'green') +
      dna(400, 250, 300, 60, 2, C.b300, C.g300, -20) +
      circle(400, 250, 190, 'none', s`stroke="${C.red}" stroke-width="18" opacity="0.85"`) +
      line(270, 120, 530, 380, C.red, 18, 'opacity="0.85"') +
      g(
        tr(400, 540),
        rect(-220, -40, 440, 50, 20, C.tan),
        [0, 1, 2, 3, 4].map((i) => sprout(-170 + i * 85, -30, 90)).join(''),
      ),
  ],
  [
    'farmer-welfare',
    (a) =>
      landscape(a, { horizon: 360, sunAt: [120, 120], sunR: 40, rows: true }) +
      person(330, 540, 220, { hat: 'straw', shirt: C.blue, skin: C.skin[1], arms: 'hold', basket: C.green }) +
      person(470, 545, 200, { hat: 'scarf', shirt: C.orange, pants: C.berry, skirt: true, skin: C.skin[0] }) +
      person(405, 550, 110, { shirt: C.sun, pants: C.blue, skin: C.skin[3], arms: 'wave' }) +
      pathEl(heartPath(620, 170, 90), C.red) +
      pathEl(heartPath(600, 150, 30), '#fff', 'opacity="0.35"'),
  ],
  [
    'traceability-programme',
    (a) =>
      softBg(a, 'blue') +
      dashed('M120 480C220 380 300 520 400 400S560 260 680 300', C.b400, 6) +
      pin(120, 470, 70, C.green) +
      pin(400, 390, 70, C.blue) +
      pin(680, 290, 70, C.dark) +
      magnifier(380, 240, 120, 40, leaf(0, 60, 0, 120, 46, C.green)) +
      clipboard(640, 560, 180, 3),
  ],
  [
    'medicinal-plant-certification',
    (a) =>
      softBg(a, 'mint') +
      placeMotif('holy basil', 320, 330, 360) +
      seal(580, 330, 110, C.green, C.dark) +
      groundShadow(320, 510, 140),
  ],
  [
    'carbon-footprint',
    (a) => {
      let out = softBg(a, 'green');
      out +=
        cloud(600, 200, 260, C.b100) +
        text('CO', 588, 182, { font: 'sansBold', size: 56, fill: C.b400, anchor: 'middle' }) +
        text('2', 636, 196, { font: 'sansBold', size: 32, fill: C.b400, anchor: 'middle' });
      out += pathEl(
        'M330 540C250 540 230 450 240 380C250 300 290 250 340 260C390 270 400 340 390 410C380 480 400 540 330 540Z',
        C.green,
      );
      out += pathEl(
        'M330 540C300 500 300 420 320 360L390 410C380 480 400 540 330 540Z',
        C.dark,
        'opacity="0.5"',
      );
      for (const [x, y, r0] of [
        [250, 215, 26],
        [300, 195, 22],
        [345, 192, 19],
        [385, 202, 16],
        [418, 222, 13],
      ] as [number, number, number][])
        out += ellipse(x, y, r0 * 0.85, r0, C.green);
      out += leaf(330, 470, -10, 150, 50, '#fff', { shade: C.g100, vein: C.g300 });
      out += arrow(520, 430, 640, 360, C.b300, 8, -20);
      return out;
    },
  ],
];
const ABOUT_BODY_SCENES: [string, Scene][] = [
  [
    'farm',
    (a) =>
      landscape(a, { horizon: 330, sunAt: [650, 110], sunR: 44, rows: true, trees: 5 }) +
      tree(110, 460, 220, a.r) +
      person(560, 520, 130, { hat: 'straw', basket: C.green, arms: 'hold' }),
  ],
  [
    'lab',
    (a) =>
      softBg(a, 'blue') +
      rect(60, 470, 680, 20, 6, C.b300) +
      microscope(200, 470, 210) +
      flask(a, 350, 470, 170, C.green) +
      testTubes(490, 470, 150, [C.green, C.sun, C.b300]) +
      person(650, 470, 260, { coat: true, arms: 'hold', skin: C.skin[0], shirt: C.blue }),
  ],
  [
    'vitamin-foods',
    (a) =>
      softBg(a, 'warm') +
      placeMotif('carrot', 250, 330, 240, -20) +
      placeMotif('pomegranate', 440, 400, 220) +
      placeMotif('amla', 600, 380, 220) +
      placeMotif('mushroom', 330, 470, 160) +
      placeMotif('sunflower', 600, 180, 140),
  ],
  [
    'plant-cells',
    (a) => {
      let out = rect(0, 0, a.w, a.h, 0, C.g100);
      const size = 150;
      for (let j = -1; j < 6; j++) {
        for (let i = -1; i < 7; i++) {
          const x = i * size + (j % 2 ? size / 2 : 0);
          const y = j * size * 0.85;
          const rr = rng(`cell${i}${j}`);
          out += pathEl(
            blobPath(rr, x, y, size * 0.47, size * 0.4, 6, 0.08),
            C.g300,
            s`stroke="${C.dark}" stroke-width="8"`,
          );
          out +=
            circle(x + size * 0.12, y - size * 0.05, size * 0.12, C.b300) +
            circle(x + size * 0.14, y - size * 0.07, size * 0.05, C.blue);
          for (let k = 0; k < 4; k++)
            out += ellipse(
              x + between(rr, -0.3, 0.1) * size,
              y + between(rr, -0.2, 0.25) * size,
              size * 0.07,
              size * 0.035,
              C.dark,
              s`transform="rotate(${between(rr, 0, 180)} ${x} ${y})"`,
            );
        }
      }
      return (
        out +
        magnifier(
          560,
          260,
          130,
          40,
          circle(0, 0, 100, C.g200) +
            circle(20, -10, 30, C.b300) +
            circle(25, -12, 12, C.blue) +
            ellipse(-40, 30, 22, 10, C.dark) +
            ellipse(-30, -40, 18, 9, C.dark),
        )
      );
    },
  ],
  [
    'team',
    (a) =>
      softBg(a, 'green') +
      person(230, 520, 250, { shirt: C.blue, skin: C.skin[1], arms: 'down' }) +
      person(330, 525, 235, {
        coat: true,
        shirt: C.green,
        skin: C.skin[2],
        skirt: true,
        pants: C.b600,
        arms: 'hold',
      }) +
      person(440, 520, 255, { shirt: C.dark, skin: C.skin[0], arms: 'wave' }) +
      person(545, 525, 232, { shirt: C.orange, skin: C.skin[3], skirt: true, pants: C.berry, hat: 'scarf' }) +
      groundShadow(390, 525, 260),
  ],
  [
    'molecules',
    (a) =>
      softBg(a, 'blue') +
      molecule(250, 200, 44, 'steroid') +
      molecule(470, 440, 30, 'tocopherol') +
      molecule(170, 450, 34, 'glucose', { atoms: [C.green, C.blue] }) +
      corrin(590, 200, 130),
  ],
];
const SERVICE_SCENES: [string, Scene][] = [
  [
    'white-label',
    (a) =>
      softBg(a, 'green') +
      jar(300, 500, 260, { label: '#fff', mark: C.g200, fillC: C.g200 }) +
      pouch(520, 500, 260, '#fff', C.g200) +
      g(
        tr(660, 220, 12),
        rect(-70, -45, 140, 90, 12, C.blue),
        rect(-50, -20, 100, 12, 6, '#fff'),
        rect(-50, 4, 70, 10, 5, C.b300),
      ) +
      strokeP('M600 290Q560 360 590 380', C.b400, 5, 'stroke-dasharray="4 8"'),
  ],
  [
    'custom-development',
    (a) =>
      softBg(a, 'blue') +
      flask(a, 330, 500, 260, C.green, 0.4) +
      gear(560, 300, 80, C.blue, 12) +
      gear(650, 420, 50, C.b400, 9) +
      placeMotif('moringa', 180, 380, 200, -15) +
      molecule(540, 130, 16, 'ring', { bond: C.b300 }),
  ],
  [
    'clinical-studies',
    (a) =>
      softBg(a, 'green') +
      clipboard(280, 520, 340, 0, false) +
      barChart(195, 430, 170, 150, [0.35, 0.55, 0.7, 0.9], [C.g300, C.green, C.dark, C.blue]) +
      capsule(560, 420, 110, -30, C.green, '#fff') +
      capsule(640, 480, 90, 20, C.blue, '#fff') +
      beaker(a, 580, 300, 120, C.g300) +
      sparkle(660, 170, 18, C.green),
  ],
];

// ---------------------------------------------------------------------------------------------------------
// Seals, certificates, compliance icons and certificate logos
// ---------------------------------------------------------------------------------------------------------
/** A rosette seal with optional ribbon tails and ring text. */
function seal(
  x: number,
  y: number,
  r: number,
  c1: string,
  c2: string,
  o: { top?: string; bottom?: string; ribbon?: boolean; inner?: string } = {},
): string {
  let out = '';
  if (o.ribbon !== false) {
    for (const side of [-1, 1]) {
      out += g(
        tr(x, y, side * 22),
        pathEl(
          s`M${-r * 0.22} 0L${r * 0.22} 0L${r * 0.22} ${r * 1.45}L0 ${r * 1.25}L${-r * 0.22} ${r * 1.45}Z`,
          side < 0 ? c2 : shade(c2, 0.12),
        ),
      );
    }
  }
  out += pathEl(star(x, y, r, r * 0.9, 32), c1);
  out += circle(x, y, r * 0.8, c2);
  out += circle(
    x,
    y,
    r * 0.72,
    'none',
    s`stroke="#fff" stroke-width="${r * 0.025}" stroke-dasharray="${r * 0.04} ${r * 0.035}" opacity="0.85"`,
  );
  if (o.top)
    out += circleText(o.top, x, y, r * 0.52, {
      font: 'sansBold',
      size: r * 0.15,
      fill: '#fff',
      tracking: 0.08,
    });
  if (o.bottom)
    out += circleText(o.bottom, x, y, r * 0.66, {
      font: 'sansBold',
      size: r * 0.15,
      fill: '#fff',
      tracking: 0.08,
      bottom: true,
    });
  out +=
    o.inner ??
    pathEl(star(x, y, r * 0.3, r * 0.13, 5), '#fff') +
      leaf(x, y + r * 0.46, -40, r * 0.22, r * 0.08, '#fff', { shade: null, vein: null }) +
      leaf(x, y + r * 0.46, 40, r * 0.22, r * 0.08, '#fff', { shade: null, vein: null });
  return out;
}
function guillocheBorder(a: Art, m: number, band: number, col: string, col2: string): string {
  const { w, h } = a;
  let out = rect(m, m, w - 2 * m, h - 2 * m, 4, 'none', s`stroke="${col}" stroke-width="6"`);
  out += rect(
    m + band,
    m + band,
    w - 2 * (m + band),
    h - 2 * (m + band),
    2,
    'none',
    s`stroke="${col}" stroke-width="2"`,
  );
  const wave = (x0: number, y0: number, x1: number, y1: number, ph: number) => {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const n = Math.round(len / 18);
    const pts: Pt[] = [];
    for (let i = 0; i <= n * 4; i++) {
      const t = i / (n * 4);
      const off = Math.sin(t * n * Math.PI * 2 + ph) * band * 0.28;
      const nx = -(y1 - y0) / len;
      const ny = (x1 - x0) / len;
      pts.push([x0 + (x1 - x0) * t + nx * off, y0 + (y1 - y0) * t + ny * off]);
    }
    return strokeP(smoothOpen(pts), ph ? col2 : col, 1.6, 'opacity="0.8"');
  };
  const c = m + band / 2;
  for (const ph of [0, Math.PI]) {
    out +=
      wave(c, c, w - c, c, ph) +
      wave(w - c, c, w - c, h - c, ph) +
      wave(w - c, h - c, c, h - c, ph) +
      wave(c, h - c, c, c, ph);
  }
  for (const [cx, cy] of [
    [c, c],
    [w - c, c],
    [c, h - c],
    [w - c, h - c],
  ] as Pt[]) {
    out +=
      circle(cx, cy, band * 0.75, '#FFFEF8') +
      pathEl(star(cx, cy, band * 0.62, band * 0.3, 8), col) +
      circle(cx, cy, band * 0.16, '#FFFEF8');
  }
  return out;
}
interface CertSpec {
  name: string;
  heading: string;
  standard: string;
  subtitle: string;
  scope: string;
  accent: string;
  sealTop: string;
}
const CERTIFICATES: CertSpec[] = [
  {
    name: 'iso-9001-registered-office',
    heading: 'CERTIFICATE OF REGISTRATION',
    standard: 'ISO 9001:2015',
    subtitle: 'Quality Management System',
    scope: 'Scope: Registered Office',
    accent: C.blue,
    sealTop: 'QUALITY',
  },
  {
    name: 'iso-9001-rd-centre',
    heading: 'CERTIFICATE OF REGISTRATION',
    standard: 'ISO 9001:2015',
    subtitle: 'Quality Management System',
    scope: 'Scope: R&D Centre',
    accent: C.blue,
    sealTop: 'QUALITY',
  },
  {
    name: 'iso-9001-manufacturing',
    heading: 'CERTIFICATE OF REGISTRATION',
    standard: 'ISO 9001:2015',
    subtitle: 'Quality Management System',
    scope: 'Scope: Manufacturing',
    accent: C.blue,
    sealTop: 'QUALITY',
  },
  {
    name: 'gmp-certified',
    heading: 'CERTIFICATE OF COMPLIANCE',
    standard: 'GMP Certified',
    subtitle: 'Good Manufacturing Practice',
    scope: 'Scope: Plant-based nutraceutical ingredients',
    accent: C.dark,
    sealTop: 'GMP',
  },
  {
    name: 'fssai-approved',
    heading: 'CERTIFICATE OF APPROVAL',
    standard: 'FSSAI Approved',
    subtitle: 'Food Safety and Standards Licence',
    scope: 'Scope: Manufacture of food ingredients',
    accent: C.blue,
    sealTop: 'FSSAI',
  },
  {
    name: 'organic-certified',
    heading: 'CERTIFICATE OF CONFORMITY',
    standard: 'Organic Certified',
    subtitle: 'Organic production and processing',
    scope: 'Scope: Whole-food vitamin and mineral ingredients',
    accent: C.dark,
    sealTop: 'ORGANIC',
  },
];
function certificate(a: Art, c: CertSpec): string {
  const { w, h } = a;
  let out = rect(0, 0, w, h, 0, '#FFFEF8');
  out += rect(
    0,
    0,
    w,
    h,
    0,
    a.rad(
      [
        [0, '#FFFFFF', 0],
        [1, C.g100, 0.7],
      ],
      0.5,
      0.45,
      0.75,
    ),
  );
  out += guillocheBorder(a, 34, 34, c.accent, C.green);
  // watermark leaf
  out += op(
    0.06,
    leaf(w / 2, h * 0.78, -28, h * 0.42, h * 0.16, C.green, { shade: null, vein: null }),
    leaf(w / 2, h * 0.78, 30, h * 0.36, h * 0.14, C.dark, { shade: null, vein: null }),
  );
  // brand mark
  out +=
    leaf(w / 2 - 4, 190, -32, 70, 26, C.green, { veins: 0 }) +
    leaf(w / 2 + 4, 190, 32, 62, 23, C.dark, { veins: 0 });
  out += text(BRAND_NAME.toUpperCase(), w / 2, 228, {
    font: 'sansBold',
    size: 22,
    fill: C.blue,
    anchor: 'middle',
    tracking: 0.25,
  });
  out += text(c.heading, w / 2, 318, {
    font: 'serifBold',
    size: 40,
    fill: c.accent,
    anchor: 'middle',
    tracking: 0.06,
  });
  out += line(w / 2 - 160, 346, w / 2 + 160, 346, C.green, 3) + pathEl(star(w / 2, 346, 9, 4, 4), C.green);
  out += text('This is to certify that', w / 2, 410, {
    font: 'serifItalic',
    size: 26,
    fill: C.grey,
    anchor: 'middle',
  });
  out += text(BRAND_NAME, w / 2, 478, { font: 'serifBold', size: 54, fill: C.dark, anchor: 'middle' });
  out += text('has been assessed and found to conform to the requirements of', w / 2, 536, {
    font: 'serif',
    size: 22,
    fill: C.grey,
    anchor: 'middle',
  });
  const stdSize = textWidth(c.standard, { font: 'serifBold', size: 78 }) > 640 ? 64 : 78;
  out += text(c.standard, w / 2, 640, { font: 'serifBold', size: stdSize, fill: c.accent, anchor: 'middle' });
  out += text(c.subtitle, w / 2, 690, {
    font: 'sans',
    size: 26,
    fill: C.ink,
    anchor: 'middle',
    tracking: 0.04,
  });
  const scopeSize = textWidth(c.scope, { font: 'sansBold', size: 24 }) > 660 ? 20 : 24;
  out += rect(w / 2 - 330, 724, 660, 54, 27, C.g100);
  out += text(c.scope, w / 2, 759, { font: 'sansBold', size: scopeSize, fill: C.g700, anchor: 'middle' });
  // seal and signatures
  out += seal(w / 2, 900, 92, C.green, c.accent, { top: c.sealTop, bottom: 'CERTIFIED' });
  for (const [sx, label] of [
    [200, 'Authorised Signatory'],
    [w - 200, 'Lead Assessor'],
  ] as [number, string][]) {
    out += line(sx - 110, 1010, sx + 110, 1010, C.b300, 2);
    out += text(label, sx, 1040, { font: 'sans', size: 18, fill: C.grey, anchor: 'middle' });
  }
  out += strokeP(
    'M110 995C130 960 150 1000 165 975S190 950 200 990C210 1010 230 960 250 985S280 1000 300 975',
    C.b600,
    3,
  );
  out += strokeP(
    s`M${w - 300} 990C${w - 290} 950 ${w - 270} 960 ${w - 272} 985C${w - 274} 1005 ${w - 250} 1000 ${w - 240} 970C${w - 232} 950 ${w - 220} 990 ${w - 205} 992C${w - 185} 994 ${w - 180} 960 ${w - 160} 975S${w - 120} 995 ${w - 100} 968`,
    C.b600,
    3,
  );
  return out;
}

/** The compliance icons, in the order the home grid shows them (public-area.md §2.7 lists no order). */
const COMPLIANCE: [string, string, (col: string) => string][] = [
  ['organic', 'Organic', (col) => outlineLeaf(96, 150, 18, 100, 40, col) + strokeP('M96 150L96 166', col, 9)],
  [
    'vegan',
    'Vegan',
    (col) => strokeP('M58 66L94 144L132 60', col, 10) + outlineLeaf(132, 62, 38, 50, 20, C.green),
  ],
  ['non-gmo', 'Non-GMO', (col) => helixIcon(col) + slash(col)],
  ['gluten-free', 'Gluten Free', (col) => wheatIcon(col) + slash(col)],
  [
    'kosher',
    'Kosher',
    (col) =>
      text('K', 96, 128, { font: 'sansBold', size: 92, fill: col, anchor: 'middle' }) +
      circle(96, 96, 58, 'none', s`stroke="${col}" stroke-width="4" stroke-dasharray="3 7"`),
  ],
  [
    'halal',
    'Halal',
    (col) =>
      pathEl(
        'M108 46A52 52 0 1 0 108 146A42 42 0 1 1 108 46Z',
        tint(col, 0.8),
        s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
      ) + pathEl(star(126, 92, 20, 8.5, 5), col),
  ],
  [
    'gmp',
    'GMP',
    (col) =>
      pathEl(
        gearPath(96, 96, 56, 45, 10, 0),
        tint(col, 0.82),
        s`stroke="${col}" stroke-width="7" stroke-linejoin="round"`,
      ) + check(96, 98, 48, col, 10),
  ],
  [
    'iso-9001',
    'ISO 9001',
    (col) =>
      text('ISO', 96, 100, { font: 'sansBold', size: 50, fill: col, anchor: 'middle' }) +
      line(58, 114, 134, 114, C.green, 5) +
      text('9001', 96, 146, { font: 'sansBold', size: 28, fill: col, anchor: 'middle', tracking: 0.1 }),
  ],
  [
    'fssai',
    'FSSAI',
    (col) =>
      pathEl(
        shieldPath(96, 98, 100),
        tint(col, 0.8),
        s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
      ) +
      strokeP('M80 66L80 90M72 66L72 84Q72 92 80 92Q88 92 88 84L88 66M80 92L80 134', col, 6) +
      pathEl(
        'M112 64C124 66 126 86 114 94L114 134',
        'none',
        s`stroke="${col}" stroke-width="6" stroke-linecap="round"`,
      ) +
      ellipse(114, 78, 8, 15, col),
  ],
  [
    'allergen-free',
    'Allergen Free',
    (col) =>
      pathEl(
        'M96 48C122 48 126 72 118 90C112 102 122 112 120 126C118 146 100 152 90 150C70 148 62 130 72 112C78 100 66 92 68 76C70 58 80 48 96 48Z',
        tint(col, 0.8),
        s`stroke="${col}" stroke-width="8" transform="rotate(-30 96 100)"`,
      ) +
      [
        [86, 76],
        [104, 84],
        [90, 112],
        [108, 120],
      ]
        .map(([x, y]) => circle(x as number, y as number, 4, col))
        .join('') +
      slash(col),
  ],
  ['no-artificial-colours', 'No Artificial Colours', (col) => colourDropIcon(col) + slash(col)],
  [
    'soy-free',
    'Soy Free',
    (col) =>
      g(
        'rotate(-40 96 96)',
        pathEl(
          'M40 96C40 80 52 76 62 80C70 70 84 70 92 80C100 70 114 70 122 80C132 76 150 82 148 96C150 110 132 116 122 112C114 122 100 122 92 112C84 122 70 122 62 112C52 116 40 112 40 96Z',
          tint(col, 0.8),
          s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
        ),
        strokeP('M148 96L162 90', col, 7),
        circle(64, 96, 10, col),
        circle(92, 96, 10, col),
        circle(120, 96, 10, col),
      ) + slash(col),
  ],
  [
    'dairy-free',
    'Dairy Free',
    (col) =>
      pathEl(
        'M82 44L110 44L110 62L124 82L124 146Q124 152 118 152L74 152Q68 152 68 146L68 82L82 62Z',
        tint(col, 0.85),
        s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
      ) +
      line(78, 54, 114, 54, col, 8) +
      rect(76, 100, 40, 30, 6, col) +
      slash(col),
  ],
  [
    'sustainably-sourced',
    'Sustainably Sourced',
    (col) => cycleArrows(96, 96, 56, col, C.green, 8) + outlineLeaf(96, 126, 22, 62, 26, C.green),
  ],
];
function outlineLeaf(x: number, y: number, ang: number, len: number, wid: number, col: string): string {
  const l = len;
  const w = wid;
  return g(
    tr(x, y, ang),
    pathEl(
      s`M0 0C${w} ${-l * 0.18} ${w * 1.1} ${-l * 0.62} 0 ${-l}C${-w * 1.1} ${-l * 0.62} ${-w} ${-l * 0.18} 0 0Z`,
      tint(col, 0.8),
      s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
    ),
    strokeP(s`M0 ${-l * 0.08}L0 ${-l * 0.78}`, col, 6),
    strokeP(s`M0 ${-l * 0.36}L${w * 0.42} ${-l * 0.52}M0 ${-l * 0.56}L${-w * 0.42} ${-l * 0.72}`, col, 5),
  );
}
function slash(col: string): string {
  return line(46, 46, 146, 146, '#fff', 20) + line(46, 46, 146, 146, col, 9);
}
function helixIcon(col: string): string {
  const a: Pt[] = [];
  const b: Pt[] = [];
  let rungs = '';
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const y = 46 + t * 100;
    const x = Math.sin(t * Math.PI * 2.5) * 24;
    a.push([96 + x, y]);
    b.push([96 - x, y]);
    if (i % 2 === 1 && i < 16) rungs += line(96 + x * 0.8, y, 96 - x * 0.8, y, tint(col, 0.4), 5);
  }
  return rungs + strokeP(smoothOpen(a), col, 8) + strokeP(smoothOpen(b), C.green, 8);
}
function wheatIcon(col: string): string {
  let out = strokeP('M96 152L96 52', col, 7);
  for (let i = 0; i < 4; i++) {
    const y = 124 - i * 20;
    out += outlineGrain(96, y, -34, col) + outlineGrain(96, y, 34, col);
  }
  return out + outlineGrain(96, 48, 0, col);
}
function outlineGrain(x: number, y: number, ang: number, col: string): string {
  return g(
    tr(x, y, ang),
    pathEl(
      'M0 0C9 -6 9 -22 0 -30C-9 -22 -9 -6 0 0Z',
      tint(col, 0.8),
      s`stroke="${col}" stroke-width="5" stroke-linejoin="round"`,
    ),
  );
}
function colourDropIcon(col: string): string {
  const d = 'M96 40C106 62 132 86 132 112A36 36 0 0 1 60 112C60 86 86 62 96 40Z';
  return (
    `<clipPath id="cd"><path d="${d}"/></clipPath>` +
    `<g clip-path="url(#cd)">${rect(50, 30, 100, 62, 0, tint(C.orange, 0.3))}${rect(50, 92, 100, 24, 0, tint(C.green, 0.2))}${rect(50, 116, 100, 40, 0, tint(C.blue, 0.35))}</g>` +
    pathEl(d, 'none', s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`)
  );
}
const ICON_COLOURS = [C.dark, C.green, C.blue];
function complianceIcon(i: number): string {
  const entry = COMPLIANCE[i];
  if (!entry) throw new Error(`no compliance icon ${i}`);
  const col = ICON_COLOURS[i % 3] as string;
  return (
    circle(96, 96, 86, '#fff') +
    circle(96, 96, 84, 'none', s`stroke="${col}" stroke-width="8"`) +
    entry[2](col === C.green ? C.dark : col)
  );
}
/** Certificate logos (shown 50 px high): a round badge with the name around a pictogram. */
const CERT_LOGOS: [string, string, number][] = [
  ['Organic', 'ORGANIC', 0],
  ['Vegan', 'VEGAN', 1],
  ['Non-GMO', 'NON-GMO', 2],
  ['Kosher', 'KOSHER', 4],
  ['Halal', 'HALAL', 5],
  ['GMP', 'GMP', 6],
  ['ISO 9001', 'ISO 9001', 7],
  ['FSSAI', 'FSSAI', 8],
];
function certLogo(label: string, iconIndex: number): string {
  const col = iconIndex % 2 ? C.blue : C.dark;
  const entry = COMPLIANCE[iconIndex];
  const inner = entry ? g('translate(54 54) scale(0.48)', entry[2](col)) : '';
  return (
    circle(100, 100, 96, col) +
    circle(100, 100, 90, 'none', 'stroke="#fff" stroke-width="2"') +
    circle(100, 100, 58, '#fff') +
    circleText(label, 100, 100, 66, { font: 'sansBold', size: 19, fill: '#fff', tracking: 0.06 }) +
    circleText('CERTIFIED', 100, 100, 80, {
      font: 'sansBold',
      size: 14,
      fill: '#fff',
      tracking: 0.18,
      bottom: true,
    }) +
    pathEl(star(28, 100, 6, 2.6, 5), '#fff') +
    pathEl(star(172, 100, 6, 2.6, 5), '#fff') +
    inner
  );
}

// ---------------------------------------------------------------------------------------------------------
// News & Trends cards (640×960 portrait) and featured-video posters (1280×720)
// ---------------------------------------------------------------------------------------------------------
function portraitBg(a: Art, tone: Tone): string {
  const { w, h, r } = a;
  const [c0, c1, c2] = TONES[tone];
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin([
      [0, c0],
      [0.6, c1],
      [1, c2],
    ]),
  );
  out += pathEl(blobPath(r, w * 0.5, h * 0.42, w * 0.44, h * 0.3, 8, 0.1), '#fff', 'opacity="0.6"');
  for (let i = 0; i < 10; i++)
    out += circle(
      between(r, 0.05, 0.95) * w,
      between(r, 0.05, 0.6) * h,
      between(r, 3, 7),
      tone === 'blue' ? C.b200 : C.g300,
      'opacity="0.8"',
    );
  return out;
}
const TREND_SCENES: [string, Scene][] = [
  [
    'ashwagandha-withanolides',
    (a) =>
      portraitBg(a, 'warm') +
      op(0.5, molecule(320, 150, 26, 'withanolide', { bond: C.b200, atoms: [C.orange, C.green] })) +
      hill(0, 640, [760, 730, 750, 720], 960, C.g200) +
      placeMotif('ashwagandha', 320, 470, 520) +
      mortar(470, 800, 170, '#CDAE82') +
      powder(190, 800, 160, '#CDAE82', a.r),
  ],
  [
    'metabolein-glp-1',
    (a) =>
      portraitBg(a, 'green') +
      op(0.55, molecule(170, 150, 24, 'glucose', { bond: C.b200, atoms: [C.blue, C.green] })) +
      op(0.55, molecule(480, 230, 20, 'glucose', { bond: C.b200, atoms: [C.blue, C.green] })) +
      hill(0, 640, [770, 740, 760, 735], 960, C.g200) +
      placeMotif('mulberry', 320, 480, 500) +
      placeMotif('guava', 470, 770, 230, 10) +
      jar(180, 840, 170),
  ],
  [
    'algal-omega-d3',
    (a) => {
      let out = portraitBg(a, 'blue');
      out += sun(500, 130, 50);
      out += op(0.5, molecule(200, 170, 18, 'steroid', { bond: C.b300, atoms: [C.blue, C.green] }));
      out += placeMotif('microalgae', 320, 470, 460);
      for (let i = 0; i < 3; i++) {
        const y = 760 + i * 55;
        const pts: Pt[] = Array.from({ length: 9 }, (_, k) => [
          (k * 640) / 8,
          y + Math.sin(k * 1.4 + i) * 12,
        ]);
        out += pathEl(
          smoothOpen(pts) + 'L640 960L0 960Z',
          [C.b200, C.b300, C.b400][i] as string,
          'opacity="0.85"',
        );
      }
      out += g(
        tr(430, 820, -25),
        ellipse(0, 0, 70, 40, '#E9C85C', 'opacity="0.95"'),
        ellipse(-18, -12, 26, 10, '#fff', 'opacity="0.55"'),
      );
      return out;
    },
  ],
  [
    'b12-corrinoids',
    (a) =>
      portraitBg(a, 'mint') +
      corrin(320, 280, 170) +
      hill(0, 640, [780, 750, 770, 745], 960, C.g200) +
      placeMotif('mung bean', 320, 700, 420) +
      placeMotif('moringa', 560, 640, 200, 12),
  ],
  [
    'ag-liberte',
    (a) => {
      const { w, h } = a;
      let out = rect(
        0,
        0,
        w,
        h,
        0,
        a.lin([
          [0, '#FFF3DC'],
          [0.5, C.g50],
          [1, C.g100],
        ]),
      );
      out += sun(w * 0.5, h * 0.36, 90) + sunRays(w * 0.5, h * 0.36, 110, 300, 18, C.sunSoft, 0.5);
      out += hill(0, w, [h * 0.42, h * 0.36, h * 0.4, h * 0.34, h * 0.44], h, C.b200, 'opacity="0.8"');
      out += hill(0, w, [h * 0.5, h * 0.47, h * 0.49, h * 0.46], h, C.g300);
      for (let i = 0; i < 5; i++)
        out += coneTree(40 + i * 140, h * 0.5, 90 + (i % 2) * 30, i % 2 ? C.dark : C.g600);
      // the tent and bunting
      const ty = h * 0.66;
      out += pathEl(s`M120 ${ty}L320 ${ty - 150}L520 ${ty}Z`, C.green);
      for (let i = 0; i < 4; i++)
        out += pathEl(
          s`M${120 + i * 100} ${ty}L320 ${ty - 150}L${170 + i * 100} ${ty}Z`,
          '#fff',
          'opacity="0.85"',
        );
      out += rect(140, ty, 360, 120, 0, C.g100) + rect(270, ty + 20, 100, 100, 6, C.blue);
      out +=
        line(320, ty - 150, 320, ty - 200, C.b600, 5) +
        pathEl(s`M320 ${ty - 200}L360 ${ty - 188}L320 ${ty - 176}Z`, C.orange);
      const bunting = (y0: number) => {
        let b = strokeP(s`M0 ${y0}Q320 ${y0 + 60} 640 ${y0}`, C.b600, 2.5);
        for (let i = 1; i < 12; i++) {
          const x = (i / 12) * 640;
          const y = y0 + 60 * 2 * (i / 12) * (1 - i / 12) * 1.0;
          b += pathEl(
            polygon([
              [x - 16, y],
              [x + 16, y],
              [x, y + 34],
            ]),
            [C.green, C.blue, C.sun, C.dark, C.orange][i % 5] as string,
          );
        }
        return b;
      };
      out += bunting(120);
      out += hill(0, w, [h * 0.8, h * 0.79, h * 0.81, h * 0.8], h, C.green);
      const cols = [C.blue, C.orange, C.dark, C.berry, C.sun, C.b400];
      for (let i = 0; i < 6; i++)
        out += person(90 + i * 95, h * 0.88 + (i % 2) * 10, 150 + (i % 3) * 12, {
          shirt: cols[i],
          skin: C.skin[i % 4],
          hat: i % 3 === 0 ? 'straw' : null,
          skirt: i % 2 === 1,
          pants: i % 2 ? C.berry : C.b700,
          arms: i === 2 ? 'wave' : 'down',
        });
      return out;
    },
  ],
];
const VIDEO_SCENES: [string, Scene][] = [
  [
    'livelihoods',
    (a) => {
      const { w, h, r } = a;
      let out = landscape(a, {
        horizon: h * 0.48,
        sunAt: [w * 0.82, h * 0.18],
        sunR: h * 0.07,
        rows: true,
        trees: 6,
        sky: ['#FDF6E3', C.g50],
      });
      out += palm(w * 0.08, h * 0.92, h * 0.6, 6);
      const ppl: [number, number, PersonOpts][] = [
        [0.3, 0.86, { hat: 'straw', basket: C.green, arms: 'hold', skin: C.skin[1], shirt: C.blue }],
        [
          0.45,
          0.8,
          {
            hat: 'scarf',
            skirt: true,
            shirt: C.orange,
            pants: C.berry,
            skin: C.skin[0],
            basket: C.dark,
            arms: 'hold',
          },
        ],
        [0.6, 0.88, { hat: 'straw', shirt: C.dark, skin: C.skin[3], arms: 'reach' }],
        [0.72, 0.78, { hat: 'scarf', skirt: true, shirt: C.pink, pants: C.b600, skin: C.skin[1] }],
      ];
      for (const [px, py, o] of ppl) out += person(px * w, py * h, h * 0.3 * (py / 0.85), o);
      for (let i = 0; i < 10; i++)
        out += sprout(between(r, 0.2, 0.95) * w, between(r, 0.9, 0.98) * h, h * between(r, 0.05, 0.08));
      return out;
    },
  ],
  [
    'witnessing-agroecology',
    (a) => {
      const { w, h, r } = a;
      let out = rect(
        0,
        0,
        w,
        h,
        0,
        a.lin([
          [0, C.b50],
          [1, '#FDF9EE'],
        ]),
      );
      out +=
        sun(w * 0.14, h * 0.17, h * 0.065) +
        cloud(w * 0.42, h * 0.16, w * 0.1, '#fff', 0.9) +
        cloud(w * 0.78, h * 0.1, w * 0.07, '#fff', 0.8);
      out += hill(0, w, [h * 0.4, h * 0.33, h * 0.38, h * 0.31, h * 0.37], h, C.b200, 'opacity="0.75"');
      out += hill(0, w, [h * 0.47, h * 0.45, h * 0.48, h * 0.44, h * 0.46], h, C.g200);
      // a mixed tree line: round trees, slim trees and palms
      for (let i = 0; i < 11; i++) {
        const x = w * (0.02 + i * 0.095) + between(r, -14, 14);
        const y = h * 0.53 + between(r, -6, 6);
        if (i % 4 === 1) out += coneTree(x, y, h * between(r, 0.2, 0.26), C.g600);
        else if (i % 4 === 3) out += palm(x, y, h * between(r, 0.3, 0.36), between(r, -8, 8));
        else out += tree(x, y, h * between(r, 0.22, 0.3), r, i % 2 ? { leaf: C.dark, leaf2: C.g700 } : {});
      }
      // strips of different crops
      out += hill(0, w, [h * 0.56, h * 0.55, h * 0.57, h * 0.555], h, '#C7E09A');
      for (let i = 0; i < 24; i++) {
        const x = 20 + i * 54 + between(r, -4, 4);
        out +=
          strokeP(s`M${x} ${h * 0.63}L${x} ${h * 0.595}`, C.g700, 3) +
          leaf(x, h * 0.62, -50, 22, 8, C.dark, { veins: 0 }) +
          marigold(x, h * 0.59, 12);
      }
      out += hill(0, w, [h * 0.65, h * 0.64, h * 0.66, h * 0.645], h, C.green);
      for (let row = 0; row < 2; row++)
        for (let i = 0; i < 22; i++)
          out += sprout(
            25 + i * 60 + row * 30,
            h * (0.71 + row * 0.05),
            h * 0.055,
            row ? C.g300 : C.green,
            C.dark,
          );
      out += hill(0, w, [h * 0.8, h * 0.79, h * 0.81, h * 0.795], h, C.g700);
      for (let i = 0; i < 9; i++) {
        const x = 60 + i * 150 + between(r, -10, 10);
        out += branch(x, h * 1.02, between(r, -10, 10), h * 0.22, {
          leaves: 5,
          leafLen: h * 0.075,
          leafW: h * 0.03,
          fill: i % 2 ? C.green : '#A6D062',
          stem: C.g800,
        });
        if (i % 3 === 1)
          out += fruit(x + 26, h * 0.9, h * 0.025, C.red) + fruit(x - 20, h * 0.92, h * 0.022, C.orange);
      }
      out += person(w * 0.5, h * 0.79, h * 0.26, {
        hat: 'straw',
        shirt: C.blue,
        skin: C.skin[1],
        arms: 'reach',
      });
      const butterfly = (x: number, y: number, c1: string, c2: string) =>
        g(
          tr(x, y, -12),
          pathEl('M0 0C-20 -24 -40 -4 -24 10C-14 18 -4 8 0 0Z', c1),
          pathEl('M0 0C20 -24 40 -4 24 10C14 18 4 8 0 0Z', c2),
          line(0, -8, 0, 10, C.ink, 3),
        );
      out += butterfly(w * 0.62, h * 0.42, C.orange, C.sun) + butterfly(w * 0.3, h * 0.5, C.b300, C.b400);
      return out;
    },
  ],
];

// ---------------------------------------------------------------------------------------------------------
// Product banners (1200×800): the plant source, and the ingredient as powder with a jar
// ---------------------------------------------------------------------------------------------------------
const LINE_TONE: Record<string, Tone> = {
  'Deficiencies line': 'green',
  'Conditions line': 'blue',
  'Regenerative Health line': 'mint',
  'Life cycle line': 'warm',
};
function productSource(a: Art, ingredients: string[], tone: Tone): string {
  const [first, second] = ingredients;
  let out = softBg(a, tone, { blob: [600, 420], blobR: [440, 330] });
  out += groundShadow(600, 700, 360, 0.07);
  if (second) {
    out += placeMotif(first ?? 'moringa', 480, 430, 520);
    out += placeMotif(second, 860, 500, 340);
  } else {
    out += placeMotif(first ?? 'moringa', 600, 410, 600);
  }
  out += cornerLeaves(a, 'both', 0.8);
  out += sparkle(1040, 140, 20, C.green) + sparkle(160, 180, 14, C.b300);
  return out;
}
function productPowder(a: Art, ingredients: string[], tone: Tone): string {
  const first = ingredients[0] ?? 'moringa';
  const col = powderColour(first);
  let out = softBg(a, tone === 'blue' ? 'green' : 'blue', { blob: [600, 430], blobR: [470, 320] });
  out += rect(0, 660, 1200, 140, 0, tone === 'blue' ? C.g100 : C.b100);
  out += rect(0, 660, 1200, 8, 0, tone === 'blue' ? C.g200 : C.b200);
  out += placeMotif(first, 930, 440, 420, 6);
  out += jar(330, 690, 400, {
    lid: tone === 'blue' ? C.blue : C.dark,
    label: tint(col, 0.72),
    mark: C.green,
    fillC: C.dark,
  });
  out += powder(640, 716, 380, col, a.r);
  out += scoop(840, 712, 210, col, -10);
  out += capsule(140, 716, 84, -20, col, '#fff') + capsule(1060, 724, 80, 15, C.green, '#fff');
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Logo: a "V" of two leaves under a drop, beside the wordmark and a small tagline (3:1, transparent)
// ---------------------------------------------------------------------------------------------------------
function logoArt(): Art & { body: string } {
  const a = new Art(360, 120, 'logo');
  const leafMark = (ang: number, len: number, wid: number, fill: string) =>
    leaf(56, 106, ang, len, wid, fill, { veins: 0, shade: shade(fill, 0.1), vein: tint(fill, 0.45) });
  const mark =
    leafMark(-25, 88, 24, C.green) +
    leafMark(27, 82, 22, C.dark) +
    drop(56, 34, 10, C.blue, false) +
    circle(53, 32, 3, '#fff', 'opacity="0.8"');
  const [w1, w2] = [BRAND_NAME.split(' ')[0] ?? BRAND_NAME, BRAND_NAME.split(' ').slice(1).join(' ')];
  const x0 = 106;
  const avail = 360 - x0 - 4;
  const unit = textWidth(`${w1} ${w2}`, { font: 'sansBold', size: 1, tracking: -0.01 });
  const size = Math.min(50, avail / unit);
  const wFirst = textWidth(`${w1} `, { font: 'sansBold', size, tracking: -0.01 });
  let words = text(w1, x0, 70, { font: 'sansBold', size, fill: C.blue, tracking: -0.01 });
  words += text(w2, x0 + wFirst, 70, { font: 'sansBold', size, fill: C.dark, tracking: -0.01 });
  const tag = 'WHOLE-FOOD VITAMINS';
  const tagUnit = textWidth(tag, { font: 'sansBold', size: 1, tracking: 0.16 });
  const tagSize = Math.min(16, (avail - 4) / tagUnit);
  words += text(tag, x0 + 2, 98, { font: 'sansBold', size: tagSize, fill: C.b400, tracking: 0.16 });
  return Object.assign(a, { body: mark + words });
}

// ---------------------------------------------------------------------------------------------------------
// Hero: one scene as a function of time; the poster is t = 0, the clip loops seamlessly over HERO_SECONDS.
// ---------------------------------------------------------------------------------------------------------
const HERO_SECONDS = 8;
const HERO_FPS = 30;
const HERO_VIDEO = { w: 1280, h: 720 };
function heroSvg(t: number): string {
  const a = new Art(1920, 1080, 'hero');
  const { w, h } = a;
  const p = (t / HERO_SECONDS) * Math.PI * 2; // one full cycle per loop
  const r = rng('hero-static');
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin([
      [0, '#EEF3FB'],
      [0.55, '#F7FAEF'],
      [1, C.g100],
    ]),
  );
  // sun, slowly turning rays and a breathing glow
  const sx = w * 0.74;
  const sy = h * 0.3;
  out += circle(
    sx,
    sy,
    260,
    a.rad([
      [0, C.sunSoft, 0.85],
      [1, C.sunSoft, 0],
    ]),
    s`opacity="${0.75 + 0.2 * Math.sin(p)}"`,
  );
  out += g(
    s`rotate(${(t / HERO_SECONDS) * 22.5} ${sx} ${sy})`,
    sunRays(sx, sy, 120, 620, 16, '#FFFFFF', 0.32 + 0.08 * Math.sin(p * 2)),
  );
  out += sun(sx, sy, 84, false);
  out +=
    cloud(w * 0.2 + 30 * Math.sin(p), h * 0.22, 300, '#fff', 0.95) +
    cloud(w * 0.46 - 24 * Math.sin(p), h * 0.14, 200, '#fff', 0.8) +
    cloud(w * 0.9 + 20 * Math.sin(p + 1), h * 0.5, 220, '#fff', 0.7);
  // landscape
  out += hill(0, w, [h * 0.6, h * 0.55, h * 0.58, h * 0.52, h * 0.57, h * 0.54], h, C.b200, 'opacity="0.7"');
  for (let i = 0; i < 14; i++)
    out += coneTree(
      between(r, 0.02, 0.98) * w,
      h * 0.62 + between(r, -10, 10),
      between(r, 70, 120),
      pick(r, [C.g600, C.dark]),
    );
  const midD =
    smoothOpen([
      [0, h * 0.64],
      [w * 0.25, h * 0.61],
      [w * 0.5, h * 0.66],
      [w * 0.75, h * 0.62],
      [w, h * 0.65],
    ]) + s`L${w} ${h}L0 ${h}Z`;
  out += pathEl(midD, C.g300);
  out += fieldRows(
    a,
    midD,
    w * 0.5,
    h * 0.6,
    h * 0.64,
    h * 1.1,
    -w * 0.8,
    w * 1.8,
    34,
    tint(C.green, 0.05),
    10,
  );
  for (let i = 0; i < 6; i++)
    out += tree(
      w * (0.08 + i * 0.17) + between(r, -30, 30),
      h * 0.68 + between(r, -8, 8),
      between(r, 150, 210),
      r,
      i % 2 ? { leaf: C.dark, leaf2: C.g700 } : {},
    );
  out += hill(0, w, [h * 0.84, h * 0.8, h * 0.83, h * 0.79, h * 0.82], h, C.green);
  out += hill(0, w, [h * 0.95, h * 0.92, h * 0.94, h * 0.91], h, C.dark);
  // floating specks of light
  const pr = rng('hero-specks');
  for (let i = 0; i < 22; i++) {
    const bx = between(pr, 0.05, 0.95) * w;
    const by = between(pr, 0.1, 0.85) * h;
    const ph = pr() * Math.PI * 2;
    const rad = between(pr, 4, 11);
    const x = bx + Math.sin(p + ph) * 36;
    const y = by + Math.sin(p * 2 + ph) * 22;
    out += circle(
      x,
      y,
      rad,
      pick(pr, ['#fff', C.sunSoft, C.g200]),
      s`opacity="${0.45 + 0.35 * Math.sin(p + ph * 2)}"`,
    );
  }
  // foreground foliage, each leaf swaying about its base
  const sway = (base: number, amp: number, k: number, ph: number) => base + amp * Math.sin(p * k + ph);
  const left: [number, number, number, number, number, string][] = [
    [40, 1090, 24, 420, 150, C.dark],
    [120, 1100, 48, 360, 130, C.green],
    [-20, 1040, 70, 300, 110, C.g600],
    [190, 1110, 14, 300, 110, C.g300],
    [70, 1100, -4, 470, 160, C.green],
  ];
  left.forEach(([x, y, ang, len, wid, col], i) => {
    out += leaf(x, y, sway(ang, 3.2, 1, i * 1.3), len, wid, col);
  });
  const right: [number, number, number, number, number, string][] = [
    [1890, 1100, -22, 430, 150, C.green],
    [1800, 1110, -46, 360, 130, C.dark],
    [1950, 1040, -70, 320, 115, C.g600],
    [1720, 1110, -10, 280, 100, C.g300],
  ];
  right.forEach(([x, y, ang, len, wid, col], i) => {
    out += leaf(x, y, sway(ang, 3, 1, i * 1.7 + 2), len, wid, col);
  });
  out += pinnate(w - 40, -20, sway(200, 2.5, 1, 0.5), 520, { pairs: 9, ll: 44, lw: 26, fill: C.green });
  out += pinnate(w * 0.88, -30, sway(172, 3, 1, 2.1), 400, { pairs: 7, ll: 40, lw: 24, fill: C.dark });
  for (let i = 0; i < 9; i++)
    out += g(
      s`rotate(${sway(0, 4, 2, i)} ${260 + i * 170} ${h})`,
      grassTuft(260 + i * 170 + (i % 2) * 40, h + 4, 70 + (i % 3) * 20, i % 2 ? C.g700 : C.dark),
    );
  return a.doc(out);
}

// ---------------------------------------------------------------------------------------------------------
// WebM (Matroska) muxing of VP9 chunks: EBML header, SeekHead, Info, Tracks, Clusters, Cues.
// ---------------------------------------------------------------------------------------------------------
interface Chunk {
  key: boolean;
  ts: number; // microseconds
  data: Buffer;
}
function ebmlId(id: number): Buffer {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from(bytes);
}
function ebmlSize(n: number): Buffer {
  const b = Buffer.alloc(8);
  b[0] = 0x01;
  b.writeUIntBE(n, 2, 6);
  return b;
}
const el = (id: number, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([ebmlId(id), ebmlSize(body.length), body]);
};
function uintBytes(v: number, width?: number): Buffer {
  const n = width ?? Math.max(1, Math.ceil(Math.log2(v + 1) / 8));
  const b = Buffer.alloc(n);
  b.writeUIntBE(v, 0, n);
  return b;
}
const elUint = (id: number, v: number, width?: number) => el(id, uintBytes(v, width));
const elStr = (id: number, v: string) => el(id, Buffer.from(v, 'utf8'));
const elFloat = (id: number, v: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(v);
  return el(id, b);
};
function muxWebm(chunks: Chunk[], width: number, height: number, fps: number): Buffer {
  const header = el(
    0x1a45dfa3,
    elUint(0x4286, 1),
    elUint(0x42f7, 1),
    elUint(0x42f2, 4),
    elUint(0x42f3, 8),
    elStr(0x4282, 'webm'),
    elUint(0x4287, 4),
    elUint(0x4285, 2),
  );
  const frameMs = 1000 / fps;
  const durationMs = chunks.length * frameMs;
  const info = el(
    0x1549a966,
    elUint(0x2ad7b1, 1_000_000),
    elFloat(0x4489, durationMs),
    elStr(0x4d80, 'make-images'),
    elStr(0x5741, 'make-images'),
  );
  const colour = el(0x55b0, elUint(0x55b1, 1), elUint(0x55b9, 2), elUint(0x55ba, 13), elUint(0x55bb, 1));
  const video = el(0xe0, elUint(0xb0, width), elUint(0xba, height), colour);
  const tracks = el(
    0x1654ae6b,
    el(
      0xae,
      elUint(0xd7, 1),
      elUint(0x73c5, 1),
      elUint(0x83, 1),
      elUint(0x9c, 0),
      elStr(0x86, 'V_VP9'),
      elUint(0x23e383, Math.round(1e9 / fps)),
      video,
    ),
  );
  // one cluster per key frame
  const groups: Chunk[][] = [];
  for (const c of chunks) {
    if (c.key || !groups.length) groups.push([]);
    groups.at(-1)?.push(c);
  }
  const clusters = groups.map((grp) => {
    const t0 = Math.round((grp[0]?.ts ?? 0) / 1000);
    const blocks = grp.map((c) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81;
      head.writeInt16BE(Math.round(c.ts / 1000) - t0, 1);
      head[3] = c.key ? 0x80 : 0;
      return el(0xa3, head, c.data);
    });
    return { t0, buf: el(0x1f43b675, elUint(0xe7, t0), ...blocks) };
  });
  const seekHead = (pos: { info: number; tracks: number; cues: number }) =>
    el(
      0x114d9b74,
      el(0x4dbb, el(0x53ab, ebmlId(0x1549a966)), elUint(0x53ac, pos.info, 4)),
      el(0x4dbb, el(0x53ab, ebmlId(0x1654ae6b)), elUint(0x53ac, pos.tracks, 4)),
      el(0x4dbb, el(0x53ab, ebmlId(0x1c53bb6b)), elUint(0x53ac, pos.cues, 4)),
    );
  const seekLen = seekHead({ info: 0, tracks: 0, cues: 0 }).length;
  const infoPos = seekLen;
  const tracksPos = infoPos + info.length;
  let pos = tracksPos + tracks.length;
  const cuePoints: Buffer[] = [];
  for (const c of clusters) {
    cuePoints.push(el(0xbb, elUint(0xb3, c.t0), el(0xb7, elUint(0xf7, 1), elUint(0xf1, pos, 4))));
    pos += c.buf.length;
  }
  const cues = el(0x1c53bb6b, ...cuePoints);
  const segment = el(
    0x18538067,
    seekHead({ info: infoPos, tracks: tracksPos, cues: pos }),
    info,
    tracks,
    ...clusters.map((c) => c.buf),
    cues,
  );
  return Buffer.concat([header, segment]);
}

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
async function recordHero(): Promise<Buffer> {
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

// ---------------------------------------------------------------------------------------------------------
// Rasterising and writing
// ---------------------------------------------------------------------------------------------------------
const WIDE = [480, 960, 1600];
const CARD = [400, 800];
const written = new Set<string>();

/** Writes a file under pwa/public/images unless it already holds exactly these bytes. */
async function put(rel: string, data: Buffer | string): Promise<void> {
  const file = path.join(IMAGES, rel);
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  written.add(path.normalize(rel));
  await mkdir(path.dirname(file), { recursive: true });
  if (existsSync(file) && readFileSync(file).equals(buf)) return;
  await writeFile(file, buf);
}
async function raster(svg: string, w: number, h: number, alpha: boolean) {
  let img = sharp(Buffer.from(sized(svg, w, h)));
  if (!alpha) img = img.flatten({ background: '#ffffff' });
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}
const WEBP = { quality: 80, alphaQuality: 90, effort: 5, smartSubsample: true } as const;
const AVIF = { quality: 52, effort: 3 } as const;

interface Responsive {
  base: string; // '/images/group/name'
  widths: number[];
  height: number; // of the largest rendition
}
interface ImageJob {
  group: string;
  name: string;
  widths: number[];
  alpha?: boolean;
  draw: () => { svg: string; w: number; h: number };
}
async function renderResponsive(job: ImageJob): Promise<Responsive> {
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
function scene(w: number, h: number, key: string, draw: Scene): () => { svg: string; w: number; h: number } {
  return () => {
    const a = new Art(w, h, key);
    const body = draw(a);
    return { svg: a.doc(body), w, h };
  };
}
async function pool<T, R>(items: T[], n: number, fn: (x: T) => Promise<R>): Promise<R[]> {
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
const kebab = (v: string) =>
  v
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------------------------------------------------------------------------------------------------------
// pwa/src/content/images.ts
// ---------------------------------------------------------------------------------------------------------
interface Manifest {
  logo: Responsive;
  heroPoster: Responsive;
  heroWebm: string;
  banners: Responsive[];
  features: Responsive[];
  compliance: Responsive[];
  usp: Responsive[];
  trends: Responsive[];
  videoPosters: Responsive[];
  certificates: Responsive[];
  sustainabilityBanner: Responsive;
  sustainabilityBlocks: Responsive[];
  aboutBanners: Responsive[];
  aboutBody: Responsive[];
  services: Responsive[];
  productBanners: [string, string[]][];
  certificateLogos: [string, string][];
}
function urlsOf(r: Responsive): string[] {
  return r.widths.flatMap((w) => [`${r.base}-${w}.webp`, `${r.base}-${w}.avif`]);
}
async function writeContentModule(m: Manifest): Promise<void> {
  const img = (r: Responsive) => `img('${r.base}', [${r.widths.join(', ')}], ${r.height})`;
  const list = (rs: Responsive[], notes: string[]) =>
    `[\n${rs.map((r, i) => `  ${img(r)}, // ${notes[i] ?? ''}`).join('\n')}\n]`;
  const src = `// The site's own images, drawn in code and rasterised by \`npm run make:images\` (scripts/make-images.ts)
// into pwa/public/images. Pages refer to them only through these exports.
//
// GENERATED by scripts/make-images.ts: edit the script and run it again rather than editing this file.
// CONTRACT (kept stable for the pages): the export names and types below.

export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  /** \`url 480w, url 960w, ...\` */
  srcSet: string;
}

export interface ResponsiveImage {
  /** Fallback URL (a WebP of a middle size). */
  src: string;
  sources: ImageSource[];
  /** Intrinsic size of the largest rendition: keeps the aspect ratio while loading. */
  width: number;
  height: number;
}

export const PLACEHOLDER_SRC = '/images/placeholder.svg';

/** \`\${base}-\${width}.avif|webp\` for each width; \`height\` is that of the largest rendition. */
function img(base: string, widths: readonly number[], height: number): ResponsiveImage {
  const set = (ext: string) => widths.map((w) => \`\${base}-\${w}.\${ext} \${w}w\`).join(', ');
  return {
    src: \`\${base}-\${widths[Math.floor(widths.length / 2)]}.webp\`,
    sources: [
      { type: 'image/avif', srcSet: set('avif') },
      { type: 'image/webp', srcSet: set('webp') },
    ],
    width: widths[widths.length - 1] ?? 0,
    height,
  };
}

/** The brand logo (shown 90 px high in the navbar); the vector is /images/logo.svg. */
export const LOGO: ResponsiveImage = ${img(m.logo)};

/** Home hero: a short looping clip (${HERO_SECONDS} s, VP9 WebM, ${HERO_VIDEO.w}x${HERO_VIDEO.h}) and its poster (the clip's first frame). */
export const HERO = { poster: ${img(m.heroPoster)}, videoWebm: '${m.heroWebm}', videoMp4: '' };

/** Portfolio / home banner carousel: one per catalogue line, in line order (4). */
export const BANNER_SLIDES: ResponsiveImage[] = ${list(m.banners, ['Deficiencies line', 'Conditions line', 'Regenerative Health line', 'Life cycle line'])};
/** Home features tabs, in the order of public-area.md §2.6 (8). */
export const FEATURE_IMAGES: ResponsiveImage[] = ${list(m.features, ['Description', 'Broadspectrum Vitamers', 'Quality-By-Design', 'Specialized Agriculture', 'Minimal Intervention', 'Compliant Manufacturing', 'Green Chemistry', 'Comprehensive Range'])};
/** Home compliance grid icons (14), square, drawn in colour (the grid greys them until hovered). */
export const COMPLIANCE_ICONS: ResponsiveImage[] = ${list(
    m.compliance,
    COMPLIANCE.map((c) => c[1]),
  )};
/** Home USP cards: Product Identity, Sustainability, Traceability, Bio-Availability (4). */
export const USP_IMAGES: ResponsiveImage[] = ${list(m.usp, ['Product Identity', 'Sustainability', 'Traceability', 'Bio-Availability'])};
/** News & Trends ticker cards (5), 320x480 portrait. */
export const TREND_IMAGES: ResponsiveImage[] = ${list(m.trends, ['Ashwagandha withanolides', 'Metabolein-GLP-1', 'Algal Omega-D3', 'B12-Corrinoids', 'Ag-Liberte'])};
/** Posters shown when a featured video cannot load (2). */
export const VIDEO_POSTERS: ResponsiveImage[] = ${list(m.videoPosters, ['Livelihoods', 'Witnessing Agroecology'])};
/** Certifications page (6): ISO 9001:2015 ×3, GMP Certified, FSSAI Approved, Organic Certified. */
export const CERTIFICATE_IMAGES: ResponsiveImage[] = ${list(
    m.certificates,
    CERTIFICATES.map((c) => `${c.standard} (${c.scope.replace('Scope: ', '')})`),
  )};
/** Sustainability page: the banner and the eight initiative blocks. */
export const SUSTAINABILITY_IMAGES = {
  banner: ${img(m.sustainabilityBanner)},
  blocks: ${list(
    m.sustainabilityBlocks,
    SUSTAINABILITY_SCENES.map((x) => x[0].replace(/-/g, ' ')),
  )},
};
/** About page: a banner per tab (4) and images for the body. */
export const ABOUT_IMAGES = {
  banners: ${list(m.aboutBanners, ['company and brand', 'Learn Vitamins', `Learn ${BRAND_NAME}`, 'Science Behind'])},
  body: ${list(
    m.aboutBody,
    ABOUT_BODY_SCENES.map((x) => x[0].replace(/-/g, ' ')),
  )},
};
/** Services page: one image per core service (3). */
export const SERVICES_IMAGES: ResponsiveImage[] = ${list(m.services, ['White Label', 'Custom Development', 'Clinical Studies'])};

/**
 * Catalogue images, by plain URL because the product view retries them with a cache-busting query.
 * Product banners by product code (the plant source, then the powder and jar); certificate logos
 * (shown 50 px high) by name. As the spec has it, some Metabolein and IoniQ banner paths are
 * empty-named: their second entry points at a file that does not exist.
 */
export const PRODUCT_BANNERS: Record<string, string[]> = {
${m.productBanners.map(([code, urls]) => `  '${code}': [${urls.map((u) => `'${u}'`).join(', ')}],`).join('\n')}
};
export const CERTIFICATE_LOGOS: Record<string, string> = {
${m.certificateLogos.map(([name, url]) => `  '${name}': '${url}',`).join('\n')}
};
`;
  const options = (await resolveConfig(CONTENT_FILE)) ?? {};
  const formatted = await format(src, { ...options, filepath: CONTENT_FILE });
  const current = existsSync(CONTENT_FILE) ? readFileSync(CONTENT_FILE, 'utf8') : '';
  if (current !== formatted) await writeFile(CONTENT_FILE, formatted);
}

/** Removes files under pwa/public/images that this run did not write (and then empty folders). */
async function prune(dir = IMAGES): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(IMAGES, full);
    if (entry.isDirectory()) {
      await prune(full);
      if ((await readdir(full)).length === 0) await rm(full, { recursive: true });
    } else if (!written.has(path.normalize(rel)) && !KEEP.has(rel)) {
      await rm(full);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------
async function main(): Promise<void> {
  const started = Date.now();
  const args = new Set(process.argv.slice(2));
  await mkdir(IMAGES, { recursive: true });
  if (!FONTS.sansBold)
    console.warn('make-images: Liberation fonts not found; text falls back to <text> elements');

  // logo: the vector file, and rasters
  const logo = logoArt();
  const logoSvg = logo.doc(logo.body);
  await put(
    'logo.svg',
    sized(logoSvg, logo.w, logo.h).replace('<svg ', '<svg role="img" aria-label="Veda Vitals" ') + '\n',
  );

  const wide = (group: string, name: string, draw: Scene): ImageJob => ({
    group,
    name,
    widths: WIDE,
    draw: scene(1600, 600, `${group}/${name}`, draw),
  });
  const card = (group: string, name: string, draw: Scene): ImageJob => ({
    group,
    name,
    widths: CARD,
    draw: scene(800, 600, `${group}/${name}`, draw),
  });
  const jobs = {
    logo: [
      {
        group: 'brand',
        name: 'logo',
        widths: [270, 540, 810],
        alpha: true,
        draw: () => ({ svg: logoSvg, w: 360, h: 120 }),
      },
    ],
    heroPoster: [
      {
        group: 'hero',
        name: 'hero-poster',
        widths: [640, 1280, 1920],
        draw: () => ({ svg: heroSvg(0), w: 1920, h: 1080 }),
      },
    ],
    banners: [
      wide('banners', 'deficiencies-line', bannerDeficiencies),
      wide('banners', 'conditions-line', bannerConditions),
      wide('banners', 'regenerative-health-line', bannerRegenerative),
      wide('banners', 'life-cycle-line', bannerLifeCycle),
    ],
    features: FEATURE_SCENES.map(([n, d]) => card('features', n, d)),
    compliance: COMPLIANCE.map(([n], i) => ({
      group: 'compliance',
      name: n,
      widths: [96, 192],
      alpha: true,
      draw: scene(192, 192, n, () => complianceIcon(i)),
    })),
    usp: USP_SCENES.map(([n, d]) => card('usp', n, d)),
    trends: TREND_SCENES.map(([n, d]) => ({
      group: 'trends',
      name: n,
      widths: [320, 640],
      draw: scene(640, 960, n, d),
    })),
    videoPosters: VIDEO_SCENES.map(([n, d]) => ({
      group: 'videos',
      name: n,
      widths: [640, 1280],
      draw: scene(1280, 720, n, d),
    })),
    certificates: CERTIFICATES.map((c) => ({
      group: 'certificates',
      name: c.name,
      widths: [450, 900],
      draw: scene(900, 1200, c.name, (a) => certificate(a, c)),
    })),
    sustainabilityBanner: [wide('sustainability', 'banner', bannerSustainability)],
    sustainabilityBlocks: SUSTAINABILITY_SCENES.map(([n, d]) => card('sustainability', n, d)),
    aboutBanners: [
      wide('about', 'banner-company-and-brand', bannerAboutCompany),
      wide('about', 'banner-learn-vitamins', bannerLearnVitamins),
      wide('about', `banner-learn-${kebab(BRAND_NAME)}`, bannerLearnBrand),
      wide('about', 'banner-science-behind', bannerScience),
    ],
    aboutBody: ABOUT_BODY_SCENES.map(([n, d]) => card('about', n, d)),
    services: SERVICE_SCENES.map(([n, d]) => card('services', n, d)),
  } satisfies Record<string, ImageJob[]>;
  const keys = Object.keys(jobs) as (keyof typeof jobs)[];
  const flat = keys.flatMap((k) => jobs[k].map((j: ImageJob) => ({ k, j })));
  const done = await pool(flat, 2, async ({ k, j }) => ({ k, r: await renderResponsive(j) }));
  const by = (k: keyof typeof jobs) => done.filter((d) => d.k === k).map((d) => d.r);
  const first = (k: keyof typeof jobs) => {
    const r = by(k)[0];
    if (!r) throw new Error(`nothing rendered for ${k}`);
    return r;
  };
  console.log(`make-images: responsive images done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // product banners (plain WebP, 1200×800)
  const products = catalogueProducts();
  const productBanners: [string, string[]][] = await pool(products, 2, async (p) => {
    const code = p.data.productCode;
    const slug = kebab(code);
    const ingredients = (p.data.ingredients ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const tone = LINE_TONE[p.line] ?? 'green';
    // Spec quirk (public-area.md §3.6): "Some Metabolein and IoniQ banner paths are empty-named".
    const emptyNamed = code === 'SBOVZ-Metabolein' || /ioniq/i.test(p.data.productName);
    const urls: string[] = [];
    const drawings: [string, Scene][] = [['1', (a) => productSource(a, ingredients, tone)]];
    if (!emptyNamed) drawings.push(['2', (a) => productPowder(a, ingredients, tone)]);
    for (const [n, draw] of drawings) {
      const a = new Art(1200, 800, `${code}-${n}`);
      const svg = a.doc(draw(a));
      const img = await raster(svg, 1200, 800, false);
      const rel = `products/${slug}-${n}.webp`;
      await put(
        rel,
        await img()
          .webp({ ...WEBP, quality: 76 })
          .toBuffer(),
      );
      urls.push(`/images/${rel}`);
    }
    if (emptyNamed) urls.push('/images/products/.webp');
    return [code, urls];
  });

  // certificate logos (plain WebP with alpha, 200×200)
  const certificateLogos: [string, string][] = [];
  for (const [name, label, icon] of CERT_LOGOS) {
    const a = new Art(200, 200, name);
    const img = await raster(a.doc(certLogo(label, icon)), 200, 200, true);
    const rel = `certificate-logos/${kebab(name)}.webp`;
    await put(
      rel,
      await img()
        .webp({ ...WEBP, quality: 88 })
        .toBuffer(),
    );
    certificateLogos.push([name, `/images/${rel}`]);
  }

  // hero clip
  const heroRel = 'hero/hero-loop.webm';
  let heroWebm = '';
  if (args.has('--no-video')) {
    if (existsSync(path.join(IMAGES, heroRel))) {
      written.add(path.normalize(heroRel));
      heroWebm = `/images/${heroRel}`;
    }
  } else {
    try {
      const t0 = Date.now();
      const webm = await recordHero();
      await put(heroRel, webm);
      heroWebm = `/images/${heroRel}`;
      console.log(
        `make-images: hero clip ${(webm.length / 1024).toFixed(0)} KiB in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
    } catch (e) {
      console.warn(
        `make-images: could not record the hero clip, the page will show the poster (${(e as Error).message})`,
      );
    }
  }

  const manifest: Manifest = {
    logo: first('logo'),
    heroPoster: first('heroPoster'),
    heroWebm,
    banners: by('banners'),
    features: by('features'),
    compliance: by('compliance'),
    usp: by('usp'),
    trends: by('trends'),
    videoPosters: by('videoPosters'),
    certificates: by('certificates'),
    sustainabilityBanner: first('sustainabilityBanner'),
    sustainabilityBlocks: by('sustainabilityBlocks'),
    aboutBanners: by('aboutBanners'),
    aboutBody: by('aboutBody'),
    services: by('services'),
    productBanners,
    certificateLogos,
  };
  // every URL the module will name must exist (except the deliberate empty-named ones)
  const all = [
    ...Object.values(manifest)
      .flat()
      .filter((v): v is Responsive => typeof v === 'object' && v !== null && 'base' in v)
      .flatMap(urlsOf),
    ...productBanners.flatMap(([, u]) => u).filter((u) => !u.endsWith('/.webp')),
    ...certificateLogos.map(([, u]) => u),
    ...(heroWebm ? [heroWebm] : []),
  ];
  for (const u of all)
    if (!written.has(path.normalize(u.replace(/^\/images\//, '')))) throw new Error(`missing ${u}`);
  await prune();
  await writeContentModule(manifest);

  let total = 0;
  for (const rel of written) total += (await stat(path.join(IMAGES, rel))).size;
  console.log(
    `make-images: ${written.size} files, ${(total / 1024 / 1024).toFixed(2)} MiB in pwa/public/images, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
