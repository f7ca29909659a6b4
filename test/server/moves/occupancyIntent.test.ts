/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { mikrotikDevices, sites, type DeviceRow } from '../../../server/src/db/schema';
import { loadConfigInput } from '../../../server/src/mikrotik/deviceConfigInput';
import { configSections } from '../../../server/src/mikrotik/config/renderDeviceConfig';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

describe('occupancy drives what the routers carry, on the site’s local dates', () => {
  let t: EntityTestApp;
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  /** The router the outlets are patched to ("gw-move etherN"). */
  let device: DeviceRow;
  const ids = {} as Record<'kari' | 'ola' | 'kariNet' | 'olaNet' | 'guestNet' | 'wireless', number>;

  beforeAll(async () => {
    t = await startEntityApp();
    const siteId = t.world.siteA1;
    await t.db.update(sites).set({ timeZone: 'Europe/Oslo', vacantVlanId: 999 }).where(eq(sites.id, siteId));
    [device] = await t.db
      .insert(mikrotikDevices)
      .values({ identity: 'gw-move', siteId, bridgeSwitch: 'br-lan', externalInterface: 1 })
      .returning();
    const roomA = (await createRoom(api(), siteId, { street: 'Move A', room: 'A' })).roomId;
    const roomB = (await createRoom(api(), siteId, { street: 'Move B', room: 'B' })).roomId;
    const common = (await createRoom(api(), siteId, { street: 'Move C', room: 'Laundry' })).roomId;
    ids.kari = await createTenant(api(), siteId, 'Kari Mover');
    ids.ola = await createTenant(api(), siteId, 'Ola Newcomer');
    const network = async (name: string, vlan: number, tenant: number | null) =>
      (await api().post('/api/crm/networks/', { name, vlan_id: vlan, subnet: `10.20.${vlan}.0/24`, tenant_id: tenant }))
        .body.id as number;
    ids.kariNet = await network('Kari LAN', 121, ids.kari);
    ids.olaNet = await network('Ola LAN', 122, ids.ola);
    ids.guestNet = await network('Laundry', 130, null);
    const outlet = async (roomId: number, port: string, networkId: number | null) =>
      expect(
        (
          await api().post('/api/crm/outlets/', {
            room_id: roomId,
            label: port,
            switch_port: `gw-move ${port}`,
            network_id: networkId,
          })
        ).status,
      ).toBe(201);
    await outlet(roomA, 'ether2', null);
    await outlet(roomB, 'ether3', ids.olaNet);
    await outlet(common, 'ether4', ids.guestNet);
    const occupy = async (roomId: number, tenant: number, start: string, end: string | null) =>
      expect(
        (
          await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
            tenant_id: tenant,
            start_date: start,
            end_date: end,
          })
        ).status,
      ).toBe(201);
    // Kari moves from A to B on the day the clocks go back; Ola moves into A a week later.
    await occupy(roomA, ids.kari, '2026-10-01', '2026-10-25');
    await occupy(roomB, ids.kari, '2026-10-25', '2026-11-15');
    await occupy(roomA, ids.ola, '2026-11-01', null);
    expect(
      (
        await api().post('/api/crm/external-ips/', {
          site_id: siteId,
          address: '203.0.113.77',
          network_id: ids.kariNet,
        })
      ).status,
    ).toBe(201);
    ids.wireless = (
      await api().post('/api/crm/wireless/', {
        ssid: 'Movers',
        security: 'wpa2-personal',
        passphrase: 'visitors-only-1',
        network_id: ids.guestNet,
      })
    ).body.id;
    for (const tenant of [ids.kari, ids.ola])
      expect(
        (await api().post(`/api/crm/wireless/${ids.wireless}/credentials/${tenant}/regenerate/`, undefined)).status,
      ).toBe(200);
  });
  afterAll(async () => t.close());

  async function at(instant: string) {
    const [site] = await t.db.select().from(sites).where(eq(sites.id, t.world.siteA1));
    const input = await loadConfigInput(t.db, device, site, new Date(instant));
    configSections(input); // renders
    const portsOf = (id: number) => input.networks.find((n) => n.id === id)?.accessPorts;
    return {
      kari: portsOf(ids.kariNet),
      ola: portsOf(ids.olaNet),
      laundry: portsOf(ids.guestNet),
      vacant: input.vacant?.accessPorts ?? [],
      keysOf: (input.wireless.find((w) => w.id === ids.wireless)?.tenantKeys ?? []).map((k) => k.tenantId).sort(),
      externalIps: input.externalIps.map((ip) => ip.address),
    };
  }

  it('before the move: room A is Kari’s, room B is vacant (the outlet’s own network does not count)', async () => {
    expect(await at('2026-10-24T21:59:00Z')).toEqual({
      kari: ['ether2'],
      ola: [],
      laundry: ['ether4'],
      vacant: ['ether3'],
      keysOf: [ids.kari],
      externalIps: ['203.0.113.77'],
    });
  });

  it('at local midnight of the DST day Kari is in B and A is vacant, her key and IP stay', async () => {
    const expected = { kari: ['ether3'], ola: [], laundry: ['ether4'], vacant: ['ether2'], keysOf: [ids.kari] };
    expect(await at('2026-10-24T22:00:00Z')).toMatchObject(expected);
    // Still the same after the clocks went back (02:00 local → 01:00) and the rest of the day.
    expect(await at('2026-10-25T01:30:00Z')).toMatchObject(expected);
    expect(await at('2026-10-25T22:59:00Z')).toMatchObject(expected);
  });

  it('Ola moves into A at local midnight (winter time now) with his key', async () => {
    expect(await at('2026-10-31T22:59:00Z')).toMatchObject({ ola: [], vacant: ['ether2'] });
    expect(await at('2026-10-31T23:00:00Z')).toMatchObject({
      ola: ['ether2'],
      kari: ['ether3'],
      vacant: [],
      keysOf: [ids.kari, ids.ola].sort(),
    });
  });

  it('when Kari moves out, B goes to the vacant VLAN and her key and external IP are withdrawn', async () => {
    expect(await at('2026-11-14T23:00:00Z')).toEqual({
      kari: [],
      ola: ['ether2'],
      laundry: ['ether4'],
      vacant: ['ether3'],
      keysOf: [ids.ola],
      externalIps: [],
    });
  });
});
