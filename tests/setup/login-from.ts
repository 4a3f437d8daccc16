// POST /admin/login from a given local address (127.0.0.0/8) on a fresh connection, as a client on another
// host would: the sign-in throttle and the device cookie tell clients apart by their address.
import http from 'node:http';
import type { TestApp } from './test-app.ts';

export interface LoginAnswer {
  status: number;
  retryAfter: number | undefined;
  message: string | undefined;
  /** The device cookie the answer sets, whole (`device-<user id>=...; path=...; ...`). */
  setCookie: string | undefined;
  /** The cookie to send back (`device-<user id>=...`). */
  device: string | undefined;
}

export function loginFrom(
  app: TestApp,
  email: string,
  password: string,
  from = '127.0.0.1',
  headers: Record<string, string> = {},
): Promise<LoginAnswer> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${app.url}/admin/login`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const retry = res.headers['retry-after'];
          const setCookie = res.headers['set-cookie']?.find((c) => c.startsWith('device-'));
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: retry === undefined ? undefined : Number(retry),
            message: text ? ((JSON.parse(text) as { message?: string }).message ?? undefined) : undefined,
            setCookie,
            device: setCookie?.split(';')[0],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
