import { startDeviceServer, type DeviceTestServer } from '../../../support/serverDevices';

describe('demo MikroTik devices', () => {
  let t: DeviceTestServer;
  beforeAll(async () => {
    t = await startDeviceServer();
  });
  afterAll(() => t.close());

  it('seeds a simulator gateway, a disabled device and a new device without a site', async () => {
    const devices = (await t.admin('GET', '/api/mikrotik/devices/')).body as Array<Record<string, unknown>>;
    const byName = (name: string) => devices.find((d) => d.identity === name || d.system_identity === name);
    expect(byName('gw-grunerlokka')).toMatchObject({
      enabled: true,
      is_new_device: false,
      ip_address: '127.0.0.1',
      api_port: 18728,
      site_id: expect.any(Number),
      login_credentials: { username: 'admin', enabled: true, description: expect.any(String) },
    });
    expect(byName('gw-bryggen')).toMatchObject({ enabled: false, is_new_device: false, site_id: expect.any(Number) });
    expect(byName('MikroTik')).toMatchObject({
      is_new_device: true,
      site_id: null,
      identity: null,
      unique_id: expect.any(String),
    });
    expect(devices.filter((d) => d.is_new_device)).toHaveLength(1);
  });
});
