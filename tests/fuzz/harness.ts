// Sends fuzz cases to a running server and judges each answer: never a 5xx, every 4xx a JSON body with a
// `message` (but for an address outside the API that is no page of the app: a 404 with the app's HTML, marked
// noindex, whose error page says so), the server still answering afterwards. Counts the statuses of each
// endpoint.
import http from 'node:http';
import fc from 'fast-check';
import type { FuzzBody } from './bodies.ts';

export interface FuzzRequest {
  method: string;
  /** Already encoded, sent exactly as it is in the request line. */
  path: string;
  headers: Record<string, string>;
  body?: FuzzBody;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const TIMEOUT_MS = 15_000;

/** One request over node:http (not fetch), so paths and headers go out without being normalised. */
export function send(baseUrl: string, req: FuzzRequest): Promise<FuzzAnswer> {
  const url = new URL(baseUrl);
  const headers: Record<string, string> = { ...req.headers };
  if (req.body) {
    if (req.body.contentType !== undefined) headers['Content-Type'] = req.body.contentType;
    headers['Content-Length'] = String(req.body.bytes.length);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: url.hostname, port: url.port, method: req.method, path: req.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(req.body?.bytes);
  });
}

/** What is wrong with an answer, or undefined when it keeps the contract. */
export function problemWith(req: FuzzRequest, answer: FuzzAnswer): string | undefined {
  const shown = answer.text.length > 300 ? `${answer.text.slice(0, 300)}…` : answer.text;
  if (answer.status >= 500) return `answered ${answer.status}: ${shown}`;
  if (answer.status < 400 || req.method === 'HEAD') return undefined;
  const outsideApi = !/^\/(?:api|admin|media)(?:[/?]|$)/.test(req.path);
  if (
    answer.status === 404 &&
    outsideApi &&
    /^text\/html/.test(answer.contentType) &&
    answer.text.includes('<meta name="robots" content="noindex" />')
  )
    return undefined;
  if (!/^application\/json/.test(answer.contentType))
    return `a ${answer.status} with Content-Type '${answer.contentType}': ${shown}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `a ${answer.status} whose body is not JSON: ${shown}`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '')
    return `a ${answer.status} without a message: ${shown}`;
  return undefined;
}

/** A short, printable description of a case for failure reports. */
export function describe(req: FuzzRequest): string {
  const path = req.path.length > 200 ? `${req.path.slice(0, 200)}…(${req.path.length})` : req.path;
  const body = req.body
    ? ` body ${req.body.bytes.length} B ${req.body.contentType ?? '(no type)'}: ${JSON.stringify(
        req.body.bytes.subarray(0, 160).toString('latin1'),
      )}`
    : '';
  const headers = Object.entries(req.headers)
    .map(([k, v]) => `${k}: ${v.length > 60 ? `${v.slice(0, 60)}…` : v}`)
    .join(', ');
  return `${req.method} ${path} [${headers}]${body}`;
}

export class StatusTally {
  readonly counts = new Map<number, number>();
  failures: string[] = [];
  cases = 0;

  add(status: number): void {
    this.cases++;
    this.counts.set(status, (this.counts.get(status) ?? 0) + 1);
  }

  count(from: number, to: number): number {
    let n = 0;
    for (const [status, c] of this.counts) if (status >= from && status < to) n += c;
    return n;
  }

  /** "200×12 400×80 401×8", in status order. */
  toString(): string {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}×${c}`)
      .join(' ');
  }
}

export interface FuzzRunOptions {
  numRuns: number;
  /** Stop at the first broken answer and shrink it (tests); or count every broken answer (the bench). */
  stopOnFailure: boolean;
  seed?: number;
}

/**
 * Runs one endpoint's property. With stopOnFailure, fast-check throws with the seed, path and the shrunk
 * case; without, every broken answer is counted in tally.failures and the run goes on.
 */
export async function fuzzEndpoint(
  baseUrl: string,
  requests: fc.Arbitrary<FuzzRequest>,
  tally: StatusTally,
  options: FuzzRunOptions,
): Promise<void> {
  // fast-check prints a failing case with this, instead of every byte of a 20 KB body.
  const printable = requests.map((req) =>
    Object.defineProperty({ ...req }, fc.toStringMethod, { value: () => describe(req), enumerable: false }),
  );
  const property = fc.asyncProperty(printable, async (req) => {
    let answer: FuzzAnswer;
    try {
      answer = await send(baseUrl, req);
    } catch (error) {
      const problem = `no answer (${(error as Error).message}) to ${describe(req)}`;
      if (options.stopOnFailure) throw new Error(problem);
      tally.failures.push(problem);
      return true;
    }
    tally.add(answer.status);
    const problem = problemWith(req, answer);
    if (problem === undefined) return true;
    if (options.stopOnFailure) throw new Error(`${problem}\n  for ${describe(req)}`);
    tally.failures.push(`${problem}\n  for ${describe(req)}`);
    return true;
  });
  await fc.assert(property, {
    numRuns: options.numRuns,
    seed: options.seed,
  });
}

/** The server is still up: GET /api/health answers 200. */
export async function expectServerUp(baseUrl: string): Promise<void> {
  const answer = await send(baseUrl, { method: 'GET', path: '/api/health', headers: {} });
  if (answer.status !== 200) throw new Error(`GET /api/health answered ${answer.status}: ${answer.text}`);
}

export function closeFuzzClient(): void {
  agent.destroy();
}
