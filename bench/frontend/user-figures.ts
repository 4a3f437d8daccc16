// The figures a person on a phone feels, per page: `runs` load visits and `runs` tap visits of each page
// (user-visits.ts), against the same visits of the minimal page, taken in turn (one of each page, then the
// next round) so that the shared machine's slow moments fall on all of them alike. Medians, printed as one
// table per page with the goals beside them.
import type { Browser } from 'playwright-core';
import { describeMobile } from './mobile-profile.ts';
import { kib, median, printTable, type Row } from './table.ts';
import {
  loadVisit,
  locate,
  TAP_AFTER_FCP_MS,
  tapVisit,
  type Control,
  type LoadSample,
  type TapSample,
} from './user-visits.ts';

export interface Subject {
  path: string;
  url: string;
  /** false for the minimal page: no app, interactive from its first paint. */
  app: boolean;
  control: Control;
}

interface Samples {
  load: LoadSample[];
  tap: TapSample[];
}

/** The median with a missing value counted as the slowest: null when most of the values are missing. */
function medianOrNull(values: (number | null)[]): number | null {
  const m = median(values.map((v) => v ?? Number.POSITIVE_INFINITY));
  return Number.isFinite(m) ? m : null;
}

/** The tap's answer after the page could answer it: effect − max(tap, hydration); null if never. */
const answer = (s: TapSample): number | null =>
  s.effectAt === null ? null : s.effectAt - Math.max(s.tapAt, s.hydratedAt ?? 0);

const fmt = (v: number | null) => (v === null ? 'null' : Math.round(v).toLocaleString('en-GB'));

function printRuns(subject: Subject, { load, tap }: Samples): void {
  console.log(`\n${subject.path}, each run (ms from navigation start); the tap on ${subject.control.name}`);
  for (const [i, l] of load.entries()) {
    const t = tap[i]!;
    console.log(
      `  run ${i + 1}: load visit: first paint ${fmt(l.fcp)}, LCP ${fmt(l.lcp)}, hydrated ${fmt(l.hydratedAt)}; ` +
        `tap visit: first paint ${fmt(t.fcp)}, tap ${fmt(t.tapAt)} (+${fmt(t.tapAt - t.fcp)}), ` +
        `hydrated ${fmt(t.hydratedAt)}, effect ${fmt(t.effectAt)}, answered after ${fmt(answer(t))}, INP ${fmt(t.inp)}`,
    );
  }
}

function rows(subject: Subject, own: Samples, ref: Samples): Row[] {
  const load = (pick: (s: LoadSample) => number | null, samples = own.load) =>
    medianOrNull(samples.map(pick));
  const tap = (pick: (s: TapSample) => number | null, samples = own.tap) => medianOrNull(samples.map(pick));
  /** The page's median of one figure and the reference page's. */
  const ofLoad = (pick: (s: LoadSample) => number | null) => ({
    value: load(pick),
    reference: load(pick, ref.load) ?? undefined,
  });
  const ofTap = (pick: (s: TapSample) => number | null) => ({
    value: tap(pick),
    reference: tap(pick, ref.tap) ?? undefined,
  });
  const refPaint = load((s) => s.fcp, ref.load) ?? undefined;
  const hydrated = load((s) => s.hydratedAt);
  const answered = own.tap.filter((s) => s.effectAt !== null).length;
  return [
    { figure: 'first contentful paint', ...ofLoad((s) => s.fcp), unit: 'ms' },
    {
      figure: 'largest contentful paint',
      ...ofLoad((s) => s.lcp),
      unit: 'ms',
      target: '≤ 2,000 ms',
    },
    {
      figure: 'CLS',
      ...ofLoad((s) => s.cls),
      unit: '',
      digits: 3,
      target: '0',
    },
    {
      figure: 'hydrated: interactive (ref: its first paint)',
      value: hydrated,
      unit: 'ms',
      reference: refPaint,
    },
    {
      figure: 'first paint → interactive',
      value: hydrated === null ? null : load((s) => (s.hydratedAt ?? Number.NaN) - s.fcp),
      unit: 'ms',
      target: 'reported',
    },
    {
      figure: `tap, after first paint (aimed at +${TAP_AFTER_FCP_MS})`,
      ...ofTap((s) => s.tapAt - s.fcp),
      unit: 'ms',
    },
    {
      figure: `tap answered after max(tap, hydrated); ${answered} of ${own.tap.length} answered`,
      ...ofTap(answer),
      unit: 'ms',
      target: '≤ 200 ms',
    },
    {
      figure: 'tap INP (Event Timing duration)',
      ...ofTap((s) => s.inp),
      unit: 'ms',
      target: '≤ 200 ms',
    },
    {
      figure: 'JS as sent (encoded bodies, every script)',
      value: kib(load((s) => s.scriptBytes) ?? 0),
      unit: 'KiB',
      digits: 1,
    },
  ];
}

/** Runs the visits and prints a table per subject; the first subject is the reference (the minimal page). */
export async function userFigures(browser: Browser, subjects: Subject[], runs: number): Promise<void> {
  const samples = subjects.map((): Samples => ({ load: [], tap: [] }));
  const places = await Promise.all(subjects.map((s) => locate(browser, s.url, s.control)));
  for (let round = 0; round < runs; round++) {
    for (const [i, s] of subjects.entries()) {
      samples[i]!.load.push(await loadVisit(browser, s.url, s.app));
      samples[i]!.tap.push(await tapVisit(browser, s.url, s.app, s.control, places[i]!));
    }
    console.log(`round ${round + 1} of ${runs} done`);
  }
  const [reference, ...pages] = subjects;
  for (const [i, subject] of [reference!, ...pages].entries()) printRuns(subject, samples[i]!);
  for (const [i, subject] of pages.entries()) {
    printTable(
      `(a) ${subject.path} on a phone, median of ${runs} first visits (${describeMobile()}); ` +
        `tap on ${subject.control.name}`,
      'minimal page',
      rows(subject, samples[i + 1]!, samples[0]!),
    );
  }
}
