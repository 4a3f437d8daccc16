// Certificates (900×1200): rosette seals, a guilloche border and the certificate documents.
import { BRAND_NAME } from '../../shared/brand.ts';
import { C, shade } from './palette.ts';
import { s, g, tr, op, circle, rect, pathEl, line, strokeP } from './svg.ts';
import { type Pt, smoothOpen, star } from './geometry.ts';
import { text, textWidth, circleText } from './text.ts';
import type { Art } from './art.ts';
import { leaf } from './plants.ts';

/** A rosette seal with optional ribbon tails and ring text. */
export function seal(
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
  const ringText = { font: 'sansBold', size: r * 0.15, fill: '#fff', tracking: 0.08 } as const;
  if (o.top) out += circleText(o.top, x, y, r * 0.52, ringText);
  if (o.bottom) out += circleText(o.bottom, x, y, r * 0.66, { ...ringText, bottom: true });
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
export const CERTIFICATES: CertSpec[] = [
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
export function certificate(a: Art, c: CertSpec): string {
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
