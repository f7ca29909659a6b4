/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant, fieldMessages } from '../../support/serverBuilding';

describe('room occupancy API', () => {
  let t: EntityTestApp;
  let roomId: number;
  let kari: number;
  let ola: number;
  beforeAll(async () => {
    t = await startEntityApp();
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    ({ roomId } = await createRoom(api, t.world.siteA1));
    kari = await createTenant(api, t.world.siteA1, 'Kari Nordmann');
    ola = await createTenant(api, t.world.siteA1, 'Ola Nordmann');
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);

  it('adds periods to a room and lists them for the room and the tenant', async () => {
    const first = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: kari,
      start_date: '2020-01-01',
      end_date: '2023-07-01',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      room_id: roomId,
      tenant_id: kari,
      tenant_name: 'Kari Nordmann',
      start_date: '2020-01-01',
      end_date: '2023-07-01',
      is_current: false,
      room: { id: roomId, name: 'H0101' },
    });
    const second = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: ola,
      start_date: '2023-07-01',
      end_date: null,
    });
    expect(second.status).toBe(201);
    expect(second.body.is_current).toBe(true);
    const forRoom = await api().get(`/api/crm/rooms/${roomId}/occupancy/`);
    expect(forRoom.body.data.map((o: { tenant_name: string }) => o.tenant_name)).toEqual([
      'Ola Nordmann',
      'Kari Nordmann',
    ]);
    const forTenant = await api().get(`/api/crm/tenants/${kari}/occupancy/`);
    expect(forTenant.body).toMatchObject({ total: 1, data: [{ room_id: roomId, start_date: '2020-01-01' }] });
    expect((await api().get(`/api/crm/rooms/${roomId}/`)).body).toMatchObject({
      current_tenant_id: ola,
      current_tenant_name: 'Ola Nordmann',
    });
  });

  it('wants the end after the start', async () => {
    const reply = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: kari,
      start_date: '2030-05-01',
      end_date: '2030-05-01',
    });
    expect(reply.status).toBe(400);
    expect(fieldMessages(reply.body)).toEqual({ end_date: 'End date must be after the start date' });
  });

  it('refuses a period overlapping another one of the room', async () => {
    const reply = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: kari,
      start_date: '2024-01-01',
      end_date: '2024-02-01',
    });
    expect(reply.status).toBe(400);
    expect(fieldMessages(reply.body)).toEqual({
      start_date: 'The room is already occupied by Ola Nordmann from 2023-07-01 until further notice',
    });
    const sinceEver = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: kari,
      start_date: null,
      end_date: null,
    });
    expect(sinceEver.status).toBe(400);
  });

  it('checks a changed period against the others but not against itself', async () => {
    const list = await api().get(`/api/crm/rooms/${roomId}/occupancy/`);
    const current = list.body.data.find((o: { tenant_id: number }) => o.tenant_id === ola);
    const ended = await api().patch(`/api/crm/rooms/occupancy/${current.id}/`, { end_date: '2025-01-01' });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ start_date: '2023-07-01', end_date: '2025-01-01' });
    const clash = await api().patch(`/api/crm/rooms/occupancy/${current.id}/`, { start_date: '2022-12-31' });
    expect(fieldMessages(clash.body).start_date).toBe(
      'The room is already occupied by Kari Nordmann from 2020-01-01 until 2023-07-01',
    );
    const next = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, { tenant_id: kari, start_date: '2025-01-01' });
    expect(next.status).toBe(201);
    expect((await api().del(`/api/crm/rooms/occupancy/${next.body.id}/`)).status).toBe(204);
  });

  it('wants a tenant of the same site and an existing room', async () => {
    const elsewhere = await createTenant(api(), t.world.siteA2, 'Per Annen');
    const reply = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: elsewhere,
      start_date: '2031-01-01',
    });
    expect(fieldMessages(reply.body)).toEqual({ tenant_id: 'Tenant must belong to the same site as the room' });
    expect((await api().post('/api/crm/rooms/999999/occupancy/', { tenant_id: kari })).status).toBe(404);
    expect((await api().get('/api/crm/tenants/999999/occupancy/')).status).toBe(404);
  });

  it('keeps rooms and tenants with occupancy from being deleted', async () => {
    expect((await api().del(`/api/crm/tenants/${kari}/`)).body.detail).toMatch(
      /^Cannot delete this tenant: it still has \d occupancy records?\./,
    );
    expect((await api().get(`/api/crm/rooms/${roomId}/`)).body.can_delete).toBe(false);
  });
});
