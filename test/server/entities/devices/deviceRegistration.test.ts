import { NOT_CONFIGURED } from '../../../../server/src/mikrotik/deviceSync';
import {
  GRUNERLOKKA,
  REGISTRATION_SECRET,
  siteNamed,
  startDeviceServer,
  type DeviceTestServer,
} from '../../../support/serverDevices';

describe('router self-registration', () => {
  let t: DeviceTestServer;
  beforeAll(async () => {
    t = await startDeviceServer();
  });
  afterAll(() => t.close());

  const register = (body: object, secret?: string) =>
    t.request({
      method: 'POST',
      url: '/api/mikrotik/register/',
      payload: body,
      headers: secret === undefined ? {} : { 'x-registration-secret': secret },
    });
  const announcement = { unique_id: 'HE111REG001', system_identity: 'MikroTik', ip_address: '192.0.2.10' };

  it('needs the registration secret', async () => {
    for (const secret of [undefined, '', 'wrong-secret']) {
      const reply = await register(announcement, secret);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ detail: expect.any(String) });
    }
    const devices = (await t.admin('GET', '/api/mikrotik/devices/')).body;
    expect(devices.some((d: { unique_id: string }) => d.unique_id === announcement.unique_id)).toBe(false);
  });

  it('creates a new device once and refreshes it on later announcements', async () => {
    const first = await register(announcement, REGISTRATION_SECRET);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), is_new_device: true });
    const again = await register({ ...announcement, system_identity: 'MikroTik-renamed' }, REGISTRATION_SECRET);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const matching = (await t.admin('GET', '/api/mikrotik/devices/')).body.filter(
      (d: { unique_id: string }) => d.unique_id === announcement.unique_id,
    );
    expect(matching).toHaveLength(1);
    expect(matching[0]).toMatchObject({
      is_new_device: true,
      system_identity: 'MikroTik-renamed',
      ip_address: '192.0.2.10',
      identity: null,
      site_id: null,
      enabled: true,
    });
    expect((await register({ system_identity: 'x' }, REGISTRATION_SECRET)).body.detail).toEqual([
      { loc: ['body', 'unique_id'], msg: 'This field is required' },
    ]);
  });

  it('refuses to sync a new device, which stops being new once given a site, an address and login credentials', async () => {
    const { id } = (await register({ unique_id: 'HE222REG002', system_identity: 'MikroTik' }, REGISTRATION_SECRET))
      .body;
    const refused = await t.admin('POST', `/api/mikrotik/devices/${id}/sync/`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: NOT_CONFIGURED });
    const siteId = (await siteNamed(t.db, GRUNERLOKKA)).id;
    const partly = await t.admin('PATCH', `/api/mikrotik/devices/${id}/`, {
      identity: 'gw-new',
      site_id: siteId,
      ip_address: '127.0.0.1',
    });
    expect(partly.body.is_new_device).toBe(true);
    const done = await t.admin('PATCH', `/api/mikrotik/devices/${id}/`, {
      login_credentials: { username: 'admin', password: 'pw' },
    });
    expect(done.body).toMatchObject({ is_new_device: false, site_id: siteId, unique_id: 'HE222REG002' });
  });

  it('is disabled with 403 when no REGISTRATION_SECRET is configured', async () => {
    const closed = await startDeviceServer({ REGISTRATION_SECRET: undefined });
    try {
      const reply = await closed.request({
        method: 'POST',
        url: '/api/mikrotik/register/',
        payload: announcement,
        headers: { 'x-registration-secret': 'anything' },
      });
      expect(reply.status).toBe(403);
      expect(reply.body.detail).toMatch(/disabled/);
    } finally {
      await closed.close();
    }
  });
});
