/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';

describe('GET /api/crm/networks/next-free/', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  const nextFree = async () => (await api().get('/api/crm/networks/next-free/')).body;

  it("proposes the range's first VLAN and the prefix's first /24 in an empty site", async () => {
    expect(await nextFree()).toEqual({ vlan_id: 100, subnet: '10.20.0.0/24', gateway: '10.20.0.1' });
  });

  it('skips the VLANs and subnets networks of the site use, sized like them', async () => {
    for (const [vlan_id, subnet] of [
      [100, '10.20.0.0/26'],
      [101, '10.20.0.64/26'],
      [103, '10.20.1.0/26'],
    ] as const)
      expect((await api().post('/api/crm/networks/', { name: `N${vlan_id}`, vlan_id, subnet })).status).toBe(201);
    expect(await nextFree()).toEqual({ vlan_id: 102, subnet: '10.20.0.128/26', gateway: '10.20.0.129' });
    // What it proposes is accepted as it is.
    const created = await api().post('/api/crm/networks/', { name: 'Proposed', ...(await nextFree()) });
    expect(created.status).toBe(201);
    expect(await nextFree()).toEqual({ vlan_id: 104, subnet: '10.20.0.192/26', gateway: '10.20.0.193' });
  });

  it("ignores other customers' networks and answers nulls where the site has no prefix", async () => {
    const b = t.client(t.world.staffB, t.world.customerB, t.world.siteB);
    expect((await b.get('/api/crm/networks/next-free/')).body).toEqual({
      vlan_id: 100,
      subnet: '10.20.0.0/24',
      gateway: '10.20.0.1',
    });
    const open = t.client(t.world.staffA, t.world.customerA, t.world.siteA2);
    expect((await open.get('/api/crm/networks/next-free/')).body).toEqual({
      vlan_id: 1,
      subnet: null,
      gateway: null,
    });
  });

  it('answers nulls when the range and the prefix are full', async () => {
    const site = await api().post('/api/crm/sites/', {
      name: 'Tiny',
      prefix: '10.30.0.0',
      netmask: 29,
      tenant_min_vlan_id: 10,
      tenant_max_vlan_id: 11,
    });
    expect(site.status).toBe(201);
    const tiny = t.client(t.world.staffA, t.world.customerA, site.body.id);
    const proposal = async () => (await tiny.get('/api/crm/networks/next-free/')).body;
    expect(await proposal()).toEqual({ vlan_id: 10, subnet: '10.30.0.0/29', gateway: '10.30.0.1' });
    expect((await tiny.post('/api/crm/networks/', { name: 'A', vlan_id: 10, subnet: '10.30.0.0/30' })).status).toBe(
      201,
    );
    expect(await proposal()).toEqual({ vlan_id: 11, subnet: '10.30.0.4/30', gateway: '10.30.0.5' });
    expect((await tiny.post('/api/crm/networks/', { name: 'B', vlan_id: 11, subnet: '10.30.0.4/30' })).status).toBe(
      201,
    );
    expect(await proposal()).toEqual({ vlan_id: null, subnet: null, gateway: null });
  });

  it("needs an active site of the verified customer and never reads another customer's site", async () => {
    expect((await t.client(t.world.staffA, t.world.customerA).get('/api/crm/networks/next-free/')).status).toBe(400);
    expect(
      await t.client(t.world.staffA, t.world.customerA, t.world.siteB).get('/api/crm/networks/next-free/'),
    ).toEqual({ status: 403, body: { detail: 'You do not have access to this site' } });
    expect(
      await t.client(t.world.staffA, t.world.customerB, t.world.siteB).get('/api/crm/networks/next-free/'),
    ).toEqual({ status: 403, body: { detail: 'You do not have access to this customer' } });
  });
});
