/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq, notInArray } from 'drizzle-orm';
import { sites, users } from '../../../server/src/db/schema';
import { customerIdsOf } from '../../../server/src/access/customerAccess';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../tools/routeros-simulator/simulator';
import { DEVICE_KEY } from '../../support/serverDevices';
import { startTestServer, testConfig, type TestServer } from '../../support/serverHarness';
import { openAuthedWs, wsUrlOf } from '../../support/wsClient';
import { freePort } from '../../support/serverProcess';

describe('health probes the customers’ routers in the background', () => {
  let t: TestServer;
  let sim: RouterOsSimulator;
  let customerId: number;
  let otherCustomerId: number;
  /** GET /api/health/ as the console sends it: signed in as `email`, inside `customer` (X-Customer-ID). */
  const get = async (email?: string, customer?: number) =>
    (await t.request({ method: 'GET', url: '/api/health/', headers: email ? await t.headersFor(email, customer) : {} }))
      .body;

  beforeAll(async () => {
    t = await startTestServer({
      env: { DEVICE_SECRET_KEY: DEVICE_KEY },
      config: { realtime: { ...testConfig().realtime, probeTimeoutMs: 1500 } },
    });
    sim = await startRouterOsSimulator();
    const admin = await t.headersFor('admin@example.com');
    const addDevice = async (identity: string, siteId: number, port: number) => {
      const reply = await t.request({
        method: 'POST',
        url: '/api/mikrotik/devices/',
        headers: admin,
        payload: {
          identity,
          site_id: siteId,
          ip_address: '127.0.0.1',
          api_port: port,
          login_credentials: { username: 'admin', password: 'simpass' },
        },
      });
      expect(reply.status).toBe(201);
    };
    // staff@example.com is a member of exactly one customer; the other router is another customer's.
    const [staff] = await t.db.select().from(users).where(eq(users.email, 'staff@example.com'));
    const staffCustomers = await customerIdsOf(t.db, staff);
    const [ownSite] = await t.db.select().from(sites).where(eq(sites.customerId, staffCustomers[0])).limit(1);
    const [otherSite] = await t.db.select().from(sites).where(notInArray(sites.customerId, staffCustomers)).limit(1);
    customerId = ownSite.customerId;
    otherCustomerId = otherSite.customerId;
    await addDevice('probe-up', ownSite.id, sim.port);
    await addDevice('probe-down', ownSite.id, await freePort());
    await addDevice('probe-elsewhere', otherSite.id, sim.port);
    await t.app.realtime.health.checkRouters();
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it('reports each router of the active customer, reachable or not, with its response time', async () => {
    const health = await get('staff@example.com', customerId);
    expect(health.customer_services[customerId]).toMatchObject({ 'router:probe-up': true, 'router:probe-down': false });
    expect(health.customer_response_times[customerId]['router:probe-up']).toBeGreaterThan(0);
    expect(health.customer_response_times[customerId]['router:probe-down']).toBeGreaterThanOrEqual(0);
    expect(health.customer_services[otherCustomerId]).toBeUndefined();
    expect(JSON.stringify(health)).not.toContain('probe-elsewhere');
    // A router being down does not make the services unhealthy.
    expect(health.status).toBe('healthy');
  });

  it('shows a superuser only the active customer’s routers, and a reader without a token or customer none', async () => {
    const inOther = await get('admin@example.com', otherCustomerId);
    expect(inOther.customer_services).toEqual({ [otherCustomerId]: { 'router:probe-elsewhere': true } });
    const inOwn = await get('admin@example.com', customerId);
    expect(Object.keys(inOwn.customer_services)).toEqual([String(customerId)]);
    expect(Object.keys(inOwn.customer_response_times)).toEqual([String(customerId)]);
    expect((await get('admin@example.com')).customer_services).toEqual({});
    // A customer the reader does not belong to shows nothing, not even that it has routers.
    expect((await get('staff@example.com', otherCustomerId)).customer_services).toEqual({});
    const anonymous = await get();
    expect(anonymous.customer_services).toEqual({});
    expect(anonymous.customer_response_times).toEqual({});
  });

  it('pushes health.status to a subscribed socket when a router goes down, and not before', async () => {
    const url = await wsUrlOf(t.app);
    const { access } = await t.login('staff@example.com');
    const socket = await openAuthedWs(url, access);
    socket.send('subscribe', { customer_id: customerId, site_id: null });
    await socket.next('subscribed');
    await t.app.realtime.health.checkRouters();
    await sim.close();
    await t.app.realtime.health.checkRouters();
    const pushed = await socket.next('health.status');
    expect(pushed.data.customer_services[customerId]['router:probe-up']).toBe(false);
    expect(socket.frames.filter((frame) => frame.type === 'health.status')).toHaveLength(1);
    await socket.close();
  });

  it('answers a superuser’s socket with the subscribed customer’s routers alone', async () => {
    const { access } = await t.login('admin@example.com');
    const socket = await openAuthedWs(await wsUrlOf(t.app), access);
    socket.send('health.check', { site_id: null });
    expect((await socket.next('health.check')).data.customer_services).toEqual({});
    socket.send('subscribe', { customer_id: otherCustomerId, site_id: null });
    await socket.next('subscribed');
    socket.send('health.check', { site_id: null });
    expect(Object.keys((await socket.next('health.check')).data.customer_services)).toEqual([String(otherCustomerId)]);
    await socket.close();
  });
});
