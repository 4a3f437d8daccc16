// Draws every image of the public site in code (SVG composed in scripts/images/, flat vector style, brand
// palette) and rasterises it with sharp into pwa/public/images as WebP and AVIF in responsive widths; records
// the home hero's looping clip by rendering its frames in headless Chromium and encoding them with WebCodecs
// (VP9), muxed into WebM in webm-muxer.ts; then writes pwa/src/content/images.ts so the pages point at
// exactly these files.
//
// Run with `npm run make:images` (tsx scripts/images/main.ts). Output is deterministic: no clock, no
// Math.random (seeded generators only); text is drawn as glyph outlines read from the system's Liberation
// fonts, so the committed SVG logo does not depend on the viewer's fonts. Files it no longer writes are
// removed from pwa/public/images (placeholder.svg is kept). Flags: --no-video keeps the existing clip.
//
// This file is the run: which drawing goes to which file at which widths, in what order. The drawings, the
// rasterising, the clip and the generated module live in the files beside it (scripts/images/README.md).
import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_NAME } from '../../shared/brand.ts';
import { catalogueProducts } from '../../shared/catalogue.ts';
import { IMAGES } from './paths.ts';
import { written, put, prune } from './output-files.ts';
import { recordHero } from './chromium-recorder.ts';
import { FONTS } from './text.ts';
import { Art, centreSquare, sized, type Scene } from './art.ts';
import {
  bannerDeficiencies,
  bannerConditions,
  bannerRegenerative,
  bannerLifeCycle,
  bannerSustainability,
  bannerAboutCompany,
  bannerLearnVitamins,
  bannerLearnBrand,
  bannerScience,
} from './banners.ts';
import { FEATURE_SCENES, USP_SCENES } from './cards-home.ts';
import { SUSTAINABILITY_SCENES, ABOUT_BODY_SCENES, SERVICE_SCENES } from './cards-pages.ts';
import { CERTIFICATES, certificate } from './certificates.ts';
import { COMPLIANCE, complianceIcon, CERT_LOGOS, certLogo } from './compliance-icons.ts';
import { TREND_SCENES, VIDEO_SCENES } from './trends-and-video-posters.ts';
import { LINE_TONE, productSource, productPowder } from './product-banners.ts';
import { logoArt } from './logo.ts';
import { heroSvg } from './hero.ts';
import {
  WIDE,
  CARD,
  raster,
  WEBP,
  type Responsive,
  type ImageJob,
  renderResponsive,
  scene,
  pool,
  kebab,
} from './raster-pool.ts';
import { type Manifest, urlsOf, writeContentModule } from './content-module.ts';

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
    // The poster's centre square, for portrait screens: there the hero's box is taller than wide and its
    // cover fit shows only that square of the 16:9 frame, so the square is the same pixels at half the
    // bytes. 780 px is what phones 360–390 px wide at 2× and 412 px at 1.75× ask for (`sizes` 100vw),
    // and stays under one round trip of a new connection (about 14 KB); 1080 px for the rest.
    heroPosterSquare: [
      {
        group: 'hero',
        name: 'hero-poster-square',
        widths: [780, 1080],
        draw: () => ({ svg: centreSquare(heroSvg(0), 1920, 1080), w: 1080, h: 1080 }),
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

  // certificate logos (plain WebP with alpha): drawn on a 200 px square, rasterised at 150 px, three device
  // pixels per CSS pixel of the 50 px badge they are shown as (6.3–6.7 KB each;
  // a 200 px raster was 8.6–9.3 KB)
  const certificateLogos: [string, string][] = [];
  for (const [name, label, icon] of CERT_LOGOS) {
    const a = new Art(200, 200, name);
    const img = await raster(a.doc(certLogo(label, icon)), 150, 150, true);
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
    heroPosterSquare: first('heroPosterSquare'),
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
