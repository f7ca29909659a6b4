import {
  externalIps,
  networks,
  outlets,
  speedLimits,
  tenants,
  wirelessNetworks,
} from '../../../../server/src/db/schema';
import { CONFIG_TEMPLATE_NAME } from '../../../../server/src/mikrotik/config/renderDeviceConfig';
import { NO_SITE } from '../../../../server/src/mikrotik/deviceConfig';
import {
  GRUNERLOKKA,
  roomOf,
  siteNamed,
  startDeviceServer,
  type DeviceTestServer,
} from '../../../support/serverDevices';

describe('GET /api/mikrotik/devices/{id}/config/', () => {
  let t: DeviceTestServer;
  let siteId: number;
  beforeAll(async () => {
    t = await startDeviceServer();
    const site = await siteNamed(t.db, GRUNERLOKKA);
    siteId = site.id;
    const room = await roomOf(t.db, site.id);
    const owner = { customerId: site.customerId, siteId: site.id };
    const [limit] = await t.db
      .insert(speedLimits)
      .values({ customerId: site.customerId, name: 'Config 100/20', downloadKbps: 100_000, uploadKbps: 20_000 })
      .returning();
    const [tenant] = await t.db
      .insert(tenants)
      .values({ ...owner, name: 'Leil 101 AS' })
      .returning();
    const [network] = await t.db
      .insert(networks)
      .values({
        ...owner,
        name: 'Leil 101',
        vlanId: 390,
        subnet: '10.10.190.0/24',
        speedLimitId: limit.id,
        tenantId: tenant.id,
      })
      .returning();
    const [guest] = await t.db
      .insert(networks)
      .values({ ...owner, name: 'Guests', vlanId: 391, subnet: '10.10.191.0/24' })
      .returning();
    await t.db
      .insert(wirelessNetworks)
      .values({ ...owner, ssid: 'Lofts-Guest-24', security: 'open', networkId: guest.id });
    await t.db.insert(externalIps).values({ ...owner, address: '198.51.100.77', networkId: network.id });
    await t.db.insert(wirelessNetworks).values({
      ...owner,
      ssid: 'Lofts-Beboer-23',
      security: 'wpa2-personal',
      passphrase: 'correct horse battery',
      networkId: network.id,
    });
    await t.db.insert(outlets).values({
      ...owner,
      addressId: room.addressId,
      floorId: room.floorId,
      roomId: room.id,
      label: 'cfg-1',
      switchPort: 'gw-conf ether5',
      networkId: network.id,
    });
  });
  afterAll(() => t.close());

  it("renders the script for the device's site, its networks, speed limits, external IPs, wireless and outlet ports", async () => {
    const { id } = (
      await t.admin('POST', '/api/mikrotik/devices/', {
        identity: 'gw-conf',
        site_id: siteId,
        bridge_switch: 'br-lan',
        external_interface: 1,
      })
    ).body;
    const reply = await t.admin('GET', `/api/mikrotik/devices/${id}/config/`);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['config', 'device_name', 'generated_at', 'template_name']);
    expect(reply.body).toMatchObject({ device_name: 'gw-conf', template_name: CONFIG_TEMPLATE_NAME });
    expect(Date.now() - Date.parse(reply.body.generated_at)).toBeLessThan(60_000);
    const { config } = reply.body as { config: string };
    expect(config).toContain(`(site ${siteId})`);
    expect(config).toContain('/system identity\nset name=gw-conf\n');
    expect(config).toContain('add name=br-lan vlan-filtering=no');
    expect(config).toContain('add interface=br-lan name=vlan390 vlan-id=390');
    expect(config).toContain('add address=10.10.190.1/24 interface=vlan390');
    expect(config).toContain('untagged=ether5');
    expect(config).toContain('max-limit=20M/100M');
    expect(config).toContain('out-interface=ether1 to-addresses=198.51.100.77');
    // The site's own prefix (10.10.0.0/16 for this demo site) limits masquerade.
    expect(config).toContain('action=masquerade src-address=10.10.0.0/16');
    expect(config).toContain('ssid="Lofts-Beboer-23"');
    // The network without a tenant is the guest network: its SSID gets a guest interface on each radio.
    expect(config).toMatch(/ssid="Lofts-Guest-24"/);
    const guestId = /add name=(portico-cfg-\d+) ssid="Lofts-Guest-24"/.exec(config)?.[1];
    expect(config).toMatch(new RegExp(`add master-interface=wifi1 name=wifi1-guest-\\d+ configuration=${guestId} `));
  });

  it('answers 409 naming the problem when the site data cannot be rendered', async () => {
    const other = await siteNamed(t.db, 'Bjørvika Kontorpark');
    await t.db
      .insert(networks)
      .values({ customerId: other.customerId, siteId: other.id, name: 'Stray', vlanId: 500, subnet: '172.16.5.0/24' });
    const { id } = (await t.admin('POST', '/api/mikrotik/devices/', { identity: 'gw-stray', site_id: other.id })).body;
    const reply = await t.admin('GET', `/api/mikrotik/devices/${id}/config/`);
    expect(reply.status).toBe(409);
    expect(reply.body.detail).toMatch(
      /^The configuration cannot be generated: .*172\.16\.5\.0\/24 is outside the site prefix/,
    );
  });

  it('answers 409 with a clear detail for a device without a site', async () => {
    const { id } = (await t.admin('POST', '/api/mikrotik/devices/', { identity: 'gw-nosite' })).body;
    const reply = await t.admin('GET', `/api/mikrotik/devices/${id}/config/`);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ detail: NO_SITE });
  });
});
