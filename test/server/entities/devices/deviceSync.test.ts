import { asc, eq, inArray } from 'drizzle-orm';
import { mikrotikDhcpLeases, mikrotikDhcpPools, mikrotikDhcpServers, outlets } from '../../../../server/src/db/schema';
import type { RouterOsSimulator } from '../../../../tools/routeros-simulator/simulator';
import {
  GRUNERLOKKA,
  roomOf,
  startSimulatedRouter,
  storedDevice,
  type DeviceTestServer,
  type SimulatedRouter,
} from '../../../support/serverDevices';
import { freePort } from '../../../support/serverProcess';

describe('syncing a MikroTik device against the RouterOS simulator', () => {
  let t: DeviceTestServer;
  let sim: RouterOsSimulator;
  let deviceId: number;
  let router: SimulatedRouter;
  const outletIds: Record<string, number> = {};
  /** Outlets of the router's site, named by the switch port the router reports for them. */
  const addOutlets = async (server: DeviceTestServer, site: SimulatedRouter['site']) => {
    const room = await roomOf(server.db, site.id);
    const outlet = (label: string, switchPort: string, interfaceUp: boolean) => ({
      customerId: site.customerId,
      siteId: site.id,
      addressId: room.addressId,
      floorId: room.floorId,
      roomId: room.id,
      label,
      switchPort,
      interfaceUp,
    });
    const rows = await server.db
      .insert(outlets)
      .values([
        outlet('by-reported-identity', 'bldg-042-gw ether2', false), // ether2 is running on the simulator
        outlet('by-own-identity', 'GW-SIM ether3', true), // ether3 is not
        outlet('other-switch', 'sw-other ether2', false),
      ])
      .returning({ id: outlets.id, label: outlets.label });
    for (const row of rows) outletIds[row.label] = row.id;
  };
  beforeAll(async () => {
    router = await startSimulatedRouter('gw-sim', {
      env: { ROUTEROS_COMMAND_TIMEOUT_MS: '1500' },
      prepare: addOutlets,
    });
    ({ t, sim, deviceId } = router);
  });
  afterAll(() => router.close());

  const dhcpOf = async () => ({
    pools: await t.db
      .select()
      .from(mikrotikDhcpPools)
      .where(eq(mikrotikDhcpPools.deviceId, deviceId))
      .orderBy(asc(mikrotikDhcpPools.id)),
    servers: await t.db
      .select()
      .from(mikrotikDhcpServers)
      .where(eq(mikrotikDhcpServers.deviceId, deviceId))
      .orderBy(asc(mikrotikDhcpServers.id)),
    leases: await t.db
      .select()
      .from(mikrotikDhcpLeases)
      .where(eq(mikrotikDhcpLeases.deviceId, deviceId))
      .orderBy(asc(mikrotikDhcpLeases.id)),
  });
  const outletState = async () =>
    Object.fromEntries(
      (
        await t.db
          .select()
          .from(outlets)
          .where(inArray(outlets.id, Object.values(outletIds)))
      ).map((o) => [o.label, o.interfaceUp]),
    );
  // A failed sync changes nothing but last_sync (when and why); the tests check that separately.
  const snapshot = async () => ({
    device: { ...(await storedDevice(t.db, deviceId)), lastSync: null },
    dhcp: await dhcpOf(),
    outlets: await outletState(),
  });
  const sync = () => t.admin('POST', `/api/mikrotik/devices/${deviceId}/sync/`);
  /** The failure last_sync records, as the device's page reads it. */
  const expectFailureRecorded = async (detail: string) => {
    const { body } = await t.admin('GET', `/api/mikrotik/devices/${deviceId}/`);
    expect(body.last_sync).toEqual({ at: expect.any(String), ok: false, message: detail, outlets_updated: [] });
    expect(Date.now() - Date.parse(body.last_sync.at)).toBeLessThan(60_000);
    // The interfaces of the last good sync stay.
    expect(body.router_interfaces.length).toBeGreaterThan(0);
  };

  it('stores identity, unique id, version, DHCP rows and outlet link states that the router holds', async () => {
    const reply = await sync();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: deviceId,
      identity: 'gw-sim',
      system_identity: 'bldg-042-gw',
      unique_id: 'HE408C5Y2QK',
      is_new_device: false,
    });
    expect(Date.now() - Date.parse(reply.body.last_sync_at)).toBeLessThan(60_000);
    expect(reply.raw.body).not.toContain('simpass');
    expect(await storedDevice(t.db, deviceId)).toMatchObject({
      routerosVersion: '7.19.4 (stable)',
      boardName: 'RB5009UG+S+',
      model: 'RB5009UG+S+',
      firmware: '7.19.4',
    });

    const { pools, servers, leases } = await dhcpOf();
    expect(pools.map((p) => [p.name, p.ranges])).toEqual(sim.store.rows('/ip/pool').map((p) => [p.name, p.ranges]));
    expect(servers.map((s) => [s.name, s.interface, s.disabled])).toEqual(
      sim.store.rows('/ip/dhcp-server').map((s) => [s.name, s.interface, s.disabled === 'true']),
    );
    expect(leases.map((l) => l.macAddress)).toEqual(
      sim.store.rows('/ip/dhcp-server/lease').map((l) => l['active-mac-address'] || l['mac-address']),
    );
    expect(leases.some((l) => l.hostName === 'Zoë’s iPhone')).toBe(true);
    expect(await outletState()).toEqual({
      'by-reported-identity': true,
      'by-own-identity': false,
      'other-switch': false,
    });
    expect(reply.body.last_sync).toEqual({
      at: reply.body.last_sync_at,
      ok: true,
      message: null,
      outlets_updated: [
        {
          id: outletIds['by-own-identity'],
          label: 'by-own-identity',
          switch_port: 'GW-SIM ether3',
          interface_up: false,
        },
        {
          id: outletIds['by-reported-identity'],
          label: 'by-reported-identity',
          switch_port: 'bldg-042-gw ether2',
          interface_up: true,
        },
      ],
    });
    expect(reply.body.router_interfaces).toEqual(
      sim.store.rows('/interface').map((row) => ({
        name: row.name,
        type: row.type,
        running: row.running === 'true',
        disabled: row.disabled === 'true',
        comment: row.comment ?? null,
      })),
    );
    expect(reply.body.router_interfaces).toContainEqual(expect.objectContaining({ name: 'ether2', running: true }));
    const read = await t.admin('GET', `/api/mikrotik/devices/${deviceId}/`);
    expect(read.body).toMatchObject({ site_name: GRUNERLOKKA, last_sync: reply.body.last_sync });
  });

  it('replaces the DHCP rows on the next sync and follows link changes', async () => {
    sim.store.patch('/interface', (row) => row.name === 'ether2', { running: 'false' });
    sim.store.patch('/ip/pool', (row) => row.name === 'pool-vlan102', { name: 'pool-renamed' });
    expect((await sync()).status).toBe(200);
    const { pools, leases } = await dhcpOf();
    expect(pools.map((p) => p.name)).toEqual(['pool-vlan101', 'pool-renamed', 'pool-vlan900']);
    expect(leases).toHaveLength(sim.store.rows('/ip/dhcp-server/lease').length);
    expect((await outletState())['by-reported-identity']).toBe(false);
  });

  it('changes nothing and answers 502 when the router refuses the login', async () => {
    const before = await snapshot();
    await t.admin('PATCH', `/api/mikrotik/devices/${deviceId}/`, {
      login_credentials: { username: 'admin', password: 'wrong' },
    });
    sim.store.patch('/interface', (row) => row.name === 'ether2', { running: 'true' });
    const reply = await sync();
    expect(reply.status).toBe(502);
    expect(reply.body.detail).toMatch(/login/i);
    expect(reply.body.detail).not.toContain('wrong');
    await expectFailureRecorded(reply.body.detail);
    const after = await snapshot();
    expect({ ...after, device: { ...after.device, modifiedAt: null, loginPassword: null } }).toEqual({
      ...before,
      device: { ...before.device, modifiedAt: null, loginPassword: null },
    });
    await t.admin('PATCH', `/api/mikrotik/devices/${deviceId}/`, {
      login_credentials: { username: 'admin', password: 'simpass' },
    });
  });

  it('changes nothing and answers 502 when nothing listens on the API port', async () => {
    await t.admin('PATCH', `/api/mikrotik/devices/${deviceId}/`, { api_port: await freePort() });
    const before = await snapshot();
    const reply = await sync();
    expect(reply.status).toBe(502);
    expect(reply.body.detail).toMatch(/refused/i);
    expect(await snapshot()).toEqual(before);
    await expectFailureRecorded(reply.body.detail);
    await t.admin('PATCH', `/api/mikrotik/devices/${deviceId}/`, { api_port: sim.port });
  });

  it('answers 504 when the router does not answer in time, and changes nothing', async () => {
    const before = await snapshot();
    sim.options.commandDelays['/ip/dhcp-server/lease/print'] = 4_000;
    try {
      const reply = await sync();
      expect(reply.status).toBe(504);
      expect(reply.body.detail).toMatch(/timed out/i);
    } finally {
      delete sim.options.commandDelays['/ip/dhcp-server/lease/print'];
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a disabled device with 409', async () => {
    await t.admin('PATCH', `/api/mikrotik/devices/${deviceId}/`, { enabled: false });
    const reply = await sync();
    expect(reply.status).toBe(409);
    expect(reply.body.detail).toMatch(/disabled/);
  });
});
