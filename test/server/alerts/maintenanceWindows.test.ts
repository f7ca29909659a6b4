/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { alerts, outlets, roomOccupancies, tenants } from '../../../server/src/db/schema';
import {
  registerSimulatedRouter,
  roomOf,
  siteNamed,
  startDeviceServer,
  GRUNERLOKKA,
  type DeviceTestServer,
} from '../../support/serverDevices';

/**
 * A router's maintenance window silences the alerts of the ports patched to it (not only a site's
 * window does), and every write of a window is a change record in the history.
 */
describe('maintenance windows of a router', () => {
  let t: DeviceTestServer;
  let site: Awaited<ReturnType<typeof siteNamed>>;
  let headers: Record<string, string>;
  let gatewayId: number;
  let otherId: number;
  let outletId: number;
  // Later than the app's own evaluations (real time), so the test's clock decides.
  const t0 = Date.now() + 3_600_000;
  const at = (seconds: number) => new Date(t0 + seconds * 1000);

  beforeAll(async () => {
    t = await startDeviceServer();
    site = await siteNamed(t.db, GRUNERLOKKA);
    headers = await t.headersFor('staff@example.com', site.customerId);
    // Never connected to: the alerts here come from the stored port state alone.
    const nowhere = { host: '127.0.0.1', port: 9 };
    gatewayId = await registerSimulatedRouter(t, nowhere, 'Bldg-042-GW', site.id);
    otherId = await registerSimulatedRouter(t, nowhere, 'bldg-043-gw', site.id);
    const room = await roomOf(t.db, site.id);
    const [outlet] = await t.db
      .insert(outlets)
      .values({
        customerId: site.customerId,
        siteId: site.id,
        addressId: room.addressId,
        floorId: room.floorId,
        roomId: room.id,
        label: 'WIN-1',
        switchPort: 'bldg-042-gw  ether7',
        interfaceUp: true,
      })
      .returning();
    outletId = outlet.id;
    const [tenant] = await t.db
      .insert(tenants)
      .values({ customerId: site.customerId, siteId: site.id, name: 'Wendy Window' })
      .returning();
    await t.db.insert(roomOccupancies).values({ customerId: site.customerId, roomId: room.id, tenantId: tenant.id });
    await t.db
      .update(outlets)
      .set({ interfaceUp: false, interfaceChangedAt: at(0) })
      .where(eq(outlets.id, outletId));
  });
  afterAll(() => t.close());

  const addWindow = async (deviceId: number | null, reason: string) => {
    const reply = await t.request({
      method: 'POST',
      url: '/api/crm/maintenance-windows/',
      headers,
      payload: {
        site_id: site.id,
        device_id: deviceId,
        starts_at: at(-60).toISOString(),
        ends_at: at(7200).toISOString(),
        reason,
      },
    });
    expect(reply.status).toBe(201);
    return reply.body.id as number;
  };
  const removeWindow = async (id: number) =>
    expect((await t.request({ method: 'DELETE', url: `/api/crm/maintenance-windows/${id}/`, headers })).status).toBe(
      204,
    );
  const portAlerts = async () => {
    const reply = await t.request({
      method: 'GET',
      url: `/api/crm/alerts/?kind=port_down&site_id=${site.id}`,
      headers,
    });
    expect(reply.status).toBe(200);
    return (reply.body.data as { outlet_id: number; status?: string }[]).filter((row) => row.outlet_id === outletId);
  };

  it("keeps a port's alert silent while the router it is patched to is in maintenance", async () => {
    const window = await addWindow(gatewayId, 'Replacing the gateway');
    for (const seconds of [120, 600, 1800]) await t.app.alerts.evaluate(at(seconds));
    expect(await portAlerts()).toEqual([]);
    await removeWindow(window);
  });

  it('alerts for the port when another router of the site is in maintenance, or when the window ends', async () => {
    const other = await addWindow(otherId, 'Another router');
    await t.app.alerts.evaluate(at(1900));
    expect(await portAlerts()).toEqual([
      expect.objectContaining({ kind: 'port_down', outlet_id: outletId, closed_at: null }),
    ]);
    await removeWindow(other);
    await t.db.delete(alerts).where(eq(alerts.outletId, outletId));
  });

  it('records creating, changing and removing a window in the change history, with who did it', async () => {
    const id = await addWindow(gatewayId, 'Firmware');
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/crm/maintenance-windows/${id}/`,
      headers,
      payload: { ends_at: at(3600).toISOString(), reason: 'Firmware 7.16' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, reason: 'Firmware 7.16', ends_at: at(3600).toISOString() });
    const refused = await t.request({
      method: 'PATCH',
      url: `/api/crm/maintenance-windows/${id}/`,
      headers,
      payload: { ends_at: at(-3600).toISOString() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toEqual([{ loc: ['body', 'ends_at'], msg: 'The window must end after it starts.' }]);
    expect(
      (await t.request({ method: 'PATCH', url: '/api/crm/maintenance-windows/999999/', headers, payload: {} })).status,
    ).toBe(404);
    await removeWindow(id);

    const history = await t.request({
      method: 'GET',
      url: `/api/crm/changes/?object_type=maintenance_window&object_id=${id}&ordering=id`,
      headers,
    });
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      expect.objectContaining({
        action: 'create',
        user_email: 'staff@example.com',
        after: expect.objectContaining({ site_id: site.id, device_id: gatewayId, reason: 'Firmware' }),
      }),
      expect.objectContaining({
        action: 'update',
        before: { ends_at: at(7200).toISOString(), reason: 'Firmware' },
        after: { ends_at: at(3600).toISOString(), reason: 'Firmware 7.16' },
      }),
      expect.objectContaining({ action: 'delete', before: expect.objectContaining({ reason: 'Firmware 7.16' }) }),
    ]);
  });
});
