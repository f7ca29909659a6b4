import { decryptSecret, encryptSecret, keyFromText } from '../../../../server/src/mikrotik/secrets';
import { DEVICE_KEY, startDeviceServer, storedDevice, type DeviceTestServer } from '../../../support/serverDevices';

describe('MikroTik device credentials', () => {
  let t: DeviceTestServer;
  beforeAll(async () => {
    t = await startDeviceServer();
  });
  afterAll(() => t.close());

  const PASSWORD = 'Sup3r-Secret!pw';

  it('stores passwords encrypted with the configured key and never returns them', async () => {
    const created = await t.admin('POST', '/api/mikrotik/devices/', {
      identity: 'gw-secret',
      login_credentials: { username: 'api', password: PASSWORD, enabled: true, description: 'API user' },
      ssh_credentials: { username: 'root', password: `${PASSWORD}-ssh`, enabled: false },
    });
    expect(created.status).toBe(201);
    expect(created.body.login_credentials).toEqual({ username: 'api', enabled: true, description: 'API user' });
    expect(created.body.ssh_credentials).toEqual({ username: 'root', enabled: false, description: null });
    const row = await storedDevice(t.db, created.body.id);
    expect(row.loginPassword).not.toContain(PASSWORD);
    expect(decryptSecret(row.loginPassword!, keyFromText(DEVICE_KEY))).toBe(PASSWORD);
    expect(decryptSecret(row.sshPassword!, keyFromText(DEVICE_KEY))).toBe(`${PASSWORD}-ssh`);
    for (const reply of [
      created,
      await t.admin('GET', `/api/mikrotik/devices/${created.body.id}/`),
      await t.admin('GET', '/api/mikrotik/devices/'),
    ]) {
      expect(reply.raw.body).not.toContain(PASSWORD);
      expect(reply.raw.body).not.toContain(row.loginPassword!);
      expect(reply.raw.body).not.toMatch(/password/i);
    }
  });

  it('keeps the stored password when a PATCH omits it, and removes credentials sent as null', async () => {
    const { id } = (
      await t.admin('POST', '/api/mikrotik/devices/', {
        identity: 'gw-keep',
        login_credentials: { username: 'api', password: PASSWORD },
      })
    ).body;
    const before = await storedDevice(t.db, id);
    const renamed = await t.admin('PATCH', `/api/mikrotik/devices/${id}/`, {
      login_credentials: { username: 'api2', enabled: false, description: 'x', password: '' },
    });
    expect(renamed.body.login_credentials).toEqual({ username: 'api2', enabled: false, description: 'x' });
    expect((await storedDevice(t.db, id)).loginPassword).toBe(before.loginPassword);
    expect(
      (
        await t.admin('PATCH', `/api/mikrotik/devices/${id}/`, {
          login_credentials: { username: 'api2', password: null },
        })
      ).status,
    ).toBe(200);
    expect((await storedDevice(t.db, id)).loginPassword).toBe(before.loginPassword);
    const removed = await t.admin('PATCH', `/api/mikrotik/devices/${id}/`, { login_credentials: null });
    expect(removed.body.login_credentials).toBeNull();
    expect((await storedDevice(t.db, id)).loginPassword).toBeNull();
  });

  it('encrypts with a fresh IV and authenticates the ciphertext', () => {
    const key = keyFromText('k');
    const a = encryptSecret('same', key);
    expect(encryptSecret('same', key)).not.toBe(a);
    expect(() => decryptSecret(a, keyFromText('other'))).toThrow(/cannot be decrypted/);
    const [v, iv, tag, data] = a.split(':');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptSecret([v, iv, tag, flipped.toString('base64url')].join(':'), key)).toThrow();
    expect(keyFromText('ab'.repeat(32))).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
  });
});
