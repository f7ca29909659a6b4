import { startTestServer, type TestServer } from '../../../support/serverHarness';
import { NORDLYS, customerIdByName, insertEmptySite } from '../../../support/serverFixtures';

/** The requirements §5 site rules, enforced by the server with the browser form's own yup schema. */
describe('site rules on the server', () => {
  let t: TestServer;
  let nordlys: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer();
    nordlys = await customerIdByName(t.db, NORDLYS);
    headers = await t.headersFor('staff@example.com', nordlys);
  });
  afterAll(() => t.close());

  const create = (payload: object) => t.request({ method: 'POST', url: '/api/crm/sites/', headers, payload });
  const messages = (body: { detail: { loc: string[]; msg: string }[] }) =>
    Object.fromEntries(body.detail.map((item) => [item.loc.at(-1), item.msg]));

  it.each([
    ['a missing name', {}, { name: 'Site name is required' }],
    ['a blank name', { name: '   ' }, { name: 'Site name is required' }],
    [
      'a prefix whose last octet is not 0',
      { name: 'A', prefix: '192.168.1.7', netmask: 24 },
      { prefix: 'Must be a valid network prefix (e.g. 192.168.1.0)' },
    ],
    // The message goes on the missing half, like the form shows it.
    [
      'a prefix without netmask',
      { name: 'A', prefix: '10.0.0.0' },
      { netmask: 'Both prefix and netmask must be provided together' },
    ],
    [
      'a netmask without prefix',
      { name: 'A', netmask: 24 },
      { prefix: 'Both prefix and netmask must be provided together' },
    ],
    [
      'VLAN ids in the wrong order',
      { name: 'A', tenant_min_vlan_id: 300, tenant_max_vlan_id: 200 },
      { tenant_min_vlan_id: 'Min VLAN ID must be less than Max VLAN ID' },
    ],
    [
      'DNS names with spaces',
      { name: 'A', tenant_dhcp_dns: 'not a name', portal_dns: 'portal..example.com' },
      { tenant_dhcp_dns: 'Must be a valid DNS name', portal_dns: 'Must be a valid DNS name' },
    ],
    [
      'a colour that is not hex',
      { name: 'A', portal_background_color: 'blue' },
      { portal_background_color: 'Must be a valid hex color' },
    ],
    ['an unknown time zone', { name: 'A', time_zone: 'Europe/Atlantis' }, { time_zone: 'Unknown time zone' }],
  ])('refuses %s with the requirements §5 message', async (_case, payload, expected) => {
    const reply = await create(payload);
    expect(reply.status).toBe(400);
    expect(messages(reply.body)).toEqual(expected);
  });

  it("refuses out-of-range numbers with the form's messages", async () => {
    const reply = await create({
      name: 'A',
      gps_latitude: 91,
      gps_longitude: -181,
      netmask: 31,
      prefix: '10.0.0.0',
      tenant_min_vlan_id: 0,
      tenant_max_vlan_id: 4001,
      unifi_id: -3,
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(messages(reply.body)).sort()).toEqual([
      'gps_latitude',
      'gps_longitude',
      'netmask',
      'tenant_max_vlan_id',
      'tenant_min_vlan_id',
      'unifi_id',
    ]);
  });

  it('checks a PATCH against the stored record: a prefix alone fails when the site has no netmask', async () => {
    const id = await insertEmptySite(t.db, nordlys, 'No network yet');
    const alone = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { prefix: '10.50.0.0' },
    });
    expect(messages(alone.body)).toEqual({ netmask: 'Both prefix and netmask must be provided together' });
    const both = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { prefix: '10.50.0.0', netmask: 16 },
    });
    expect(both.status).toBe(200);
    const min = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { tenant_max_vlan_id: 100 },
    });
    expect(min.status).toBe(200);
    const inverted = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { tenant_min_vlan_id: 100 },
    });
    expect(messages(inverted.body)).toEqual({ tenant_min_vlan_id: 'Min VLAN ID must be less than Max VLAN ID' });
  });

  it('accepts a complete, valid site', async () => {
    const reply = await create({
      name: 'Valid',
      time_zone: 'Europe/Copenhagen',
      prefix: '172.16.8.0',
      netmask: 22,
      unifi_id: 7,
      oepl_ap_id: 8,
      guest_wifi_id: 9,
      tenant_min_vlan_id: 10,
      tenant_max_vlan_id: 4000,
      tenant_dhcp_dns: 'dns.example.com',
      portal_dns: 'portal.example.com.',
      portal_background_color: '#A1B2C3',
      portal_proxy_ip: '172.16.8.2',
      tenant_wifi_ssid: 'Valid-Beboer',
      gps_latitude: -90,
      gps_longitude: 180,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      prefix: '172.16.8.0',
      netmask: 22,
      portal_dns: 'portal.example.com.',
      gps_latitude: -90,
    });
  });
});
