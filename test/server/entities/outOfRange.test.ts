/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

/** Values a schema type allows but a PostgreSQL column cannot hold: a 400 naming the field, never a 500. */
describe('out-of-range input', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  const TOO_BIG = 3000000000; // beyond PostgreSQL's integer

  it('refuses ids beyond the integer range in list filters and pages with the query location', async () => {
    expect(await api().get(`/api/crm/rooms/?floor_id=${TOO_BIG}`)).toEqual({
      status: 400,
      body: { detail: [{ loc: ['query', 'floor_id'], msg: 'Must be at most 2147483647' }] },
    });
    expect((await api().get('/api/crm/outlets/?page=99999999999')).body.detail).toEqual([
      { loc: ['query', 'page'], msg: 'Must be at most 100000' },
    ]);
    expect((await api().get(`/api/crm/changes/?object_id=${TOO_BIG}`)).status).toBe(400);
  });

  it('refuses references beyond the integer range in bodies and creates nothing', async () => {
    const { roomId } = await createRoom(api(), t.world.siteA1);
    const reply = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: TOO_BIG,
      start_date: '2024-01-01',
    });
    expect(reply).toEqual({
      status: 400,
      body: { detail: [{ loc: ['body', 'tenant_id'], msg: 'Must be at most 2147483647' }] },
    });
    const doorbell = await api().post('/api/crm/doorbells/', { address_id: 1, name: 'x', room_ids: [TOO_BIG] });
    expect(doorbell.body.detail).toEqual([{ loc: ['body', 'room_ids', 0], msg: 'Must be at most 2147483647' }]);
    expect((await api().get(`/api/crm/rooms/${roomId}/occupancy/`)).body.total).toBe(0);
  });

  it('refuses dates before the year 1000 that PostgreSQL cannot store', async () => {
    const { roomId } = await createRoom(api(), t.world.siteA1, { street: 'Datoveien' });
    const tenantId = await createTenant(api(), t.world.siteA1);
    const reply = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: tenantId,
      start_date: '0000-01-01',
    });
    expect(reply).toEqual({
      status: 400,
      body: { detail: [{ loc: ['body', 'start_date'], msg: 'Must be a date from the year 1000 on' }] },
    });
    expect((await api().get('/api/crm/changes/?from=0000-01-01T00:00:00Z')).body.detail).toEqual([
      { loc: ['query', 'from'], msg: 'Must be a date from the year 1000 on' },
    ]);
    expect((await api().get('/api/crm/changes/?from=2024-01-01T00:00:00Z')).status).toBe(200);
  });

  it('refuses an X-Customer-ID beyond the integer range on search with the header location', async () => {
    const token = (await t.app.inject({ method: 'GET', url: '/api/search/?query=ab' })).statusCode;
    expect(token).toBe(401);
    const search = await t.client(t.world.staffA, TOO_BIG).get('/api/search/?query=harbour');
    expect(search).toEqual({
      status: 400,
      body: { detail: [{ loc: ['header', 'X-Customer-ID'], msg: 'Must be a positive integer id' }] },
    });
  });

  it('refuses a NUL character, which PostgreSQL text cannot hold, in bodies and filters and creates nothing', async () => {
    const tenant = await api().post('/api/crm/tenants/', {
      site_id: t.world.siteA1,
      name: 'Nulltest\u0000Hansen',
      email: 'nulltest@example.test',
    });
    expect(tenant).toEqual({
      status: 400,
      body: { detail: [{ loc: ['body', 'name'], msg: 'Must not contain a NUL character' }] },
    });
    expect((await api().get('/api/crm/tenants/?search=Nulltest%00')).body).toEqual({
      detail: [{ loc: ['query', 'search'], msg: 'Must not contain a NUL character' }],
    });
    expect((await api().get('/api/crm/tenants/?search=Nulltest')).body.total).toBe(0);
  });
});
