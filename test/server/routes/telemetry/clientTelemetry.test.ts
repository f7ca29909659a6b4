import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseExposition, valueOf } from '../../../support/prometheusText';
import { startTestServer, type TestServer } from '../../../support/serverHarness';

const vitals = { metrics: [{ name: 'LCP', value: 1800, rating: 'good' }] };
const report = {
  kind: 'request',
  message: 'Server error 503 at listRooms',
  status: 503,
  endpoint: 'listRooms',
  page: '/rooms?search=Kari%20Nordmann',
  breadcrumbs: [
    { at: '2026-11-28T09:00:00.000Z', page: '/dashboard' },
    { at: '2026-11-28T09:00:05.000Z', page: '/room/17/edit?tab=2' },
  ],
};

/** A stand-in for a Sentry-compatible service: records the events it is sent. */
async function startDsnReceiver() {
  const received: { url: string; auth: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ url: req.url ?? '', auth: String(req.headers['x-sentry-auth']), body: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { dsn: `http://publickey@127.0.0.1:${port}/42`, received, close: () => server.close() };
}

/** Requirements §7, §9: web-vitals and client errors with page-view breadcrumbs, kept by Portico itself. */
describe('client metrics and error reports', () => {
  let t: TestServer;
  let receiver: Awaited<ReturnType<typeof startDsnReceiver>>;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    receiver = await startDsnReceiver();
    t = await startTestServer({
      config: {
        telemetry: { metrics: true, errors: true, errorsDsn: receiver.dsn, preconnect: [] },
      },
    });
    admin = await t.headersFor('admin@example.com');
    staff = await t.headersFor('staff@example.com');
  });
  afterAll(async () => {
    await t.close();
    receiver.close();
  });

  const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
    t.request({ method: 'POST', url, payload: payload as object, remoteAddress });

  it('counts web-vitals from any browser and shows them to superusers with the server metrics', async () => {
    expect((await post('/api/client-metrics/', vitals)).status).toBe(204);
    const metrics = await t.request({ method: 'GET', url: '/api/metrics/', headers: admin });
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    const text = metrics.raw.body;
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    // Label order is no part of the format: read it with a Prometheus text parser.
    const families = parseExposition(text);
    expect(valueOf(families, 'portico_client_web_vital_bucket', { name: 'LCP', le: '2500' })).toBe(1);
    expect(valueOf(families, 'portico_client_web_vital_bucket', { name: 'LCP', le: '1000' })).toBe(0);
    expect(valueOf(families, 'portico_client_web_vital_count', { name: 'LCP' })).toBe(1);
    expect(valueOf(families, 'portico_client_web_vital_rating', { name: 'LCP', rating: 'good' })).toBe(1);
  });

  it('refuses malformed metrics with 400 and counts none of them', async () => {
    for (const body of [
      { metrics: [{ name: 'FID', value: 3, rating: 'good' }] },
      { metrics: [{ name: 'LCP', value: -1, rating: 'good' }] },
      { metrics: [{ name: 'LCP', value: 10, rating: 'fine' }] },
      { metrics: [] },
      {},
    ])
      expect((await post('/api/client-metrics/', body, '10.0.0.9')).status).toBe(400);
    const text = (await t.request({ method: 'GET', url: '/api/metrics/', headers: admin })).raw.body;
    expect(text).not.toContain('name="FID"');
    expect(valueOf(parseExposition(text), 'portico_client_web_vital_count', { name: 'LCP' })).toBe(1);
  });

  it('keeps an error with its breadcrumbs as route shapes, shows it to superusers and forwards it to the DSN', async () => {
    // Fields beyond the schema (here an e-mail address) are dropped, never kept.
    expect((await post('/api/client-errors/', { ...report, email: 'kari@example.com' })).status).toBe(204);
    const kept = await t.request({ method: 'GET', url: '/api/client-errors/', headers: admin });
    expect(kept.status).toBe(200);
    expect(kept.body.data[0]).toMatchObject({
      kind: 'request',
      message: 'Server error 503 at listRooms',
      status: 503,
      endpoint: 'listRooms',
      page: '/rooms',
      breadcrumbs: [
        { at: '2026-11-28T09:00:00.000Z', page: '/dashboard' },
        { at: '2026-11-28T09:00:05.000Z', page: '/room/:id/edit' },
      ],
    });
    expect(JSON.stringify(kept.body)).not.toMatch(/Kari|kari|tab=2|\/17/);
    for (let i = 0; i < 50 && receiver.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(receiver.received).toHaveLength(1);
    const [event] = receiver.received;
    expect(event.url).toBe('/api/42/store/');
    expect(event.auth).toContain('sentry_key=publickey');
    expect(event.body).toMatchObject({
      message: 'Server error 503 at listRooms',
      transaction: '/rooms',
      tags: { kind: 'request', status: '503', endpoint: 'listRooms' },
      breadcrumbs: { values: [{ data: { to: '/dashboard' } }, { data: { to: '/room/:id/edit' } }] },
    });
  });

  it('lets only superusers read the errors and the metrics', async () => {
    for (const url of ['/api/client-errors/', '/api/metrics/']) {
      expect((await t.request({ method: 'GET', url })).status).toBe(401);
      expect(await t.request({ method: 'GET', url, headers: staff })).toMatchObject({
        status: 403,
        body: { detail: 'Only a superuser can read the metrics and the reported errors.' },
      });
    }
  });

  it('refuses malformed error reports with 400', async () => {
    for (const body of [
      { ...report, kind: 'boom' },
      { ...report, message: '' },
      { ...report, page: 'https://evil.example/' },
      { ...report, endpoint: 'list rooms; drop' },
      { ...report, breadcrumbs: Array.from({ length: 21 }, () => report.breadcrumbs[0]) },
    ])
      expect((await post('/api/client-errors/', body, '10.0.0.8')).status).toBe(400);
  });

  it('answers 429 past the rate limit of an address, and still takes other addresses', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 31; call += 1)
      statuses.push((await post('/api/client-metrics/', vitals, '10.9.9.9')).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await post('/api/client-metrics/', vitals, '10.9.9.10')).status).toBe(204);
  });
});

describe('client telemetry switched off', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: { telemetry: { metrics: false, errors: false, errorsDsn: null, preconnect: [] } },
    });
  });
  afterAll(() => t.close());

  it('answers 404 to reports, saying which switch is off', async () => {
    expect(await t.request({ method: 'POST', url: '/api/client-metrics/', payload: vitals })).toMatchObject({
      status: 404,
      body: { detail: 'Client metrics are switched off on this server (CLIENT_METRICS=off).' },
    });
    expect((await t.request({ method: 'POST', url: '/api/client-errors/', payload: report })).status).toBe(404);
  });
});
