import { count } from 'drizzle-orm';
import { mikrotikDevices } from '../../../../server/src/db/schema';
import { startDeviceServer, type DeviceTestServer } from '../../../support/serverDevices';

describe('MikroTik device permissions', () => {
  let t: DeviceTestServer;
  let deviceId: number;
  beforeAll(async () => {
    t = await startDeviceServer();
    deviceId = (
      await t.admin('POST', '/api/mikrotik/devices/', {
        identity: 'perm-test',
        login_credentials: { username: 'api', password: 'secret-pw' },
      })
    ).body.id;
  });
  afterAll(() => t.close());

  const endpoints = (id: number) => [
    { method: 'GET' as const, url: '/api/mikrotik/devices/' },
    { method: 'GET' as const, url: `/api/mikrotik/devices/?site_id=1` },
    { method: 'POST' as const, url: '/api/mikrotik/devices/', payload: { identity: 'sneaky' } },
    { method: 'GET' as const, url: `/api/mikrotik/devices/${id}/` },
    { method: 'PATCH' as const, url: `/api/mikrotik/devices/${id}/`, payload: { identity: 'renamed' } },
    { method: 'DELETE' as const, url: `/api/mikrotik/devices/${id}/` },
    { method: 'POST' as const, url: `/api/mikrotik/devices/${id}/sync/` },
    { method: 'GET' as const, url: `/api/mikrotik/devices/${id}/config/` },
    { method: 'GET' as const, url: `/api/mikrotik/devices/${id}/plan/` },
    { method: 'GET' as const, url: '/api/mikrotik/devices/?state=drifted' },
    { method: 'POST' as const, url: `/api/mikrotik/devices/${id}/apply/` },
    { method: 'GET' as const, url: `/api/mikrotik/devices/${id}/apply/` },
    { method: 'POST' as const, url: `/api/mikrotik/devices/${id}/apply/cancel/` },
    { method: 'GET' as const, url: `/api/mikrotik/devices/${id}/history/` },
    // Even a malformed id must not reveal more than "forbidden".
    { method: 'GET' as const, url: '/api/mikrotik/devices/abc/' },
  ];

  it.each(['staff@example.com', 'nobody@example.com'])(
    'refuses %s with 403 and a detail on every device endpoint',
    async (email) => {
      const headers = await t.headersFor(email);
      for (const endpoint of endpoints(deviceId)) {
        const reply = await t.request({ ...endpoint, headers });
        expect({ endpoint: `${endpoint.method} ${endpoint.url}`, status: reply.status, body: reply.body }).toEqual({
          endpoint: `${endpoint.method} ${endpoint.url}`,
          status: 403,
          body: { detail: expect.any(String) },
        });
      }
      // Nothing changed: the device kept its identity and no device was added.
      const [{ total }] = await t.db.select({ total: count() }).from(mikrotikDevices);
      expect((await t.admin('GET', `/api/mikrotik/devices/${deviceId}/`)).body.identity).toBe('perm-test');
      expect((await t.admin('GET', '/api/mikrotik/devices/')).body).toHaveLength(total);
    },
  );

  it('asks for a token without one and ignores tenancy headers for superusers', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/mikrotik/devices/' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toEqual(expect.any(String));
    const reply = await t.admin('GET', '/api/mikrotik/devices/');
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
  });
});
