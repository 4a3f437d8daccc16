// The cluster's metrics (docs/decisions/029-prometheus-metrics-across-the-cluster.md): GET /metrics reaches one worker, which
// asks the primary over IPC; the primary asks every worker for its registry with prom-client's
// AggregatorRegistry (over the same IPC channel), combines them metric by metric (each metric's
// `aggregator`: a sum, or the highest) and answers the worker with the text.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'metrics:request';
const ANSWER = 'metrics:answer';
/** prom-client gives up on a silent worker after 5 s; the asking worker waits a little longer. */
const ANSWER_TIMEOUT_MS = 8000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers each worker's request with every worker's metrics, aggregated. */
export function answerWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  const reply = (worker: Worker, answer: MetricsAnswer) => {
    if (worker.isConnected()) worker.send(answer, undefined, () => undefined);
  };
  cluster.on('message', (worker, message: Partial<MetricsRequest> | undefined) => {
    if (message?.type !== REQUEST || typeof message.id !== 'number') return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => reply(worker, { type: ANSWER, id, text }),
      (error: unknown) => reply(worker, { type: ANSWER, id, error: (error as Error).message }),
    );
  });
}

/**
 * In a worker: offers this process's registry to the primary's aggregation and returns how to ask the
 * primary for the whole cluster's metrics.
 */
export function clusterMetricsFor(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructed in a worker, it installs the answer to the primary's requests for this worker's metrics.
  new AggregatorRegistry();
  const pending = new Map<number, (answer: MetricsAnswer) => void>();
  let nextId = 0;
  process.on('message', (message: Partial<MetricsAnswer> | undefined) => {
    if (message?.type !== ANSWER || typeof message.id !== 'number') return;
    pending.get(message.id)?.(message as MetricsAnswer);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(
        () => settle({ type: ANSWER, id, error: 'the primary did not answer' }),
        ANSWER_TIMEOUT_MS,
      );
      function settle(answer: MetricsAnswer) {
        clearTimeout(timer);
        pending.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(`could not gather the cluster's metrics: ${answer.error ?? 'no answer'}`));
      }
      pending.set(id, settle);
      const request: MetricsRequest = { type: REQUEST, id };
      if (!process.send) settle({ type: ANSWER, id, error: 'not a cluster worker' });
      else
        process.send(request, undefined, undefined, (error: Error | null) => {
          if (error) settle({ type: ANSWER, id, error: error.message });
        });
    });
}
