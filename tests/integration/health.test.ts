import { describe, expect, it } from 'vitest';
import { createKnex } from '../../server/db/knex.ts';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { apiClient } from '../setup/api-client.ts';
import { startTestApp } from '../setup/test-app.ts';
import { useTestApp } from '../setup/use-test-app.ts';

describe('GET /api/health', () => {
  const { database, app } = useTestApp();

  it('when the database answers, then 200 {"status":"ok","db":"ok"}', async () => {
    const res = await apiClient(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('when the database is down, then 503 with Retry-After and db "down"', async () => {
    const deadDb = createKnex(`postgres://app:x@127.0.0.1:${await freePort()}/app`);
    const deadApp = await startTestApp(deadDb);
    try {
      const res = await apiClient(deadApp).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ status: 'error', db: 'down' });
    } finally {
      await deadApp.close();
      await deadDb.destroy();
    }
  });

  it('when an unknown API path is asked for, then 404 with a JSON message', async () => {
    const res = await apiClient(app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No route for GET /api/no-such-thing.', code: 'NOT_FOUND' });
  });

  it('when served over HTTPS behind a trusted proxy, then HSTS is sent; over plain HTTP it is not', async () => {
    expect((await apiClient(app).get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const proxied = await startTestApp(database.db, { proxy: true });
    try {
      const res = await apiClient(proxied).get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it('when any answer is sent, then it carries the security headers and a request id', async () => {
    const res = await apiClient(app).get('/api/health', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
