/** @jest-environment ./test/support/serverEnvironment.ts */
import { and, eq, gte } from 'drizzle-orm';
import { alerts, outlets, roomOccupancies, routerReachability, tenants } from '../../../server/src/db/schema';
import { recordReachability } from '../../../server/src/alerts/reachabilityHistory';
import type { AlertNews } from '../../../server/src/alerts/alertEvents';
import { probeRouters } from '../../../server/src/realtime/health/routerProbe';
import { loadMikrotikSettings } from '../../../server/src/mikrotik/mikrotikSettings';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../tools/routeros-simulator/simulator';
import { roomOf, startSimulatedRouter, type DeviceTestServer, type SimulatedRouter } from '../../support/serverDevices';

/**
 * Alerts against the RouterOS simulator, on a clock the test moves: each "round" probes the routers
 * for real (the simulator answers or is stopped) and records it at the test's time, then evaluates.
 */
describe('alerts of an unreachable router', () => {
  let router: SimulatedRouter;
  let t: DeviceTestServer;
  let sim: RouterOsSimulator;
  let deviceId: number;
  let roomName: string;
  const opened: AlertNews[] = [];
  const closed: AlertNews[] = [];
  // An hour ahead: the app's own health rounds (real time) write rows that sort before the test's.
  const t0 = Date.now() + 3_600_000;
  let simRunning = true;
  const at = (seconds: number) => new Date(t0 + seconds * 1000);

  beforeAll(async () => {
    router = await startSimulatedRouter('bldg-042-gw', {
      env: { ROUTEROS_CONNECT_TIMEOUT_MS: '1000', ROUTEROS_COMMAND_TIMEOUT_MS: '1000' },
      prepare: async (server, site) => {
        const room = await roomOf(server.db, site.id);
        roomName = room.name;
        await server.db.insert(outlets).values({
          customerId: site.customerId,
          siteId: site.id,
          addressId: room.addressId,
          floorId: room.floorId,
          roomId: room.id,
          label: 'ALERT-1',
          switchPort: 'bldg-042-gw ether2',
          interfaceUp: true,
        });
        const [tenant] = await server.db
          .insert(tenants)
          .values({
            customerId: site.customerId,
            siteId: site.id,
            name: 'Ada Alert',
            email: 'ada@example.com',
            phone: '+47 400 00 000',
          })
          .returning();
        await server.db
          .insert(roomOccupancies)
          .values({ customerId: site.customerId, roomId: room.id, tenantId: tenant.id });
      },
    });
    ({ t, sim, deviceId } = router);
    const ours = (news: AlertNews) => news.alert.device_id === deviceId;
    t.app.alerts.events.onOpened((news) => void (ours(news) && opened.push(news)));
    t.app.alerts.events.onClosed((news) => void (ours(news) && closed.push(news)));
  });
  afterAll(async () => {
    await t.close();
    if (simRunning) await sim.close();
  });

  const settings = () => loadMikrotikSettings(process.env, '/nonexistent');
  /** Probes our router now and records the result as of `seconds` after t0, then evaluates then. */
  const round = async (seconds: number) => {
    const results = await probeRouters(
      t.db,
      { deviceKey: () => settings().deviceKey() },
      { timeoutMs: 1000, concurrency: 2 },
    );
    const ours = results.filter((result) => result.deviceId === deviceId);
    expect(ours).toHaveLength(1);
    await recordReachability(t.db, ours, at(seconds), 300);
    await t.app.alerts.evaluate(at(seconds));
    return ours[0].ok;
  };
  const alertsOfRouter = () =>
    t.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.deviceId, deviceId), eq(alerts.kind, 'router_unreachable')));
  const stop = async () => {
    await sim.close();
    simRunning = false;
  };
  const restart = async () => {
    sim = await startRouterOsSimulator({ port: sim.port });
    simRunning = true;
  };
  const admin = () => t.headersFor('admin@example.com', router.site.customerId);

  it('stays silent for a router stopped 20 s under the 60 s grace period', async () => {
    expect(await round(0)).toBe(true);
    await stop();
    expect(await round(10)).toBe(false);
    expect(await round(20)).toBe(false);
    await restart();
    expect(await round(25)).toBe(true);
    await t.app.alerts.evaluate(at(90));
    expect(await alertsOfRouter()).toHaveLength(0);
    expect(opened).toHaveLength(0);
  });

  it('opens exactly one alert naming site, rooms and tenants for a router stopped 90 s, and closes it when it answers', async () => {
    await stop();
    await round(100);
    await round(130);
    expect(await alertsOfRouter()).toHaveLength(0);
    await round(160);
    await round(190);
    const open = await alertsOfRouter();
    expect(open).toHaveLength(1);
    expect(open[0].closedAt).toBeNull();
    expect(open[0].summary).toBe(`Router bldg-042-gw at ${router.site.name} is unreachable`);

    const list = await t.request({
      method: 'GET',
      url: '/api/crm/alerts/?status=open&kind=router_unreachable',
      headers: await admin(),
    });
    expect(list.status).toBe(200);
    const shown = list.body.data.filter((alert: { device_id: number }) => alert.device_id === deviceId);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      status: 'open',
      critical: true,
      site_id: router.site.id,
      affected: {
        site: { id: router.site.id, name: router.site.name },
        rooms: [{ name: roomName }],
        tenants: expect.arrayContaining([
          expect.objectContaining({ name: 'Ada Alert', email: 'ada@example.com', phone: '+47 400 00 000' }),
        ]),
      },
    });
    expect(opened.map((news) => news.alert.id)).toEqual([open[0].id]);
    expect(await t.app.metrics.text()).toMatch(/^portico_alerts_open\{kind="router_unreachable"\} [1-9]/m);

    await restart();
    await round(200);
    const after = await alertsOfRouter();
    expect(after).toHaveLength(1);
    expect(after[0].closedAt?.toISOString()).toBe(at(200).toISOString());
    expect(closed.map((news) => news.alert.id)).toEqual([open[0].id]);
    const closedList = await t.request({
      method: 'GET',
      url: `/api/crm/alerts/?status=open&site_id=${router.site.id}`,
      headers: await admin(),
    });
    expect(closedList.body.data.filter((alert: { device_id: number }) => alert.device_id === deviceId)).toEqual([]);
  });

  it('keeps a router stopped for minutes silent inside a maintenance window, and says so in the list', async () => {
    const window = await t.request({
      method: 'POST',
      url: '/api/crm/maintenance-windows/',
      headers: await admin(),
      payload: {
        site_id: router.site.id,
        device_id: deviceId,
        starts_at: new Date().toISOString(),
        ends_at: at(3600).toISOString(),
        reason: 'Firmware upgrade',
      },
    });
    expect(window.status).toBe(201);
    await stop();
    for (const seconds of [300, 400, 500]) await round(seconds);
    expect(await alertsOfRouter()).toHaveLength(1); // the closed one before
    const list = await t.request({
      method: 'GET',
      url: `/api/crm/alerts/?site_id=${router.site.id}`,
      headers: await admin(),
    });
    expect(list.body.silenced_by).toEqual([
      expect.objectContaining({ id: window.body.id, reason: 'Firmware upgrade', active: true }),
    ]);
    await restart();
    await round(510);
  });

  it('records reachability as changes plus sparse samples, not every probe', async () => {
    const rows = await t.db
      .select()
      .from(routerReachability)
      .where(and(eq(routerReachability.deviceId, deviceId), gte(routerReachability.at, at(0))));
    // up 0, down 10, up 25, down 100, up 200, down 300, up 510: the probes at 20, 130, 160, 190, 400 and 500 wrote nothing.
    expect(rows.map((row) => [(row.at.getTime() - t0) / 1000, row.reachable])).toEqual([
      [0, true],
      [10, false],
      [25, true],
      [100, false],
      [200, true],
      [300, false],
      [510, true],
    ]);
  });
});
