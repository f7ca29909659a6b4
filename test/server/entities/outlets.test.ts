/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, fieldMessages } from '../../support/serverBuilding';

describe('outlets API', () => {
  let t: EntityTestApp;
  let a: Awaited<ReturnType<typeof createRoom>>;
  let b: Awaited<ReturnType<typeof createRoom>>;
  let c: Awaited<ReturnType<typeof createRoom>>;
  let networkId: number;
  beforeAll(async () => {
    t = await startEntityApp();
    a = await createRoom(api(), t.world.siteA1, { street: 'Alfa', room: 'A1' });
    b = await createRoom(api(), t.world.siteA1, { street: 'Beta', room: 'B1' });
    c = await createRoom(t.client(t.world.staffA, t.world.customerA, t.world.siteA2), t.world.siteA2, {
      street: 'Gamma',
      room: 'C1',
    });
    networkId = (await api().post('/api/crm/networks/', { name: 'LAN', vlan_id: 100, subnet: '10.20.0.0/24' })).body.id;
    await api().post('/api/crm/outlets/', {
      room_id: a.roomId,
      label: 'A1-1',
      network_id: networkId,
      interface_up: true,
      switch_port: 'sw1 ge-0/0/1',
    });
    await api().post('/api/crm/outlets/', { room_id: a.roomId, label: 'A1-2' });
    await api().post('/api/crm/outlets/', { room_id: b.roomId, label: 'B1-1', interface_up: true });
    await t
      .client(t.world.staffA, t.world.customerA, t.world.siteA2)
      .post('/api/crm/outlets/', { room_id: c.roomId, label: 'C1-1' });
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  const labels = async (query: string, client = api()) =>
    (await client.get(`/api/crm/outlets/${query}`)).body.data.map((o: { label: string }) => o.label);

  it('takes site, address and floor from the room and names them for breadcrumbs', async () => {
    const [first] = (await api().get('/api/crm/outlets/?search=A1-1')).body.data;
    expect(first).toMatchObject({
      site_id: t.world.siteA1,
      address_id: a.addressId,
      floor_id: a.floorId,
      room_id: a.roomId,
      address: { id: a.addressId, name: 'Alfa 1' },
      floor: { id: a.floorId, name: 'Ground floor' },
      room: { id: a.roomId, name: 'A1' },
      network_name: 'LAN',
      interface_up: true,
      switch_port: 'sw1 ge-0/0/1',
    });
    expect(Date.parse(first.interface_changed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by site_id, address_id, floor_id, room_id, network_id and interface_up', async () => {
    expect(await labels('')).toEqual(['A1-1', 'A1-2', 'B1-1']);
    expect(await labels(`?site_id=${t.world.siteA2}`)).toEqual(['C1-1']);
    expect(await labels('', t.client(t.world.staffA, t.world.customerA))).toEqual(['A1-1', 'A1-2', 'B1-1', 'C1-1']);
    expect(await labels(`?address_id=${b.addressId}`)).toEqual(['B1-1']);
    expect(await labels(`?floor_id=${a.floorId}`)).toEqual(['A1-1', 'A1-2']);
    expect(await labels(`?room_id=${a.roomId}&ordering=-label`)).toEqual(['A1-2', 'A1-1']);
    expect(await labels(`?network_id=${networkId}`)).toEqual(['A1-1']);
    expect(await labels('?interface_up=true')).toEqual(['A1-1', 'B1-1']);
    expect(await labels('?interface_up=false')).toEqual(['A1-2']);
    expect((await api().get('/api/crm/outlets/?interface_up=maybe')).status).toBe(400);
  });

  it('stamps interface_changed_at only when interface_up changes', async () => {
    const [down] = (await api().get('/api/crm/outlets/?search=A1-2')).body.data;
    expect(down.interface_changed_at).toBeNull();
    const renamed = await api().patch(`/api/crm/outlets/${down.id}/`, { description: 'by the window' });
    expect(renamed.body.interface_changed_at).toBeNull();
    const up = await api().patch(`/api/crm/outlets/${down.id}/`, { interface_up: true });
    expect(up.body.interface_changed_at).not.toBeNull();
  });

  it('wants a room of the customer and a network of the same site', async () => {
    const wrongSite = await t
      .client(t.world.staffA, t.world.customerA, t.world.siteA2)
      .post('/api/crm/outlets/', { room_id: c.roomId, label: 'X', network_id: networkId });
    expect(fieldMessages(wrongSite.body)).toEqual({ network_id: 'Network must belong to the same site as the room' });
    const foreignRoom = await createRoom(t.client(t.world.staffB, t.world.customerB, t.world.siteB), t.world.siteB);
    const foreign = await api().post('/api/crm/outlets/', { room_id: foreignRoom.roomId, label: 'X' });
    expect(fieldMessages(foreign.body)).toEqual({
      room_id: `Room ${foreignRoom.roomId} does not exist in this customer`,
    });
  });
});
