import { startTestServer, type TestServer } from '../../../support/serverHarness';
import { NORDLYS, customerIdByName, insertAddress, insertEmptySite, sitesOf } from '../../../support/serverFixtures';
import { externalIps, networks, wirelessNetworks } from '../../../../server/src/db/schema';

describe('site routes', () => {
  let t: TestServer;
  let nordlys: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer();
    nordlys = await customerIdByName(t.db, NORDLYS);
    headers = await t.headersFor('staff@example.com', nordlys);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url, headers });

  it("lists the customer's sites with paging, ordering and a total", async () => {
    const all = await get('/api/crm/sites/?page_size=100');
    expect(all.status).toBe(200);
    const names = all.body.data.map((site: { name: string }) => site.name);
    expect(names).toEqual([...names].sort());
    expect(all.body.total).toBe(names.length);
    const firstPage = await get('/api/crm/sites/?page=1&page_size=2&ordering=-name');
    expect(firstPage.body.data.map((site: { name: string }) => site.name)).toEqual([...names].reverse().slice(0, 2));
    expect(firstPage.body.total).toBe(names.length);
    const pastTheEnd = await get('/api/crm/sites/?page=50&page_size=25');
    expect(pastTheEnd.body).toEqual({ data: [], total: names.length });
  });

  it('searches name, description and address, case-insensitively and with % taken literally', async () => {
    const byName = await get('/api/crm/sites/?search=BJØRVIKA');
    expect(byName.body.data.map((site: { name: string }) => site.name)).toEqual(['Bjørvika Kontorpark']);
    const byAddress = await get('/api/crm/sites/?search=Lysaker%20Torg');
    expect(byAddress.body.data.map((site: { name: string }) => site.name)).toEqual(['Lysaker Brygge']);
    expect((await get('/api/crm/sites/?search=%25')).body.total).toBe(0);
  });

  it('returns every contract field of a site, nulls for empty values and can_delete', async () => {
    const [site] = await sitesOf(t.db, nordlys);
    const reply = await get(`/api/crm/sites/${site.id}/`);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(
      [
        'id',
        'name',
        'customer_id',
        'description',
        'portal_logo',
        'time_zone',
        'physical_address',
        'shipping_address',
        'gps_latitude',
        'gps_longitude',
        'prefix',
        'netmask',
        'unifi_id',
        'oepl_ap_id',
        'tenant_wifi_ssid',
        'guest_wifi_id',
        'tenant_min_vlan_id',
        'tenant_max_vlan_id',
        'tenant_dhcp_dns',
        'portal_dns',
        'portal_secret',
        'portal_proxy_ip',
        'portal_background_color',
        'can_delete',
        'delete_blockers',
        'created_at',
        'modified_at',
      ].sort(),
    );
    expect(reply.body).toMatchObject({
      id: site.id,
      customer_id: nordlys,
      shipping_address: null,
      can_delete: false,
      delete_blockers: expect.arrayContaining([expect.stringMatching(/^\d+ addresses$/)]),
      netmask: 16,
    });
    expect(new Date(reply.body.created_at).toISOString()).toBe(reply.body.created_at);
  });

  it('creates a site from JSON with text trimmed, blanks as null and coordinates kept to 6 decimals', async () => {
    const reply = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers,
      payload: {
        name: '  Tøyen Torg  ',
        description: '   ',
        time_zone: 'Europe/Oslo',
        gps_latitude: 59.91512345678,
        gps_longitude: '10.7700001',
        prefix: '10.77.0.0',
        netmask: 24,
        id: 999,
        can_delete: false,
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      name: 'Tøyen Torg',
      description: null,
      time_zone: 'Europe/Oslo',
      gps_latitude: 59.915123,
      gps_longitude: 10.77,
      prefix: '10.77.0.0',
      netmask: 24,
      portal_logo: null,
      can_delete: true,
      customer_id: nordlys,
    });
    expect(reply.body.id).not.toBe(999);
    expect((await get(`/api/crm/sites/${reply.body.id}/`)).body).toEqual({ ...reply.body, delete_blockers: [] });
  });

  it('changes only the fields a PATCH names', async () => {
    const id = await insertEmptySite(t.db, nordlys, 'Patch me');
    const reply = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { description: 'Now described', portal_background_color: '#abc' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      name: 'Patch me',
      description: 'Now described',
      portal_background_color: '#abc',
    });
    expect(new Date(reply.body.modified_at).getTime()).toBeGreaterThanOrEqual(
      new Date(reply.body.created_at).getTime(),
    );
    const cleared = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { description: null },
    });
    expect(cleared.body).toMatchObject({ name: 'Patch me', description: null, portal_background_color: '#abc' });
  });

  it('refuses to delete a site that still has addresses, with a 409 that says why', async () => {
    const id = await insertEmptySite(t.db, nordlys, 'Occupied');
    await insertAddress(t.db, nordlys, id);
    expect((await get(`/api/crm/sites/${id}/`)).body.can_delete).toBe(false);
    const reply = await t.request({ method: 'DELETE', url: `/api/crm/sites/${id}/`, headers });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      detail: 'Cannot delete site "Occupied": it still has 1 address. Delete or move them first.',
    });
    expect((await get(`/api/crm/sites/${id}/`)).status).toBe(200);
  });

  it('refuses to delete a site that still has networks, external IPs or wireless networks, naming them', async () => {
    const id = await insertEmptySite(t.db, nordlys, 'Networked');
    const [network] = await t.db
      .insert(networks)
      .values({ customerId: nordlys, siteId: id, name: 'LAN', vlanId: 100, subnet: '10.0.0.0/24' })
      .returning();
    await t.db.insert(externalIps).values({ customerId: nordlys, siteId: id, address: '203.0.113.77' });
    await t.db
      .insert(wirelessNetworks)
      .values({ customerId: nordlys, siteId: id, ssid: 'Networked', security: 'open', networkId: network.id });
    expect((await get(`/api/crm/sites/${id}/`)).body.can_delete).toBe(false);
    const reply = await t.request({ method: 'DELETE', url: `/api/crm/sites/${id}/`, headers });
    expect(reply).toMatchObject({
      status: 409,
      body: {
        detail:
          'Cannot delete site "Networked": it still has 1 network, 1 external IP, 1 wireless network. Delete or move them first.',
      },
    });
    expect((await get(`/api/crm/sites/${id}/`)).status).toBe(200);
  });

  it('deletes an empty site with 204', async () => {
    const id = await insertEmptySite(t.db, nordlys, 'Short-lived');
    const reply = await t.request({ method: 'DELETE', url: `/api/crm/sites/${id}/`, headers });
    expect(reply.status).toBe(204);
    expect((await get(`/api/crm/sites/${id}/`)).status).toBe(404);
  });

  it('counts what lives in a site', async () => {
    const [site] = await sitesOf(t.db, nordlys);
    const reply = await get(`/api/crm/sites/${site.id}/stats/`);
    expect(reply.status).toBe(200);
    const customerStats = (await get(`/api/crm/customers/${nordlys}/stats/`)).body;
    expect(reply.body.address_count).toBe(2); // Grünerløkka Lofts: two entrances in the demo data
    expect(reply.body.floor_count).toBeGreaterThan(reply.body.address_count);
    expect(reply.body.room_count).toBeGreaterThan(reply.body.floor_count);
    expect(reply.body.room_count).toBeLessThan(customerStats.room_count);
    expect(reply.body.tenant_count).toBeGreaterThan(0);
  });

  it("counts as the site's users those whose last active site it is, so a new site has none", async () => {
    const [first] = await sitesOf(t.db, nordlys);
    const fresh = await insertEmptySite(t.db, nordlys, 'Nobody here yet');
    const users = async (siteId: number) => (await get(`/api/crm/sites/${siteId}/stats/`)).body.user_count;
    expect(await users(fresh)).toBe(0);
    await t.request({ method: 'PUT', url: `/api/crm/sites/active/${first.id}/`, headers });
    const before = await users(first.id);
    expect(before).toBeGreaterThanOrEqual(1);
    await t.request({ method: 'PUT', url: `/api/crm/sites/active/${fresh}/`, headers });
    expect(await users(fresh)).toBe(1);
    expect(await users(first.id)).toBe(before - 1);
    const customerStats = (await get(`/api/crm/customers/${nordlys}/stats/`)).body;
    expect(customerStats.user_count).toBeGreaterThan(1);
  });

  it('activates a site of the active customer and remembers it for the user', async () => {
    const [, second] = await sitesOf(t.db, nordlys);
    const reply = await t.request({ method: 'PUT', url: `/api/crm/sites/active/${second.id}/`, headers });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: second.id,
      name: second.name,
      description: expect.any(String),
      customer_id: nordlys,
    });
    const me = await get('/api/crm/users/me/');
    expect(me.body).toMatchObject({ last_active_site: second.id, last_active_customer: nordlys });
    const customer = await t.request({ method: 'PUT', url: `/api/crm/customers/active/${nordlys}/`, headers });
    expect(customer.body.last_active_site).toBe(second.id);
  });
});
