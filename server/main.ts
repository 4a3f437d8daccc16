// Entry point of `npm start`. With WEB_CONCURRENCY 1 the whole product runs in this process; with more (the
// default is the number of cores) this process is the cluster's primary: it prepares the database once
// (embedded PostgreSQL, migrations, seed, first ADMIN), runs the hourly maintenance, and forks that many
// stateless HTTP workers sharing one port, replacing any that dies. SIGINT or SIGTERM stops the workers
// (each finishes its requests), then PostgreSQL.
import './threadpool.ts';
import './production-mode.ts';
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from './config.ts';
import { createKnex } from './db/knex.ts';
import { OperatorError } from './errors/operator-error.ts';
import { createLogger, type Logger } from './logger.ts';
import { startMaintenance } from './maintenance.ts';
import { answerWorkersMetrics } from './metrics/cluster.ts';
import {
  prepareDatabase,
  serveHttp,
  startServer,
  type PreparedDatabase,
  type RunningServer,
} from './server.ts';

const FORCE_EXIT_AFTER_MS = 1500;
/**
 * A worker that dies this soon after starting is not replaced again and again: the primary gives up. Past
 * it, the worker is logged as settled, and replaced if it dies.
 */
const CRASH_LOOP_MS = 5_000;

/** What the primary sends a worker once it is forked (over IPC, so the secret is in no environment). */
interface WorkerStart {
  type: 'start';
  prepared: Pick<PreparedDatabase, 'appUrl' | 'jwtSecret'>;
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: say what is wrong, without a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}
const log = createLogger(config.logLevel);

/**
 * Ctrl-C under `npm start` delivers SIGINT twice at once (from the terminal and forwarded by npm), so only a
 * signal that comes a while after the first one means "stop waiting and exit now".
 */
function onStopSignals(stop: () => Promise<void>, who: Logger): void {
  let firstSignalAt: number | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < FORCE_EXIT_AFTER_MS) return;
      who.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    who.info({ signal }, 'signal received');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        who.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function runWorker(): Promise<void> {
  const workerLog = log.child({ worker: cluster.worker?.id });
  // Asked for once this listener is in place: a message sent before it would be lost.
  const received = once(process, 'message') as Promise<[WorkerStart]>;
  process.send?.({ type: 'ready' });
  const [message] = await received;
  const server: RunningServer = await serveHttp(config, message.prepared, workerLog, {
    maintenance: false,
    clusterWorker: true,
  });
  workerLog.info({ pid: process.pid }, 'worker serving');
  const stop = () => server.stop();
  onStopSignals(stop, workerLog);
  // The primary is gone (killed outright): finish and leave, never serve on without it.
  process.on('disconnect', () => void stop().finally(() => process.exit(0)));
}

async function runPrimary(): Promise<void> {
  // Workers run this same module (under tsx too), not the script that imported it (npm start's).
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  const prepared = await prepareDatabase(config, log);
  const maintenanceDb = createKnex(prepared.appUrl, log);
  const stopMaintenance = startMaintenance(maintenanceDb, log);
  // A worker's GET /metrics asks this process for every worker's metrics (metrics/cluster.ts).
  if (config.metricsToken) answerWorkersMetrics();
  let stopping = false;

  const fork = (): Promise<{ worker: Worker; port: number }> => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    // Said once the worker is past the crash-loop window: from now on its death is a crash to recover from.
    const settled = setTimeout(
      () => log.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker settled'),
      CRASH_LOOP_MS,
    );
    settled.unref();
    worker.on('message', (message: { type?: string }) => {
      if (message?.type !== 'ready') return;
      const start: WorkerStart = {
        type: 'start',
        prepared: { appUrl: prepared.appUrl, jwtSecret: prepared.jwtSecret },
      };
      worker.send(start);
    });
    worker.once('exit', (code, signal) => {
      clearTimeout(settled);
      if (stopping) return;
      log.error({ worker: worker.id, code, signal }, 'a worker died');
      if (Date.now() - startedAt < CRASH_LOOP_MS) {
        log.fatal('the worker died right after starting: not starting it again; stopping');
        void stopAll().finally(() => process.exit(1));
        return;
      }
      void fork().then(({ worker: next }) =>
        log.info({ worker: next.id }, 'a worker replaced the one that died'),
      );
    });
    return new Promise((resolve) =>
      worker.once('listening', (address) => resolve({ worker, port: address.port })),
    );
  };

  const stopAll = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      workers.map(async (worker) => {
        if (worker.isDead()) return;
        const exited = once(worker, 'exit');
        worker.process.kill('SIGTERM');
        await exited;
      }),
    );
    stopMaintenance();
    await maintenanceDb.destroy();
    await prepared.embedded?.stop();
    log.info('stopped');
  };

  try {
    const started = await Promise.all(Array.from({ length: config.webConcurrency }, fork));
    const url = `http://localhost:${started[0]!.port}`;
    log.info({ url, workers: started.length }, `serving on ${url} with ${started.length} worker processes`);
  } catch (error) {
    await stopAll();
    throw error;
  }
  onStopSignals(stopAll, log);
}

try {
  if (cluster.isWorker) await runWorker();
  else if (config.webConcurrency > 1) await runPrimary();
  else {
    const server = await startServer(config, log);
    log.info({ url: server.url }, `serving on ${server.url}`);
    onStopSignals(() => server.stop(), log);
  }
} catch (error) {
  if (error instanceof OperatorError) {
    // The operator's to fix, and the message says how: no stack trace around it.
    log.fatal(error.message);
    console.error(error.message);
  } else log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
