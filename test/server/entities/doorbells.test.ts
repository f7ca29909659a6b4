/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant, fieldMessages } from '../../support/serverBuilding';

describe('doorbells and preset messages API', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);

  it('rings rooms of its address and tenants, and keeps them from being deleted', async () => {
    const place = await createRoom(api(), t.world.siteA1);
    const tenant = await createTenant(api(), t.world.siteA1);
    const created = await api().post('/api/crm/doorbells/', {
      address_id: place.addressId,
      name: 'Main entrance',
      device_id: 'AA:BB:CC:00:11:22',
      room_ids: [place.roomId],
      tenant_ids: [tenant],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      site_id: t.world.siteA1,
      address: { id: place.addressId, name: 'Storgata 1' },
      room_ids: [place.roomId],
      tenant_ids: [tenant],
    });
    expect((await api().del(`/api/crm/rooms/${place.roomId}/`)).body.detail).toBe(
      'Cannot delete this room: it still has 1 doorbell. Remove or reassign them first.',
    );
    const cleared = await api().patch(`/api/crm/doorbells/${created.body.id}/`, { room_ids: [] });
    expect(cleared.body).toMatchObject({ room_ids: [], tenant_ids: [tenant], name: 'Main entrance' });
    expect((await api().del(`/api/crm/rooms/${place.roomId}/`)).status).toBe(204);
    expect((await api().del(`/api/crm/doorbells/${created.body.id}/`)).status).toBe(204);
  });

  it('refuses rooms of another address and a reused device id', async () => {
    const here = await createRoom(api(), t.world.siteA1, { street: 'Here' });
    const there = await createRoom(api(), t.world.siteA1, { street: 'There' });
    const reply = await api().post('/api/crm/doorbells/', {
      address_id: here.addressId,
      name: 'Side door',
      room_ids: [there.roomId],
    });
    expect(fieldMessages(reply.body)).toEqual({ room_ids: `Rooms ${there.roomId} do not exist at this address` });
    await api().post('/api/crm/doorbells/', { address_id: here.addressId, name: 'Front', device_id: 'DEV-1' });
    const dup = await api().post('/api/crm/doorbells/', {
      address_id: there.addressId,
      name: 'Back',
      device_id: 'DEV-1',
    });
    expect(fieldMessages(dup.body)).toEqual({ device_id: 'Another doorbell already uses this device id' });
  });

  it('keeps preset messages of the customer in position order', async () => {
    await api().post('/api/crm/doorbells/preset-messages/', { text: 'Back in 5 minutes', position: 2 });
    await api().post('/api/crm/doorbells/preset-messages/', { text: 'Please use the side entrance', position: 1 });
    const list = await api().get('/api/crm/doorbells/preset-messages/');
    expect(list.body.data.map((m: { text: string }) => m.text)).toEqual([
      'Please use the side entrance',
      'Back in 5 minutes',
    ]);
    expect(
      (await t.client(t.world.staffB, t.world.customerB).get('/api/crm/doorbells/preset-messages/')).body.total,
    ).toBe(0);
    expect((await api().post('/api/crm/doorbells/preset-messages/', { text: ' ' })).status).toBe(400);
  });

  describe('reorder', () => {
    const url = '/api/crm/doorbells/preset-messages/';
    const texts = async () =>
      (await api().get(`${url}?page_size=100`)).body.data.map((m: { text: string }) => m.text) as string[];
    let ids: Record<string, number>;
    beforeAll(async () => {
      for (const row of (await api().get(`${url}?page_size=100`)).body.data as { id: number }[])
        await api().del(`${url}${row.id}/`);
      ids = {};
      for (const text of ['One', 'Two', 'Three']) ids[text] = (await api().post(url, { text })).body.id;
    });

    it('adds a message without a position last', async () => {
      expect(await texts()).toEqual(['One', 'Two', 'Three']);
    });

    it('sets the whole order at once and records each moved message in the history', async () => {
      const reply = await api().post(`${url}reorder/`, { ids: [ids.Three, ids.One, ids.Two] });
      expect(reply.status).toBe(204);
      expect(await texts()).toEqual(['Three', 'One', 'Two']);
      const history = await api().get(`/api/crm/changes/?object_type=doorbell_preset_message&object_id=${ids.Three}`);
      expect(history.body.data[0]).toMatchObject({ action: 'update', after: { position: 0 } });
    });

    it.each([
      ['a missing message', () => [ids.One, ids.Two]],
      ['an unknown id', () => [ids.One, ids.Two, ids.Three, 999999]],
      ['a repeated id', () => [ids.One, ids.One, ids.Two]],
      ['no ids', () => []],
    ])('refuses an order with %s and changes nothing', async (_case, order) => {
      const before = await texts();
      const reply = await api().post(`${url}reorder/`, { ids: order() });
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body)).toMatch(/ids|must NOT have duplicate items/);
      expect(await texts()).toEqual(before);
    });

    it('refuses a body without ids', async () => {
      expect((await api().post(`${url}reorder/`, {})).status).toBe(400);
    });
  });
});
