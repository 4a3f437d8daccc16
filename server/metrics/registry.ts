// The metrics of one server process (docs/architecture.md §7, docs/decisions/029-prometheus-metrics-across-the-cluster.md): Node's
// default metrics, the HTTP request histogram, and the app's own gauges and counters, in a registry of the
// app's own. Gauges are read when scraped (their collect()), never kept current on the request path. Each
// metric says how the cluster's primary combines its workers' values (`aggregator`, metrics/cluster.ts):
// counters, histograms and most gauges add up; the feed's latest revision, the same database seen by every
// worker, is the highest.
import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SignInOutcome } from '../modules/auth/routes.ts';
import type { DraftSubmissionOutcome } from '../modules/products/routes.ts';

/** Where the scrape-time gauges read their values. */
export interface MetricSources {
  db: Knex;
  /** Event streams open in this process. */
  openStreams(): number;
  /** Images decoding and waiting in this process. */
  imageWork(): { running: number; queued: number };
  /** The change feed's latest revision (a query; a scrape waits for it at most REVISION_TIMEOUT_MS). */
  latestRevision(): Promise<number>;
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

const SIGN_IN_OUTCOMES: SignInOutcome[] = ['success', 'failure', 'throttled'];
const DRAFT_OUTCOMES: DraftSubmissionOutcome[] = ['submitted', 'rejected'];
/** A scrape never waits longer than this for the database; it then keeps the revision read last. */
const REVISION_TIMEOUT_MS = 1000;

/** knex's pool (tarn), as far as the gauges read it. */
interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createAppMetrics(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'http_worker_processes',
    help: 'HTTP server processes whose metrics this answer holds (summed over the cluster).',
    registers,
    aggregator: 'sum',
    collect() {
      this.set(1);
    },
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });

  const pool = () => (sources.db.client as { pool?: Pool }).pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of the pool, by state: in_use (lent to a query) or idle.',
    labelNames: ['state'] as const,
    registers,
    aggregator: 'sum',
    collect() {
      this.set({ state: 'in_use' }, pool()?.numUsed() ?? 0);
      this.set({ state: 'idle' }, pool()?.numFree() ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL connection of the pool.',
    registers,
    aggregator: 'sum',
    collect() {
      this.set(pool()?.numPendingAcquires() ?? 0);
    },
  });
  new Gauge({
    name: 'sync_streams_open',
    help: 'Live event streams (GET /api/sync/events) open now.',
    registers,
    aggregator: 'sum',
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'sync_feed_latest_revision',
    help: 'The change feed’s latest revision (the highest over the cluster).',
    registers,
    aggregator: 'max',
    async collect() {
      try {
        this.set(await withTimeout(sources.latestRevision(), REVISION_TIMEOUT_MS));
      } catch {
        // The database is slow or down: the value read last stays (the health check says which).
      }
    },
  });
  new Gauge({
    name: 'image_work_jobs',
    help: 'Image work (decoding, renditions) by state: running, or queued for a slot.',
    labelNames: ['state'] as const,
    registers,
    aggregator: 'sum',
    collect() {
      const { running, queued } = sources.imageWork();
      this.set({ state: 'running' }, running);
      this.set({ state: 'queued' }, queued);
    },
  });

  const signIns = new Counter({
    name: 'auth_sign_ins_total',
    help: 'Sign-ins (POST /admin/login) by outcome: success, failure (wrong credentials) or throttled.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const draftSubmissions = new Counter({
    name: 'draft_submissions_total',
    help: 'Product writes that submit a draft (Draft-Id) by outcome: submitted, or rejected (a 4xx the draft shows).',
    labelNames: ['outcome'] as const,
    registers,
  });
  // Every outcome is shown from the start, at 0, so a rate over it never starts with a missing series.
  for (const outcome of SIGN_IN_OUTCOMES) signIns.inc({ outcome }, 0);
  for (const outcome of DRAFT_OUTCOMES) draftSubmissions.inc({ outcome }, 0);

  return {
    registry,
    httpDuration,
    signIn: (outcome: SignInOutcome) => signIns.inc({ outcome }),
    draftSubmission: (outcome: DraftSubmissionOutcome) => draftSubmissions.inc({ outcome }),
  };
}
