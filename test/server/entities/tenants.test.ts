/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { fieldMessages } from '../../support/serverBuilding';

describe('tenants API', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);

  it('creates, reads, updates and deletes a tenant', async () => {
    const created = await api().post('/api/crm/tenants/', {
      kind: 'company',
      name: 'Fjordkaffe AS',
      email: 'Post@Fjordkaffe.test',
      phone: '+47 22 33 44 55',
      reference: 'K-1001',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      site_id: t.world.siteA1,
      kind: 'company',
      email: 'post@fjordkaffe.test',
      can_delete: true,
    });
    const patched = await api().patch(`/api/crm/tenants/${created.body.id}/`, { phone: '', reference: 'K-1002' });
    expect(patched.body).toMatchObject({ phone: null, reference: 'K-1002', name: 'Fjordkaffe AS' });
    expect((await api().del(`/api/crm/tenants/${created.body.id}/`)).status).toBe(204);
    expect((await api().get(`/api/crm/tenants/${created.body.id}/`)).status).toBe(404);
  });

  it('checks e-mail and phone', async () => {
    const reply = await api().post('/api/crm/tenants/', {
      name: 'Bad Contact',
      email: 'not-an-email',
      phone: 'call me',
    });
    expect(reply.status).toBe(400);
    expect(fieldMessages(reply.body)).toEqual({
      email: 'Enter a valid e-mail address',
      phone: 'Enter a valid phone number',
    });
  });

  it('searches, filters by kind and orders by any listed column', async () => {
    for (const name of ['Zeta Bakeri', 'Alfa Person', 'Beta Person']) {
      await api().post('/api/crm/tenants/', {
        name,
        kind: name.endsWith('Bakeri') ? 'company' : 'person',
        reference: `REF-${name.length}`,
      });
    }
    expect(
      (await api().get('/api/crm/tenants/?search=person&ordering=-name')).body.data.map(
        (r: { name: string }) => r.name,
      ),
    ).toEqual(['Beta Person', 'Alfa Person']);
    expect((await api().get('/api/crm/tenants/?kind=company')).body.data.map((r: { name: string }) => r.name)).toEqual([
      'Zeta Bakeri',
    ]);
    const paged = await api().get('/api/crm/tenants/?page=2&page_size=2&ordering=name');
    expect(paged.body).toMatchObject({ total: 3, data: [{ name: 'Zeta Bakeri' }] });
  });

  it('refuses unknown orderings and caps the page size', async () => {
    const bad = await api().get('/api/crm/tenants/?ordering=password');
    expect(bad.status).toBe(400);
    expect(bad.body.detail[0].loc).toEqual(['query', 'ordering']);
    const capped = await api().get('/api/crm/tenants/?page_size=1000');
    expect(capped.status).toBe(200);
    expect(capped.body.data.length).toBeLessThanOrEqual(100);
    expect((await api().get('/api/crm/tenants/?page=0')).status).toBe(400);
  });

  it('refuses to delete a tenant that owns a network', async () => {
    const tenant = await api().post('/api/crm/tenants/', { name: 'Netteier' });
    await api().post('/api/crm/networks/', {
      name: 'Netteier LAN',
      vlan_id: 150,
      subnet: '10.20.150.0/24',
      tenant_id: tenant.body.id,
    });
    expect((await api().get(`/api/crm/tenants/${tenant.body.id}/`)).body.can_delete).toBe(false);
    expect(await api().del(`/api/crm/tenants/${tenant.body.id}/`)).toEqual({
      status: 409,
      body: { detail: 'Cannot delete this tenant: it still has 1 network. Remove or reassign them first.' },
    });
  });
});
