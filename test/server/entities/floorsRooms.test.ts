/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant, fieldMessages } from '../../support/serverBuilding';

describe('floors and rooms API', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
  });
  afterAll(async () => t.close());
  const apiA = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);

  it('gives floors and rooms the names their breadcrumbs need', async () => {
    const { floorId, roomId, addressId } = await createRoom(apiA(), t.world.siteA1, {
      street: 'Havnegata',
      floor: '2nd floor',
      room: 'H0203',
    });
    const floor = await apiA().get(`/api/crm/floors/${floorId}/`);
    expect(floor.body).toMatchObject({
      address_id: addressId,
      address: { id: addressId, name: 'Havnegata 1' },
      name: '2nd floor',
      site_id: t.world.siteA1,
    });
    const room = await apiA().get(`/api/crm/rooms/${roomId}/`);
    expect(room.body).toMatchObject({
      name: 'H0203',
      kind: 'apartment',
      floor_id: floorId,
      floor: { id: floorId, name: '2nd floor' },
      address_id: addressId,
      address: { id: addressId, name: 'Havnegata 1' },
      current_tenant_id: null,
      can_delete: true,
    });
  });

  it("nests the floor's address in a room's floor, in the list as in the item (requirements §3)", async () => {
    const { floorId, roomId, addressId } = await createRoom(apiA(), t.world.siteA1, {
      street: 'Kaigata',
      floor: 'Loft',
      room: 'K0301',
    });
    const floor = { id: floorId, name: 'Loft', address_id: addressId, address: { id: addressId, name: 'Kaigata 1' } };
    expect((await apiA().get(`/api/crm/rooms/${roomId}/`)).body.floor).toEqual(floor);
    const listed = await apiA().get(`/api/crm/rooms/?floor_id=${floorId}`);
    expect(listed.body.data.map((room: { floor: unknown }) => room.floor)).toEqual([floor]);
  });

  it("finds a floor by its address's name (the room form's floor picker)", async () => {
    const { floorId } = await createRoom(apiA(), t.world.siteA1, { street: 'Fjordgata', floor: 'Loft', room: 'L1' });
    const found = await apiA().get('/api/crm/floors/?search=fjordgata');
    expect(found.body.data.map((floor: { id: number }) => floor.id)).toEqual([floorId]);
  });

  it('filters floors by address and rooms by address and floor', async () => {
    const api = apiA();
    const first = await createRoom(api, t.world.siteA1, { street: 'Filtergata', room: 'F1' });
    const second = await createRoom(api, t.world.siteA1, { street: 'Sidegata', room: 'S1' });
    await api.post('/api/crm/rooms/', { floor_id: first.floorId, name: 'F2' });
    expect(
      (await api.get(`/api/crm/floors/?address_id=${first.addressId}`)).body.data.map((f: { id: number }) => f.id),
    ).toEqual([first.floorId]);
    const byAddress = await api.get(`/api/crm/rooms/?address_id=${first.addressId}&ordering=-name`);
    expect(byAddress.body).toMatchObject({ total: 2, data: [{ name: 'F2' }, { name: 'F1' }] });
    expect(
      (await api.get(`/api/crm/rooms/?floor=${second.floorId}`)).body.data.map((r: { name: string }) => r.name),
    ).toEqual(['S1']);
  });

  it('refuses a floor of another customer or a missing floor for a room', async () => {
    const other = await createRoom(t.client(t.world.staffB, t.world.customerB, t.world.siteB), t.world.siteB);
    const reply = await apiA().post('/api/crm/rooms/', { floor_id: other.floorId, name: 'Sneaky' });
    expect(reply.status).toBe(400);
    expect(fieldMessages(reply.body)).toEqual({ floor_id: `Floor ${other.floorId} does not exist in this customer` });
    expect((await apiA().post('/api/crm/rooms/', { name: 'No floor' })).status).toBe(400);
    expect((await apiA().post('/api/crm/rooms/', { floor_id: other.floorId, name: 'x', kind: 'castle' })).status).toBe(
      400,
    );
  });

  it('moves a room to another floor of the site and its outlets follow', async () => {
    const api = apiA();
    const from = await createRoom(api, t.world.siteA1, { street: 'Movegata' });
    const to = await createRoom(api, t.world.siteA1, { street: 'Targetgata' });
    const outlet = await api.post('/api/crm/outlets/', { room_id: from.roomId, label: 'M-1' });
    const moved = await api.patch(`/api/crm/rooms/${from.roomId}/`, { floor_id: to.floorId });
    expect(moved.body).toMatchObject({ floor_id: to.floorId, address_id: to.addressId });
    expect((await api.get(`/api/crm/outlets/${outlet.body.id}/`)).body).toMatchObject({
      floor_id: to.floorId,
      address_id: to.addressId,
    });
    const otherSite = await createRoom(api, t.world.siteA2, { street: 'Far away' });
    const refused = await api.patch(`/api/crm/rooms/${from.roomId}/`, { floor_id: otherSite.floorId });
    expect(fieldMessages(refused.body)).toEqual({ floor_id: 'A room can only move to a floor of the same site' });
  });

  it('moves a floor to another address of the site and its rooms and outlets follow', async () => {
    const api = apiA();
    const place = await createRoom(api, t.world.siteA1, { street: 'Floorgata' });
    const target = await createRoom(api, t.world.siteA1, { street: 'Newfloorgata' });
    const outlet = await api.post('/api/crm/outlets/', { room_id: place.roomId, label: 'F-1' });
    const moved = await api.patch(`/api/crm/floors/${place.floorId}/`, { address_id: target.addressId });
    expect(moved.body).toMatchObject({ address_id: target.addressId });
    expect((await api.get(`/api/crm/rooms/${place.roomId}/`)).body).toMatchObject({ address_id: target.addressId });
    expect((await api.get(`/api/crm/outlets/${outlet.body.id}/`)).body).toMatchObject({
      floor_id: place.floorId,
      address_id: target.addressId,
    });
    // Renaming the floor leaves its rooms where they are.
    await api.patch(`/api/crm/floors/${place.floorId}/`, { name: 'Renamed' });
    expect((await api.get(`/api/crm/rooms/${place.roomId}/`)).body).toMatchObject({ address_id: target.addressId });
  });

  it('refuses to delete a floor with rooms and a room with outlets', async () => {
    const api = apiA();
    const place = await createRoom(api, t.world.siteA1, { street: 'Deletegata' });
    await api.post('/api/crm/outlets/', { room_id: place.roomId, label: 'D-1' });
    expect(await api.del(`/api/crm/floors/${place.floorId}/`)).toEqual({
      status: 409,
      body: { detail: 'Cannot delete this floor: it still has 1 room. Remove or reassign them first.' },
    });
    expect((await api.get(`/api/crm/rooms/${place.roomId}/`)).body.can_delete).toBe(false);
    expect((await api.del(`/api/crm/rooms/${place.roomId}/`)).body.detail).toBe(
      'Cannot delete this room: it still has 1 outlet. Remove or reassign them first.',
    );
  });

  it('names what blocks a delete, with counts, on a read of the item and in the refusal', async () => {
    const api = apiA();
    const place = await createRoom(api, t.world.siteA1, { street: 'Blockgata' });
    const tenant = await createTenant(api, t.world.siteA1, 'Blocking Tenant');
    for (const label of ['B-1', 'B-2', 'B-3']) await api.post('/api/crm/outlets/', { room_id: place.roomId, label });
    await api.post(`/api/crm/rooms/${place.roomId}/occupancy/`, { tenant_id: tenant, start_date: '2024-01-01' });
    const room = await api.get(`/api/crm/rooms/${place.roomId}/`);
    expect(room.body).toMatchObject({ can_delete: false, delete_blockers: ['3 outlets', '1 occupancy record'] });
    expect((await api.del(`/api/crm/rooms/${place.roomId}/`)).body.detail).toBe(
      'Cannot delete this room: it still has 3 outlets, 1 occupancy record. Remove or reassign them first.',
    );
    expect((await api.get(`/api/crm/floors/${place.floorId}/`)).body.delete_blockers).toEqual(['1 room']);
    const empty = await createRoom(api, t.world.siteA1, { street: 'Tomgata' });
    expect((await api.get(`/api/crm/rooms/${empty.roomId}/`)).body).toMatchObject({
      can_delete: true,
      delete_blockers: [],
    });
    // Lists keep can_delete alone.
    const listed = await api.get(`/api/crm/rooms/?floor_id=${place.floorId}`);
    expect(listed.body.data[0]).toMatchObject({ id: place.roomId, can_delete: false });
    expect(listed.body.data[0]).not.toHaveProperty('delete_blockers');
  });
});
