// Reads the Prometheus text format (version 0.0.4) that GET /metrics answers, for the metrics tests.
import { expect } from 'vitest';

export const METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';

/** The samples of one metric (name with its suffix, such as `_count`), each with its labels and value. */
export function samples(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  const found = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    found.push({ labels, value: Number(match[3]) });
  }
  return found;
}

/** The value of the sample whose labels are exactly `labels`; undefined when there is none. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return samples(text, name).find((s) => JSON.stringify(Object.entries(s.labels).sort()) === wanted)?.value;
}

/** GET /metrics with the test token: 200 in the text format, never cached; returns the text. */
export async function scrape(url: string, token = METRICS_TOKEN): Promise<string> {
  const res = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.text();
}
