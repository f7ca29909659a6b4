/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { outlets, roomOccupancies, tenants } from '../../../server/src/db/schema';
import { roomOf, startSimulatedRouter, type SimulatedRouter } from '../../support/serverDevices';
import { openAuthedWs, wsUrlOf } from '../../support/wsClient';

const PORT_READ_SECONDS = 2;

/** Real clock, real queue: the scheduled port read finds ether2 down and the alert follows within 10 s. */
describe('alerts of a port of an occupied room going down', () => {
  let router: SimulatedRouter;
  let outletId = 0;
  let roomName = '';

  beforeAll(async () => {
    router = await startSimulatedRouter('bldg-042-gw', {
      env: { PORT_READ_SECONDS: String(PORT_READ_SECONDS), ALERTS_EVALUATE_SECONDS: '1' },
      prepare: async (server, site) => {
        const room = await roomOf(server.db, site.id);
        roomName = room.name;
        const [outlet] = await server.db
          .insert(outlets)
          .values({
            customerId: site.customerId,
            siteId: site.id,
            addressId: room.addressId,
            floorId: room.floorId,
            roomId: room.id,
            label: 'PORT-1',
            switchPort: 'bldg-042-gw ether2',
          })
          .returning();
        outletId = outlet.id;
        const [tenant] = await server.db
          .insert(tenants)
          .values({ customerId: site.customerId, siteId: site.id, name: 'Per Port', email: 'per@example.com' })
          .returning();
        await server.db
          .insert(roomOccupancies)
          .values({ customerId: site.customerId, roomId: room.id, tenantId: tenant.id });
      },
    });
  });
  afterAll(() => router.close());

  const until = async <T>(what: string, read: () => Promise<T | null | undefined>, timeoutMs: number): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const outletUp = async () =>
    (await router.t.db.select().from(outlets).where(eq(outlets.id, outletId)))[0].interfaceUp;
  const portAlerts = async (status: 'open' | 'closed') => {
    const { t, site } = router;
    const reply = await t.request({
      method: 'GET',
      url: `/api/crm/alerts/?status=${status}&kind=port_down&site_id=${site.id}`,
      headers: await t.headersFor('staff@example.com', site.customerId),
    });
    expect(reply.status).toBe(200);
    return (reply.body.data as { outlet_id: number }[]).filter((alert) => alert.outlet_id === outletId);
  };

  it('opens an alert naming the room and tenant within 10 s of the next port read, pushed live, and closes it when the port is back', async () => {
    const { t, sim, site } = router;
    const headers = await t.headersFor('staff@example.com', site.customerId);
    const grace = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${site.id}/alert-settings/`,
      headers,
      payload: { grace_seconds: 1 },
    });
    expect(grace.body).toEqual({ grace_seconds: 1 });
    // The first scheduled read finds ether2 running.
    await until('the first port read', outletUp, 10_000);

    const { access } = await t.login('staff@example.com');
    const socket = await openAuthedWs(await wsUrlOf(t.app), access);
    socket.send('subscribe', { customer_id: site.customerId, site_id: null });
    await socket.next('subscribed');

    sim.store.patch('/interface', (row) => row.name === 'ether2', { running: 'false' });
    const cut = Date.now();
    const [alert] = await until(
      'the alert',
      async () => {
        const open = await portAlerts('open');
        return open.length > 0 ? open : null;
      },
      PORT_READ_SECONDS * 1000 + 10_000,
    );
    expect(Date.now() - cut).toBeLessThan(PORT_READ_SECONDS * 1000 + 10_000);
    expect(alert).toMatchObject({
      kind: 'port_down',
      critical: true,
      summary: `Port bldg-042-gw ether2 (outlet PORT-1) of room ${roomName} at ${site.name} is down`,
      affected: {
        rooms: [{ name: roomName }],
        tenants: expect.arrayContaining([expect.objectContaining({ name: 'Per Port', email: 'per@example.com' })]),
      },
    });
    const frame = await socket.next('alert', 5000);
    expect(frame.data).toMatchObject({ kind: 'port_down', status: 'open', critical: true, site_id: site.id });
    expect(JSON.stringify(frame.data)).not.toContain('per@example.com');

    sim.store.patch('/interface', (row) => row.name === 'ether2', { running: 'true' });
    await until(
      'the alert to close',
      async () => (await portAlerts('closed')).length > 0,
      PORT_READ_SECONDS * 1000 + 10_000,
    );
    expect(await portAlerts('open')).toEqual([]);
    expect((await socket.next('alert', 5000)).data).toMatchObject({ kind: 'port_down', status: 'closed' });
    await socket.close();
  }, 40_000);
});
