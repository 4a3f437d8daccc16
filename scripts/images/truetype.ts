// Text as outlines: a minimal TrueType reader (cmap 4, hmtx, loca/glyf incl. composites, kern format 0).
import { s } from './svg.ts';

interface GlyphPt {
  x: number;
  y: number;
  on: boolean;
}

export class Font {
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
