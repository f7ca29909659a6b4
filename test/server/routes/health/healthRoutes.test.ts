import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mikrotikDevices, sites } from '../../../../server/src/db/schema';
import { startTestServer, type TestServer } from '../../../support/serverHarness';

describe('health and core endpoints', () => {
  let t: TestServer;
  beforeAll(async () => {
    // Its own data dir: the key-file check below is about this server, not whatever else shares a path.
    t = await startTestServer({ config: { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portico-health-')) } });
  });
  afterAll(() => t.close());

  it('reports a healthy database and realtime hub with their response times, without a login', async () => {
    const reply = await t.request({ method: 'GET', url: '/api/health/' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'healthy',
      services: { database: true, realtime: true, storage: true },
      response_times: { database: expect.any(Number), realtime: expect.any(Number), storage: expect.any(Number) },
      customer_services: {},
      customer_response_times: {},
      errors: {},
    });
    expect(reply.body.response_times.database).toBeGreaterThanOrEqual(0);
  });

  it('reports a router whose password no key can read as down, without creating a key file', async () => {
    await t.app.realtime.health.checkRouters();
    const [router] = await t.db
      .select({ customerId: sites.customerId })
      .from(mikrotikDevices)
      .innerJoin(sites, eq(sites.id, mikrotikDevices.siteId))
      .where(eq(mikrotikDevices.identity, 'gw-grunerlokka'));
    const reply = await t.request({
      method: 'GET',
      url: '/api/health/',
      headers: await t.headersFor('admin@example.com', router.customerId),
    });
    const routers = reply.body.customer_services[router.customerId];
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
