/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

/**
 * The list filters of requirements §2.2 for floors and rooms (address, floor, room, network,
 * interface_up), and site_id on every property list.
 */
describe('property list filters', () => {
  let t: EntityTestApp;
  /** One address: floor 1 holds room up (outlet up, on the network) and room down (outlet down); floor 2 an empty room. */
  let place: { addressId: number; floor1: number; floor2: number; up: number; down: number; empty: number };
  let networkId: number;
  beforeAll(async () => {
    t = await startEntityApp();
    const api = apiA();
    const first = await createRoom(api, t.world.siteA1, { street: 'Filterveien', room: 'H0101' });
    const down = await api.post('/api/crm/rooms/', { floor_id: first.floorId, name: 'H0102' });
    const floor2 = await api.post('/api/crm/floors/', { address_id: first.addressId, name: '1st floor', level: 1 });
    const empty = await api.post('/api/crm/rooms/', { floor_id: floor2.body.id, name: 'H0201' });
    const network = await api.post('/api/crm/networks/', { name: 'Filter LAN', vlan_id: 150, subnet: '10.20.50.0/24' });
    networkId = network.body.id;
    await api.post('/api/crm/outlets/', {
      room_id: first.roomId,
      label: 'F-1',
      network_id: networkId,
      interface_up: true,
    });
    await api.post('/api/crm/outlets/', { room_id: down.body.id, label: 'F-2', interface_up: false });
    place = {
      addressId: first.addressId,
      floor1: first.floorId,
      floor2: floor2.body.id,
      up: first.roomId,
      down: down.body.id,
      empty: empty.body.id,
    };
  });
  afterAll(async () => t.close());
  const apiA = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);

  /** Ids and total of a list narrowed to the test's address. */
  const listed = async (list: 'floors' | 'rooms', query: string) => {
    const reply = await apiA().get(`/api/crm/${list}/?address_id=${place.addressId}&${query}`);
    expect(reply.status).toBe(200);
    return { ids: reply.body.data.map((row: { id: number }) => row.id).sort(), total: reply.body.total };
  };

  it('filters floors by floor, the room they hold, and the networks and port states of their outlets', async () => {
    expect(await listed('floors', `floor=${place.floor2}`)).toEqual({ ids: [place.floor2], total: 1 });
    expect(await listed('floors', `room=${place.empty}`)).toEqual({ ids: [place.floor2], total: 1 });
    expect(await listed('floors', `room=${place.down}`)).toEqual({ ids: [place.floor1], total: 1 });
    expect(await listed('floors', `network=${networkId}`)).toEqual({ ids: [place.floor1], total: 1 });
    expect(await listed('floors', 'interface_up=true')).toEqual({ ids: [place.floor1], total: 1 });
    expect(await listed('floors', 'interface_up=false')).toEqual({ ids: [place.floor1], total: 1 });
  });

  it('filters rooms by room, and the networks and port states of their outlets', async () => {
    expect(await listed('rooms', `room=${place.down}`)).toEqual({ ids: [place.down], total: 1 });
    expect(await listed('rooms', `network=${networkId}`)).toEqual({ ids: [place.up], total: 1 });
    expect(await listed('rooms', 'interface_up=true')).toEqual({ ids: [place.up], total: 1 });
    expect(await listed('rooms', 'interface_up=false')).toEqual({ ids: [place.down], total: 1 });
    expect(await listed('rooms', `network=${networkId}&interface_up=false`)).toEqual({ ids: [], total: 0 });
  });

  it('finds nothing through another customer’s rooms or networks', async () => {
    const other = t.client(t.world.staffB, t.world.customerB, t.world.siteB);
    const foreign = await createRoom(other, t.world.siteB, { street: 'Fremmedgata' });
    const foreignNetwork = await other.post('/api/crm/networks/', { name: 'B', vlan_id: 150, subnet: '10.20.50.0/24' });
    await other.post('/api/crm/outlets/', {
      room_id: foreign.roomId,
      label: 'X-1',
      network_id: foreignNetwork.body.id,
    });
    for (const query of [`room=${foreign.roomId}`, `network=${foreignNetwork.body.id}`]) {
      expect((await apiA().get(`/api/crm/floors/?${query}`)).body).toEqual({ data: [], total: 0 });
      expect((await apiA().get(`/api/crm/rooms/?${query}`)).body).toEqual({ data: [], total: 0 });
    }
  });

  it('refuses malformed filter values with 400', async () => {
    expect((await apiA().get('/api/crm/floors/?interface_up=maybe')).status).toBe(400);
    expect((await apiA().get('/api/crm/rooms/?network=abc')).status).toBe(400);
  });

  it.each(['addresses', 'floors', 'rooms', 'tenants'])(
    'lists %s of the X-Site-ID site, of another site named by site_id, and refuses a foreign site',
    async (list) => {
      const api = apiA();
      await createRoom(api, t.world.siteA2, { street: `Annen ${list}` });
      await createTenant(api, t.world.siteA1, `This site tenant ${list}`);
      await createTenant(api, t.world.siteA2, `Other site tenant ${list}`);
      const sitesOf = (body: { data: { site_id: number }[] }) => [...new Set(body.data.map((row) => row.site_id))];
      expect(sitesOf((await api.get(`/api/crm/${list}/?page_size=100`)).body)).toEqual([t.world.siteA1]);
      const inOther = await api.get(`/api/crm/${list}/?page_size=100&site_id=${t.world.siteA2}`);
      expect(sitesOf(inOther.body)).toEqual([t.world.siteA2]);
      expect(inOther.body.total).toBeGreaterThanOrEqual(1);
      expect((await api.get(`/api/crm/${list}/?site_id=${t.world.siteB}`)).status).toBe(403);
    },
  );
});
