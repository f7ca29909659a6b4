import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../support/serverHarness';

describe('health and core endpoints', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('reports a healthy database and realtime hub with their response times, without a login', async () => {
    const reply = await t.request({ method: 'GET', url: '/api/health/' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'healthy',
      services: { database: true, realtime: true },
      response_times: { database: expect.any(Number), realtime: expect.any(Number) },
      customer_services: {},
      customer_response_times: {},
      errors: {},
    });
    expect(reply.body.response_times.database).toBeGreaterThanOrEqual(0);
  });

  it('reports a router whose password no key can read as down, without creating a key file', async () => {
    await t.app.realtime.health.checkRouters();
    const reply = await t.request({
      method: 'GET',
      url: '/api/health/',
      headers: await t.headersFor('admin@example.com'),
    });
    const routers = Object.assign({}, ...Object.values(reply.body.customer_services as object));
    expect(routers).toMatchObject({ 'router:gw-grunerlokka': false });
    expect(fs.existsSync(path.join(t.config.dataDir, 'device-secret-key'))).toBe(false);
  });

  it('shows no customer entries to a token that does not pass', async () => {
    const reply = await t.request({ method: 'GET', url: '/api/health/', headers: { authorization: 'Bearer nope' } });
    expect(reply.status).toBe(200);
    expect(reply.body.customer_services).toEqual({});
  });

  it('answers the same path without the trailing slash', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health' })).status).toBe(200);
  });

  it('lists IANA time zones in a data array', async () => {
    const reply = await t.request({ method: 'GET', url: '/api/core/timezones/' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(
      expect.arrayContaining(['Europe/Oslo', 'Europe/Copenhagen', 'America/New_York', 'UTC']),
    );
    expect(reply.body.data).toEqual([...reply.body.data].sort());
  });
});
