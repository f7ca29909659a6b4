import { count, eq } from 'drizzle-orm';
import { mikrotikDhcpLeases, mikrotikDhcpPools, mikrotikDhcpServers } from '../../../../server/src/db/schema';
import { startDeviceServer, storedDevice, type DeviceTestServer } from '../../../support/serverDevices';

describe('deleting a MikroTik device', () => {
  let t: DeviceTestServer;
  beforeAll(async () => {
    t = await startDeviceServer();
  });
  afterAll(() => t.close());

  async function deviceWithDhcp(identity: string) {
    const { id } = (await t.admin('POST', '/api/mikrotik/devices/', { identity })).body;
    await t.db
      .insert(mikrotikDhcpPools)
      .values({ deviceId: id, routerId: '*1', name: 'pool1', ranges: '10.0.0.10-10.0.0.20' });
    await t.db
      .insert(mikrotikDhcpServers)
      .values({ deviceId: id, routerId: '*1', name: 'dhcp1', interface: 'vlan101', disabled: false, invalid: false });
    await t.db.insert(mikrotikDhcpLeases).values({
      deviceId: id,
      routerId: '*1',
      address: '10.0.0.11',
      macAddress: 'AA:BB:CC:DD:EE:FF',
      dynamic: true,
      disabled: false,
    });
    return id;
  }
  const rowsOf = async (deviceId: number) =>
    Promise.all(
      [mikrotikDhcpPools, mikrotikDhcpServers, mikrotikDhcpLeases].map(
        async (table) => (await t.db.select({ n: count() }).from(table).where(eq(table.deviceId, deviceId)))[0].n,
      ),
    );

  it('deletes the device with its DHCP pools, servers and leases, and leaves other devices alone', async () => {
    const doomed = await deviceWithDhcp('gw-doomed');
    const kept = await deviceWithDhcp('gw-kept');
    expect(await rowsOf(doomed)).toEqual([1, 1, 1]);
    const reply = await t.admin('DELETE', `/api/mikrotik/devices/${doomed}/`);
    expect(reply.status).toBe(204);
    expect(reply.raw.body).toBe('');
    expect(await rowsOf(doomed)).toEqual([0, 0, 0]);
    expect(await storedDevice(t.db, doomed)).toBeUndefined();
    expect(await rowsOf(kept)).toEqual([1, 1, 1]);
    expect((await t.admin('GET', `/api/mikrotik/devices/${doomed}/`)).status).toBe(404);
    expect((await t.admin('DELETE', `/api/mikrotik/devices/${doomed}/`)).status).toBe(404);
  });
});
