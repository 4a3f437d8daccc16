// GET /metrics (issue #34 §1): Prometheus text behind METRICS_TOKEN, with the request histogram by route
// template, Node's default metrics, the pool, live streams, the feed's revision, image work, sign-ins and
// draft submissions. The cluster's aggregate is tested in metrics-cluster.test.ts.
import { describe, expect, it } from 'vitest';
import { draftPush, draftsClient, newDraftId } from '../factories/drafts.ts';
import { productInput } from '../factories/products.ts';
import { createUser } from '../factories/users.ts';
import { apiClient, idempotencyKey } from '../setup/api-client.ts';
import { METRICS_TOKEN, sample, samples, scrape } from '../setup/prometheus-text.ts';
import { useTestApp } from '../setup/use-test-app.ts';

describe('GET /metrics without METRICS_TOKEN', () => {
  const { app } = useTestApp();

  it('when no token is configured, then /metrics is no route of the app: 404, with or without a bearer', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
    const res = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('# TYPE');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const { database, app } = useTestApp({
    metricsToken: METRICS_TOKEN,
    auth: { throttle: { perEmailAddress: 2 } },
  });
  const counter = async (name: string, labels: Record<string, string>) =>
    sample(await scrape(app.url), name, labels) ?? 0;

  it('when the bearer token is missing or wrong, then 401, never cached, and no metrics', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer wrong-token-of-some-length' },
      { Authorization: `Bearer ${METRICS_TOKEN}x` },
      { Authorization: `Basic ${METRICS_TOKEN}` },
    ]) {
      const res = await fetch(`${app.url}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toContain('# TYPE');
    }
  });

  it('when scraped with the token, then 200 in the text format with default metrics, the pool, image work and the feed revision', async () => {
    const text = await scrape(app.url);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samples(text, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(sample(text, 'http_worker_processes')).toBe(1);
    expect(sample(text, 'db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting')).toBe(0);
    expect(sample(text, 'image_work_jobs', { state: 'running' })).toBe(0);
    expect(sample(text, 'image_work_jobs', { state: 'queued' })).toBe(0);
    expect(sample(text, 'sync_streams_open')).toBe(0);

    // The feed's head: the highest revision of any change (a product's write also revises its ingredients).
    const head = async () => {
      const { rows } = (await database.db.raw(
        `select coalesce(max(revision), 0)::int as revision from (select revision from products union all
           select revision from ingredients union all select revision from processes union all
           select revision from product_tombstones) changes`,
      )) as { rows: { revision: number }[] };
      return rows[0]!.revision;
    };
    const revisionBefore = sample(text, 'sync_feed_latest_revision');
    expect(revisionBefore).toBe(await head());
    const staff = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    expect((await apiClient(app, staff).post('/api/products', { json: productInput() })).status).toBe(201);
    const revisionAfter = sample(await scrape(app.url), 'sync_feed_latest_revision');
    expect(revisionAfter).toBeGreaterThan(revisionBefore!);
    expect(revisionAfter).toBe(await head());
  });

  it('when products are read (anonymous, signed in, and one that is missing), then the histogram counts them under the route template, never the address', async () => {
    const staff = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const { productCode } = productInput();
    expect(
      (await apiClient(app, staff).post('/api/products', { json: { ...productInput(), productCode } }))
        .status,
    ).toBe(201);
    const route = { method: 'GET', route: '/api/products/:code' };
    const before = await scrape(app.url);
    const count = (text: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { ...route, status }) ?? 0;

    expect((await apiClient(app).get(`/api/products/${productCode}`)).status).toBe(200);
    expect((await apiClient(app, staff).get(`/api/products/${productCode}`)).status).toBe(200);
    expect((await apiClient(app).get('/api/products/NO-SUCH-CODE')).status).toBe(404);
    expect((await apiClient(app).get('/no/such/page')).status).toBe(404);
    expect((await apiClient(app).get('/logo.svg')).status).toBe(200);
    expect((await apiClient(app).get('/About')).status).toBe(200);

    await expect.poll(async () => count(await scrape(app.url), '200')).toBe(count(before, '200') + 2);
    const after = await scrape(app.url);
    expect(count(after, '404')).toBe(count(before, '404') + 1);
    expect(
      sample(after, 'http_request_duration_seconds_bucket', { ...route, status: '200', le: '+Inf' }),
    ).toBe(count(after, '200'));
    const routes = samples(after, 'http_request_duration_seconds_count').map((s) => s.labels.route);
    expect(routes).toEqual(expect.arrayContaining(['unmatched', 'static', 'page', '/metrics']));
    expect(after).not.toContain(productCode);
    expect(after).not.toContain('NO-SUCH-CODE');
    expect(after).not.toContain('/no/such/page');
    expect(after).not.toContain('logo.svg');
    expect(after).not.toContain('/About');
  });

  it('when a sign-in fails, succeeds and is throttled, then each outcome counts once', async () => {
    const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const signIns = (outcome: string) => counter('auth_sign_ins_total', { outcome });
    const [success, failure, throttled] = [
      await signIns('success'),
      await signIns('failure'),
      await signIns('throttled'),
    ];
    const api = apiClient(app);

    expect((await api.login(user.email, 'not-the-password')).status).toBe(401);
    expect(await signIns('failure')).toBe(failure + 1);
    expect(await signIns('success')).toBe(success);
    expect((await api.login(user.email, user.password)).status).toBe(200);
    expect(await signIns('success')).toBe(success + 1);

    // Two attempts per email and address (the app's throttle here): the third is refused.
    expect((await api.login(user.email, 'wrong-1')).status).toBe(401);
    expect((await api.login(user.email, 'wrong-2')).status).toBe(401);
    expect((await api.login(user.email, 'wrong-3')).status).toBe(429);
    expect(await signIns('failure')).toBe(failure + 3);
    expect(await signIns('throttled')).toBe(throttled + 1);
    expect(await signIns('success')).toBe(success + 1);
  });

  it('when a live stream is open, then the stream gauge counts it, and back to 0 once it closes', async () => {
    const staff = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const streams = async () => sample(await scrape(app.url), 'sync_streams_open');
    expect(await streams()).toBe(0);
    const controller = new AbortController();
    const res = await apiClient(app, staff).get('/api/sync/events', {
      headers: { Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(await streams()).toBe(1);
    controller.abort();
    await res.body?.cancel().catch(() => undefined);
    await expect.poll(streams).toBe(0);
  });

  it('when drafts are submitted (once replayed) and rejected, then submissions count each outcome once', async () => {
    const curator = await createUser(database.db, { role: 'DATA_CURATOR' });
    const drafts = draftsClient(app, curator);
    const api = apiClient(app, curator);
    const submissions = (outcome: string) => counter('draft_submissions_total', { outcome });
    const [submitted, rejected] = [await submissions('submitted'), await submissions('rejected')];

    const id = newDraftId();
    expect((await drafts.push(id, draftPush())).status).toBe(201);
    const key = idempotencyKey(`submit:${id}:device:1`);
    const input = productInput();
    for (const status of [201, 201]) {
      const res = await api.post('/api/products', { json: input, headers: { 'Draft-Id': id, ...key } });
      expect(res.status).toBe(status);
    }
    expect(await submissions('submitted')).toBe(submitted + 1);

    const invalid = await api.post('/api/products', {
      json: { ...productInput(), productName: '' },
      headers: { 'Draft-Id': newDraftId() },
    });
    expect(invalid.status).toBe(400);
    const duplicate = await api.post('/api/products', { json: input, headers: { 'Draft-Id': newDraftId() } });
    expect(duplicate.status).toBe(409);
    // A product write without Draft-Id submits no draft.
    expect((await api.post('/api/products', { json: productInput() })).status).toBe(201);

    expect(await submissions('submitted')).toBe(submitted + 1);
    expect(await submissions('rejected')).toBe(rejected + 2);
  });
});
