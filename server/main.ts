// Entry point of `npm start`: starts the server and shuts it down in order on SIGINT or SIGTERM.
import './threadpool.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const FORCE_EXIT_AFTER_MS = 1500;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: say what is wrong, without a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}
const log = createLogger(config.logLevel);

try {
  const server = await startServer(config, log);
  log.info({ url: server.url }, `serving on ${server.url}`);

  // Ctrl-C under `npm start` delivers SIGINT twice at once (from the terminal and forwarded by npm),
  // so only a signal that comes a while after the first one means "stop waiting and exit now".
  let firstSignalAt: number | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < FORCE_EXIT_AFTER_MS) return;
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    log.info({ signal }, 'signal received');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
