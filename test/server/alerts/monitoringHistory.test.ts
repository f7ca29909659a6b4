/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { outletPortChanges, outlets, routerReachability } from '../../../server/src/db/schema';
import {
  registerSimulatedRouter,
  roomOf,
  siteNamed,
  startDeviceServer,
  GRUNERLOKKA,
  type DeviceTestServer,
} from '../../support/serverDevices';

/** GET /api/crm/sites/{id}/monitoring-history/: what the dashboard's charts draw, from the history tables. */
describe("a site's monitoring history", () => {
  let t: DeviceTestServer;
  let site: Awaited<ReturnType<typeof siteNamed>>;
  let deviceId: number;
  const start = Date.now();
  const ago = (minutes: number) => new Date(start - minutes * 60_000);

  beforeAll(async () => {
    t = await startDeviceServer();
    site = await siteNamed(t.db, GRUNERLOKKA);
    deviceId = await registerSimulatedRouter(t, { host: '127.0.0.1', port: 9 }, 'hist-gw', site.id);
    await t.db.delete(routerReachability).where(eq(routerReachability.deviceId, deviceId));
    await t.db.insert(routerReachability).values([
      { deviceId, at: ago(30 * 60), reachable: true, responseMs: 9.6 },
      { deviceId, at: ago(120), reachable: true, responseMs: 14.2 },
      { deviceId, at: ago(60), reachable: false, responseMs: null },
    ]);
    const room = await roomOf(t.db, site.id);
    const [outlet] = await t.db
      .insert(outlets)
      .values({
        customerId: site.customerId,
        siteId: site.id,
        addressId: room.addressId,
        floorId: room.floorId,
        roomId: room.id,
        label: 'HIST-1',
        switchPort: 'hist-gw ether3',
        interfaceUp: true,
      })
      .returning();
    await t.db.delete(outletPortChanges).where(eq(outletPortChanges.outletId, outlet.id));
    await t.db
      .update(outlets)
      .set({ interfaceUp: false, interfaceChangedAt: ago(90) })
      .where(eq(outlets.id, outlet.id));
  });
  afterAll(() => t.close());

  it("returns each router's reachability since the state before the period, ports per hour and now", async () => {
    const reply = await t.request({
      method: 'GET',
      url: `/api/crm/sites/${site.id}/monitoring-history/`,
      headers: await t.headersFor('staff@example.com', site.customerId),
    });
    expect(reply.status).toBe(200);
    const body = reply.body;
    expect(new Date(body.to).getTime() - new Date(body.from).getTime()).toBe(24 * 3_600_000);
    expect(body.routers.filter((router: { device_id: number }) => router.device_id === deviceId)).toEqual([
      {
        device_id: deviceId,
        identity: 'hist-gw',
        points: [
          {
            at: ago(30 * 60)
              .toISOString()
              .slice(0, 10)
              ? expect.any(String)
              : '',
            reachable: true,
            response_ms: 10,
          },
          expect.objectContaining({ reachable: true, response_ms: 14 }),
          expect.objectContaining({ reachable: false, response_ms: null }),
        ],
      },
    ]);
    expect(body.port_hours).toHaveLength(24);
    expect(body.port_hours.reduce((sum: number, hour: { down: number }) => sum + hour.down, 0)).toBe(1);
    expect(body.ports_now.down).toBeGreaterThanOrEqual(1);
    expect(body.open_alerts).toEqual([]);
  });

  it('answers 404 for a site that is not in the customer', async () => {
    const other = await t.request({
      method: 'GET',
      url: `/api/crm/sites/999999/monitoring-history/`,
      headers: await t.headersFor('staff@example.com', site.customerId),
    });
    expect(other.status).toBe(404);
  });
});
