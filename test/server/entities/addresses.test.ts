/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { fieldMessages } from '../../support/serverBuilding';

describe('addresses API', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
  });
  afterAll(async () => t.close());

  it('creates an address in the X-Site-ID site and reads it back with its name', async () => {
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const created = await api.post('/api/crm/addresses/', {
      street: ' Storgata ',
      house_number: '12B',
      postal_code: '0155',
      city: 'Oslo',
      country: 'no',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      site_id: t.world.siteA1,
      street: 'Storgata',
      name: 'Storgata 12B',
      country: 'NO',
      site_name: 'Harbour View',
      can_delete: true,
    });
    const read = await api.get(`/api/crm/addresses/${created.body.id}/`);
    expect(read.body).toEqual({ ...created.body, delete_blockers: [] });
  });

  it('asks for a site when neither site_id nor X-Site-ID is given', async () => {
    const api = t.client(t.world.staffA, t.world.customerA);
    const reply = await api.post('/api/crm/addresses/', { street: 'Nowhere' });
    expect(reply.status).toBe(400);
    expect(fieldMessages(reply.body)).toEqual({ site_id: 'Select a site: send site_id or the X-Site-ID header' });
  });

  it('refuses a site of another customer as if it did not exist', async () => {
    const api = t.client(t.world.staffA, t.world.customerA);
    const reply = await api.post('/api/crm/addresses/', { site_id: t.world.siteB, street: 'Elsewhere' });
    expect(reply.status).toBe(400);
    expect(fieldMessages(reply.body).site_id).toBe(`Site ${t.world.siteB} does not exist in this customer`);
  });

  it('refuses a blank street and a bad country with requirements §8 field errors', async () => {
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const reply = await api.post('/api/crm/addresses/', { street: '   ', country: 'Norway' });
    expect(reply.status).toBe(400);
    expect(reply.body.detail.map((e: { loc: string[] }) => e.loc)).toEqual([['body', 'country']]);
    const blank = await api.post('/api/crm/addresses/', { street: '   ' });
    expect(fieldMessages(blank.body)).toEqual({ street: 'Street is required' });
  });

  it('updates fields with PATCH but never moves an address to another site', async () => {
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const { body } = await api.post('/api/crm/addresses/', { street: 'Kirkeveien', house_number: '3' });
    const patched = await api.patch(`/api/crm/addresses/${body.id}/`, { city: 'Bergen' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ street: 'Kirkeveien', city: 'Bergen' });
    const moved = await api.patch(`/api/crm/addresses/${body.id}/`, { site_id: t.world.siteA2 });
    expect(moved.status).toBe(400);
    expect(fieldMessages(moved.body)).toEqual({ site_id: 'An address cannot move to another site' });
  });

  it('refuses to delete an address that still has floors, and says so in can_delete', async () => {
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const { body: address } = await api.post('/api/crm/addresses/', { street: 'Blocked gate', house_number: '1' });
    await api.post('/api/crm/floors/', { address_id: address.id, name: 'Ground floor' });
    await api.post('/api/crm/floors/', { address_id: address.id, name: '1st floor', level: 1 });
    expect((await api.get(`/api/crm/addresses/${address.id}/`)).body.can_delete).toBe(false);
    const refused = await api.del(`/api/crm/addresses/${address.id}/`);
    expect(refused).toEqual({
      status: 409,
      body: { detail: 'Cannot delete this address: it still has 2 floors. Remove or reassign them first.' },
    });
    const free = await api.post('/api/crm/addresses/', { street: 'Free lane' });
    expect((await api.del(`/api/crm/addresses/${free.body.id}/`)).status).toBe(204);
    expect((await api.get(`/api/crm/addresses/${free.body.id}/`)).status).toBe(404);
  });

  it('lists the X-Site-ID site only, or the site named by site_id', async () => {
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA2);
    await api.post('/api/crm/addresses/', { street: 'Oak lane', house_number: '9' });
    const inSite = await api.get('/api/crm/addresses/');
    expect(inSite.body.data.map((row: { street: string }) => row.street)).toEqual(['Oak lane']);
    expect(inSite.body.total).toBe(1);
    const other = await api.get(`/api/crm/addresses/?site_id=${t.world.siteA1}`);
    expect(other.body.data.every((row: { site_id: number }) => row.site_id === t.world.siteA1)).toBe(true);
    const wholeCustomer = await t.client(t.world.staffA, t.world.customerA).get('/api/crm/addresses/?page_size=100');
    expect(wholeCustomer.body.total).toBe(inSite.body.total + other.body.total);
  });
});
