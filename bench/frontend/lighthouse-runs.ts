// Lighthouse 12 against the built server: one headless Chromium (chrome-launcher, the flags of the issue),
// `runs` runs per page with storage reset between them (Lighthouse's default: every run is a first visit),
// the median of each category score and metric. Mobile (Lighthouse's default config: simulated slow 4G and
// a 4× slower CPU) unless LH_PRESET=desktop.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROME_FLAGS, chromePath } from './browser.ts';
import { median } from './table.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export type Scores = Record<(typeof CATEGORIES)[number], number> & Record<keyof typeof METRICS, number>;

export interface PageResult {
  medians: Scores;
  /** Audits of the accessibility, best-practices and SEO categories that failed in any run. */
  failing: string[];
}

/** Lighthouse's errors for a trace it could not read, which it says to run again. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

export const preset = (): 'mobile' | 'desktop' =>
  process.env.LH_PRESET === 'desktop' ? 'desktop' : 'mobile';

export async function lighthouseMedians(urls: string[], runs: number): Promise<Map<string, PageResult>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [...CHROME_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  const config = preset() === 'desktop' ? desktopConfig : undefined;
  const results = new Map<string, PageResult>();
  try {
    for (const url of urls) {
      const samples: Scores[] = [];
      const failing = new Set<string>();
      let retries = 0;
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          config,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits, runtimeError } = result.lhr;
        // A trace Chrome recorded badly (NO_NAVSTART and the like) says nothing of the page: that run
        // again, twice at most per page.
        if (runtimeError && TRACE_ERRORS.has(runtimeError.code) && retries < 2) {
          retries++;
          run--;
          continue;
        }
        if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
        const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
        const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        for (const id of CATEGORIES.slice(1)) {
          for (const ref of categories[id]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1)
              failing.add(ref.id);
          }
        }
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          lcp: metric(METRICS.lcp),
          tbt: metric(METRICS.tbt),
          cls: metric(METRICS.cls),
        });
      }
      const pick = (key: keyof Scores) => median(samples.map((s) => s[key]));
      const medians: Scores = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
      };
      results.set(url, { medians, failing: [...failing].sort() });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
