/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { deviceStates, mikrotikDevices } from '../../../../server/src/db/schema';
import { loadConfig, parseMetricsEndpoint } from '../../../../server/src/config';
import { fastJobSettings, stepsJob } from '../../../support/jobKinds';
import { histogramProblems, parseExposition, samplesOf, valueOf } from '../../../support/prometheusText';
import { startTestServer, type TestServer } from '../../../support/serverHarness';
import { openAuthedWs, wsUrlOf, type WsTestClient } from '../../../support/wsClient';

const TOKEN = 'scrape-token-for-the-metrics-test';

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestServer;
  let socket: WsTestClient;
  const scrape = async () => {
    const reply = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.status).toBe(200);
    return reply.raw.body;
  };
  beforeAll(async () => {
    t = await startTestServer({
      config: { metrics: { exposed: true, token: TOKEN }, jobs: fastJobSettings },
      extend: (app) => app.jobs.define(stepsJob),
    });
    socket = await openAuthedWs(await wsUrlOf(t.app), (await t.login('admin@example.com')).access);
  });
  afterAll(async () => {
    await socket?.close();
    await t?.close();
  });

  it('answers 401 without the token, with a wrong one and with a signed-in superuser', async () => {
    const admin = await t.headersFor('admin@example.com');
    for (const headers of [{}, { authorization: 'Bearer not-the-token-at-all' }, { authorization: TOKEN }, admin]) {
      const reply = await t.request({ method: 'GET', url: '/metrics', headers });
      expect(reply.status).toBe(401);
      expect(reply.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(reply.raw.body).not.toContain('portico_');
    }
  });

  it('is Prometheus text a parser reads, with sane histograms', async () => {
    await t.request({ method: 'GET', url: '/api/health/' });
    const reply = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parseExposition(reply.raw.body);
    expect(families.map((family) => family.name)).toEqual(
      expect.arrayContaining([
        'process_resident_memory_bytes',
        'portico_http_requests_total',
        'portico_http_request_duration_seconds',
        'portico_db_request_places',
        'portico_realtime_sockets',
        'portico_jobs',
        'portico_routers',
        'portico_routers_reachable',
        'portico_client_web_vital',
      ]),
    );
    expect(histogramProblems(reply.raw.body)).toEqual([]);
    // The checker itself finds a histogram whose +Inf is not its count, and buckets out of order.
    const broken = [
      '# TYPE x histogram',
      'x_bucket{le="1"} 2',
      'x_bucket{le="0.5"} 1',
      'x_bucket{le="+Inf"} 3',
      'x_sum 1',
      'x_count 4',
    ].join('\n');
    expect(histogramProblems(`${broken}\n`)).toEqual([
      'x[]: le 0.5 after 1',
      'x[]: count falls at le 0.5',
      expect.stringContaining('+Inf 3 ≠ _count 4'),
    ]);
  });

  it('counts requests under their route pattern, never the raw URL, with their latency', async () => {
    const admin = await t.headersFor('admin@example.com');
    for (const id of [1, 2, 999999]) await t.request({ method: 'GET', url: `/api/crm/rooms/${id}/`, headers: admin });
    await t.request({ method: 'GET', url: '/no/such/page/for/metrics' });
    const text = await scrape();
    const families = parseExposition(text);
    const route = { method: 'GET', route: '/api/crm/rooms/:id/' };
    const byRoute = samplesOf(families, 'portico_http_requests_total', route);
    expect(byRoute.reduce((sum, sample) => sum + sample.value, 0)).toBe(3);
    for (const sample of byRoute) expect(sample.labels.status).toMatch(/^[2-5]\d\d$/);
    expect(text).not.toMatch(/rooms\/(1|2|999999)\//);
    expect(text).not.toContain('/no/such/page');
    expect(valueOf(families, 'portico_http_requests_total', { route: '(unmatched)', status: '404' })).toBe(1);
    expect(valueOf(families, 'portico_http_request_duration_seconds_count', route)).toBe(3);
    expect(valueOf(families, 'portico_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(3);
    expect(valueOf(families, 'portico_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
  });

  it('shows open sockets, waiting jobs by kind and routers by state', async () => {
    const before = parseExposition(await scrape());
    const [device] = await t.db.insert(mikrotikDevices).values({ identity: 'metrics-drifted' }).returning();
    // A device's state row is made by a trigger: mark it drifted as a drift check would.
    await t.db
      .update(deviceStates)
      .set({ state: 'drifted', driftItems: 2 })
      .where(eq(deviceStates.deviceId, device.id));
    await t.app.jobs.send(stepsJob, { key: 'metrics-later', steps: 1, stepMs: 1 }, { startAfterSeconds: 3600 });

    const after = parseExposition(await scrape());
    expect(valueOf(after, 'portico_routers', { state: 'drifted' })).toBe(
      valueOf(before, 'portico_routers', { state: 'drifted' })! + 1,
    );
    expect(samplesOf(after, 'portico_routers').map((sample) => sample.labels.state)).toEqual(
      expect.arrayContaining(['never_checked', 'in_sync', 'drifted', 'applying', 'failed', 'unreachable']),
    );
    expect(valueOf(after, 'portico_jobs', { kind: 'test-steps', state: 'created' })).toBe(1);
    expect(valueOf(after, 'portico_jobs', { kind: 'test-steps', state: 'active' })).toBe(0);
    expect(valueOf(after, 'portico_realtime_sockets')).toBe(1);
    expect(valueOf(after, 'portico_db_request_places', { state: 'waiting' })).toBe(0);
  });

  it('serves superusers the same registry at GET /api/metrics/', async () => {
    const admin = await t.headersFor('admin@example.com');
    const inp = { metrics: [{ name: 'INP', value: 120, rating: 'good' }] };
    expect((await t.request({ method: 'POST', url: '/api/client-metrics/', payload: inp })).status).toBe(204);
    const api = parseExposition((await t.request({ method: 'GET', url: '/api/metrics/', headers: admin })).raw.body);
    const scraped = parseExposition(await scrape());
    expect(api.map((family) => family.name).sort()).toEqual(scraped.map((family) => family.name).sort());
    for (const families of [api, scraped]) {
      expect(valueOf(families, 'portico_client_web_vital_count', { name: 'INP' })).toBe(1);
      expect(valueOf(families, 'portico_client_web_vital_bucket', { name: 'INP', le: '100' })).toBe(0);
      expect(valueOf(families, 'portico_client_web_vital_bucket', { name: 'INP', le: '200' })).toBe(1);
    }
  });
});

describe('GET /metrics switched off', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { metrics: { exposed: false, token: null } } });
  });
  afterAll(async () => t?.close());

  it('answers 404, token or not', async () => {
    expect((await t.request({ method: 'GET', url: '/metrics' })).status).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
  });
});

describe('METRICS and METRICS_TOKEN', () => {
  it('is off by default, on with a token, open only when METRICS=on says so', () => {
    expect(loadConfig({ JWT_SECRET: 'x', DATA_DIR: '/nonexistent' }).metrics).toEqual({ exposed: false, token: null });
    expect(parseMetricsEndpoint({ METRICS_TOKEN: TOKEN })).toEqual({ exposed: true, token: TOKEN });
    expect(parseMetricsEndpoint({ METRICS: 'on' })).toEqual({ exposed: true, token: null });
    expect(parseMetricsEndpoint({ METRICS: 'off', METRICS_TOKEN: TOKEN })).toEqual({ exposed: false, token: null });
    expect(() => parseMetricsEndpoint({ METRICS: 'yes' })).toThrow('METRICS must be "on" or "off"');
    expect(() => parseMetricsEndpoint({ METRICS_TOKEN: 'short' })).toThrow('at least 16 characters');
  });
});
