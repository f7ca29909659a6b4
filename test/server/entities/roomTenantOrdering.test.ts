/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

/** The rooms list's tenant column: today's occupant, and ordering by it in a site or the whole customer. */
describe('rooms ordered by their current tenant', () => {
  let t: EntityTestApp;
  let addressId: number;
  const rooms: Record<string, number> = {};
  beforeAll(async () => {
    t = await startEntityApp();
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const first = await createRoom(api, t.world.siteA1, { street: 'Leietakergata', room: 'R1' });
    addressId = first.addressId;
    rooms.R1 = first.roomId;
    for (const name of ['R2', 'R3', 'R4'])
      rooms[name] = (await api.post('/api/crm/rooms/', { floor_id: first.floorId, name })).body.id;
    const berit = await createTenant(api, t.world.siteA1, 'Berit Berg');
    const aslak = await createTenant(api, t.world.siteA1, 'Aslak Aas');
    const carl = await createTenant(api, t.world.siteA1, 'Carl Moved Out');
    const occupy = (room: string, tenant: number, start: string, end: string | null = null) =>
      api.post(`/api/crm/rooms/${rooms[room]}/occupancy/`, { tenant_id: tenant, start_date: start, end_date: end });
    await occupy('R1', berit, '2020-01-01');
    await occupy('R2', carl, '2019-01-01', '2021-01-01');
    await occupy('R2', aslak, '2021-01-01');
    await occupy('R3', carl, '2019-01-01', '2020-01-01');
  });
  afterAll(async () => t.close());

  const names = async (siteId: number | null, ordering: string) => {
    const api = t.client(t.world.staffA, t.world.customerA, siteId);
    const reply = await api.get(`/api/crm/rooms/?address_id=${addressId}&ordering=${ordering}`);
    expect(reply.status).toBe(200);
    return reply.body.data.map((room: { name: string; current_tenant_name: string | null }) => [
      room.name,
      room.current_tenant_name,
    ]);
  };

  it.each([
    ['the site', true],
    ['the whole customer', false],
  ])('orders by the tenant living there today, empty rooms last, in %s', async (_where, inSite) => {
    const siteId = inSite ? t.world.siteA1 : null;
    expect(await names(siteId, 'current_tenant_name')).toEqual([
      ['R2', 'Aslak Aas'],
      ['R1', 'Berit Berg'],
      ['R3', null],
      ['R4', null],
    ]);
    expect((await names(siteId, '-current_tenant_name')).slice(2)).toEqual([
      ['R1', 'Berit Berg'],
      ['R2', 'Aslak Aas'],
    ]);
  });
});
