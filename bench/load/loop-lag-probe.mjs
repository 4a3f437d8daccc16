// Preloaded into the built server by bench/load.bench.ts (node --import): measures the server's event-loop
// delay and answers over the IPC channel, so the server's own code stays exactly as shipped.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => ns / 1e6;
  process.on('message', (message) => {
    if (message === 'lag:reset') histogram.reset();
    if (message === 'lag:report') {
      process.send({
        lag: {
          mean: ms(histogram.mean),
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
        },
      });
    }
  });
  // The channel must not keep a server that is shutting down alive.
  process.channel?.unref();
}
