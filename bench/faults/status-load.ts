// A closed-loop HTTP load that keeps every answer: when it was sent and answered, its status and whether
// a 503 carried Retry-After, so a fault scenario can say what the server answered second by second.
import http from 'node:http';

export interface Sample {
  path: string;
  /** ms since the load's clock started (`performance.now()` based, shared with the scenario). */
  sent: number;
  answered: number;
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  retryAfter: boolean;
}

export interface RunningLoad {
  /** Ends the load after the requests in flight; resolves with every sample. */
  stop(): Promise<Sample[]>;
}

const REQUEST_TIMEOUT_MS = 10_000;

export function startLoad(
  baseUrl: string,
  paths: string[],
  { connections, clock }: { connections: number; clock: () => number },
): RunningLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: Sample[] = [];
  let running = true;

  const once = (path: string) =>
    new Promise<void>((resolve) => {
      const sent = clock();
      const done = (status: number, retryAfter = false) => {
        samples.push({ path, sent, answered: clock(), status, retryAfter });
        resolve();
      };
      const req = http.get(`${baseUrl}${path}`, { agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0, res.headers['retry-after'] !== undefined));
        res.on('error', () => done(0));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done(0));
    });

  const loops = Array.from({ length: connections }, async (_, i) => {
    for (let n = i; running; n++) await once(paths[n % paths.length]!);
  });

  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return samples;
    },
  };
}

/** Answers per second of the samples answered in [from, to). */
export function rate(samples: Sample[], from: number, to: number): number {
  const n = samples.filter((s) => s.answered >= from && s.answered < to).length;
  return to > from ? n / ((to - from) / 1000) : 0;
}
