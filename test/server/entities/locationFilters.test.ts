/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

/**
 * Requirements §2.2: /tenants, /networks and /wireless take address_id, floor_id and room_id like the
 * property lists. A tenant is at a place while it occupies a room there (today or later); a network
 * where an outlet there is configured for it; an SSID where its network is.
 */
describe('tenant, network and wireless lists filtered by place', () => {
  let t: EntityTestApp;
  let here: { addressId: number; floorId: number; roomId: number };
  let there: { addressId: number; floorId: number; roomId: number };
  const ids: Record<string, number> = {};
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);

  beforeAll(async () => {
    t = await startEntityApp();
    here = await createRoom(api(), t.world.siteA1, { street: 'Stedsveien', room: 'S0101' });
    there = await createRoom(api(), t.world.siteA1, { street: 'Andreveien', room: 'A0101' });
    ids.resident = await createTenant(api(), t.world.siteA1, 'Resident Here');
    ids.former = await createTenant(api(), t.world.siteA1, 'Former Here');
    ids.elsewhere = await createTenant(api(), t.world.siteA1, 'Resident There');
    const occupy = async (roomId: number, tenantId: number, dates: Record<string, string | null>) =>
      expect((await api().post(`/api/crm/rooms/${roomId}/occupancy/`, { tenant_id: tenantId, ...dates })).status).toBe(
        201,
      );
    await occupy(here.roomId, ids.resident, { start_date: '2024-01-01', end_date: null });
    await occupy(here.roomId, ids.former, { start_date: '2020-01-01', end_date: '2021-01-01' });
    await occupy(there.roomId, ids.elsewhere, { start_date: '2024-01-01', end_date: null });
    const network = async (name: string, vlan: number) =>
      (await api().post('/api/crm/networks/', { name, vlan_id: vlan, subnet: `10.20.${vlan}.0/24` })).body.id as number;
    ids.netHere = await network('Here LAN', 161);
    ids.netThere = await network('There LAN', 162);
    await api().post('/api/crm/outlets/', { room_id: here.roomId, label: 'S-1', network_id: ids.netHere });
    await api().post('/api/crm/outlets/', { room_id: there.roomId, label: 'A-1', network_id: ids.netThere });
    const ssid = async (name: string, networkId: number) =>
      (await api().post('/api/crm/wireless/', { ssid: name, security: 'open', network_id: networkId })).body
        .id as number;
    ids.wifiHere = await ssid('Here WiFi', ids.netHere);
    ids.wifiThere = await ssid('There WiFi', ids.netThere);
  });
  afterAll(async () => t.close());

  const listed = async (list: string, query: string) => {
    const reply = await api().get(`/api/crm/${list}/?page_size=100&${query}`);
    expect(reply.status).toBe(200);
    return reply.body.data.map((row: { id: number }) => row.id).sort();
  };

  it.each(['address_id', 'floor_id', 'room_id'] as const)(
    'narrows each list to the place named by %s',
    async (param) => {
      const key = ({ address_id: 'addressId', floor_id: 'floorId', room_id: 'roomId' } as const)[param];
      expect(await listed('tenants', `${param}=${here[key]}`)).toEqual([ids.resident]);
      expect(await listed('tenants', `${param}=${there[key]}`)).toEqual([ids.elsewhere]);
      expect(await listed('networks', `${param}=${here[key]}`)).toEqual([ids.netHere]);
      expect(await listed('wireless', `${param}=${there[key]}`)).toEqual([ids.wifiThere]);
    },
  );

  it('finds nothing through another customer’s places and refuses malformed ids', async () => {
    const other = t.client(t.world.staffB, t.world.customerB, t.world.siteB);
    const foreign = await createRoom(other, t.world.siteB, { street: 'Fremmedgata' });
    for (const list of ['tenants', 'networks', 'wireless'])
      expect((await api().get(`/api/crm/${list}/?room_id=${foreign.roomId}`)).body).toEqual({ data: [], total: 0 });
    expect((await api().get('/api/crm/tenants/?floor_id=abc')).status).toBe(400);
    expect((await api().get('/api/crm/wireless/?address_id=0')).status).toBe(400);
  });
});
