import { eq } from 'drizzle-orm';
import { customers } from '../../../../server/src/db/schema';
import { GRUNERLOKKA, siteNamed, startDeviceServer, type DeviceTestServer } from '../../../support/serverDevices';

const DEVICE_FIELDS = [
  'id',
  'identity',
  'system_identity',
  'description',
  'unique_id',
  'ip_address',
  'hostname',
  'api_port',
  'ssh_port',
  'api_ssl',
  'enabled',
  'is_new_device',
  'bridge_switch',
  'bridge_external',
  'external_interface',
  'site_id',
  'site_name',
  'customer_id',
  'customer_name',
  'created_at',
  'modified_at',
  'last_sync_at',
  'last_sync',
  'router_interfaces',
  'login_credentials',
  'ssh_credentials',
  'state',
  'drift_items',
  'state_reason',
  'changes_pending',
  'checked_at',
  'apply_job_id',
  'last_applied_at',
  'last_applied_by',
  'last_apply',
];

describe('MikroTik device CRUD', () => {
  let t: DeviceTestServer;
  let siteId: number;
  beforeAll(async () => {
    t = await startDeviceServer();
    siteId = (await siteNamed(t.db, GRUNERLOKKA)).id;
  });
  afterAll(() => t.close());

  it('creates a device with the requirements §5 defaults and returns every contract field', async () => {
    const reply = await t.admin('POST', '/api/mikrotik/devices/', {
      identity: '  gw-test  ',
      description: '',
      ip_address: '10.10.0.1',
      is_new_device: true,
      id: 77,
    });
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual([...DEVICE_FIELDS].sort());
    expect(reply.body).toMatchObject({
      identity: 'gw-test',
      description: null,
      ip_address: '10.10.0.1',
      ssh_port: 22,
      api_ssl: false,
      enabled: true,
      api_port: null,
      is_new_device: false,
      site_id: null,
      last_sync_at: null,
      login_credentials: null,
      ssh_credentials: null,
    });
    expect(reply.body.id).not.toBe(77);
    expect((await t.admin('GET', `/api/mikrotik/devices/${reply.body.id}/`)).body).toEqual(reply.body);
  });

  it('rejects bad input with the requirements §8 detail list and the requirements §5 messages', async () => {
    const missing = await t.admin('POST', '/api/mikrotik/devices/', { identity: '   ', api_port: 0, ssh_port: 70000 });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'identity'], msg: 'Identity is required' },
        { loc: ['body', 'api_port'], msg: 'API port must be at least 1' },
        { loc: ['body', 'ssh_port'], msg: 'SSH port must be at most 65535' },
      ]),
    );
    const other = await t.admin('POST', '/api/mikrotik/devices/', {
      identity: 'x',
      api_port: 65536,
      ssh_port: 0,
      site_id: 999999,
    });
    expect(other.body.detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'api_port'], msg: 'API port must be at most 65535' },
        { loc: ['body', 'ssh_port'], msg: 'SSH port must be at least 1' },
        { loc: ['body', 'site_id'], msg: 'Site does not exist' },
      ]),
    );
    const typed = await t.admin('POST', '/api/mikrotik/devices/', { identity: 'x', api_ssl: 'maybe' });
    expect(typed.status).toBe(400);
    expect(typed.body.detail).toEqual([{ loc: ['body', 'api_ssl'], msg: expect.any(String) }]);
    const noUser = await t.admin('POST', '/api/mikrotik/devices/', {
      identity: 'x',
      login_credentials: { password: 'p' },
    });
    expect(noUser.body.detail).toEqual([
      { loc: ['body', 'login_credentials', 'username'], msg: 'Username is required' },
    ]);
  });

  it("names the router's customer with its site in the list and on the device (devices span customers)", async () => {
    const site = await siteNamed(t.db, GRUNERLOKKA);
    const [owner] = await t.db.select().from(customers).where(eq(customers.id, site.customerId));
    const sited = (await t.admin('POST', '/api/mikrotik/devices/', { identity: 'gw-owned', site_id: site.id })).body;
    const place = { site_id: site.id, site_name: GRUNERLOKKA, customer_id: owner.id, customer_name: owner.name };
    expect(sited).toMatchObject(place);
    expect((await t.admin('GET', `/api/mikrotik/devices/${sited.id}/`)).body).toMatchObject(place);
    const listed = (await t.admin('GET', '/api/mikrotik/devices/')).body as Array<{ id: number }>;
    expect(listed.find((d) => d.id === sited.id)).toMatchObject(place);
    const unsited = (await t.admin('POST', '/api/mikrotik/devices/', { identity: 'gw-loose' })).body;
    expect(unsited).toMatchObject({ site_id: null, site_name: null, customer_id: null, customer_name: null });
  });

  it('lists devices as a plain array, filtered by site_id', async () => {
    const mine = (await t.admin('POST', '/api/mikrotik/devices/', { identity: 'gw-sited', site_id: siteId })).body;
    const all = await t.admin('GET', '/api/mikrotik/devices/');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.map((d: { id: number }) => d.id)).toContain(mine.id);
    const ofSite = (await t.admin('GET', `/api/mikrotik/devices/?site_id=${siteId}`)).body;
    expect(ofSite.length).toBeGreaterThan(0);
    expect(ofSite.every((d: { site_id: number }) => d.site_id === siteId)).toBe(true);
    expect(ofSite.map((d: { id: number }) => d.id)).toContain(mine.id);
    expect((await t.admin('GET', '/api/mikrotik/devices/?site_id=abc')).status).toBe(400);
  });

  it('patches only the fields sent and keeps the rules on the merged record', async () => {
    const created = (
      await t.admin('POST', '/api/mikrotik/devices/', {
        identity: 'gw-patch',
        api_port: 8728,
        hostname: 'gw.example.net',
      })
    ).body;
    const patched = await t.admin('PATCH', `/api/mikrotik/devices/${created.id}/`, {
      description: 'Basement',
      enabled: false,
      api_ssl: true,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      identity: 'gw-patch',
      api_port: 8728,
      hostname: 'gw.example.net',
      description: 'Basement',
      enabled: false,
      api_ssl: true,
    });
    expect(Date.parse(patched.body.modified_at)).toBeGreaterThanOrEqual(Date.parse(created.modified_at));
    const cleared = await t.admin('PATCH', `/api/mikrotik/devices/${created.id}/`, { identity: '' });
    expect(cleared.body.detail).toEqual([{ loc: ['body', 'identity'], msg: 'Identity is required' }]);
    expect((await t.admin('PATCH', `/api/mikrotik/devices/${created.id}/`, { ssh_port: null })).body.ssh_port).toBe(22);
  });

  it('answers unknown, malformed and zero ids alike with 404, never 500', async () => {
    for (const [url, status] of [
      ['999999', 404],
      ['0', 404],
      ['abc', 404],
      ['-1', 404],
      ['1.5', 404],
    ] as const) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['PATCH', ''],
        ['DELETE', ''],
        ['POST', 'sync/'],
        ['GET', 'config/'],
      ] as const) {
        const reply = await t.admin(
          method,
          `/api/mikrotik/devices/${url}/${suffix}`,
          method === 'PATCH' ? { description: 'x' } : undefined,
        );
        expect({ url, method, suffix, status: reply.status, detail: typeof reply.body?.detail }).toEqual({
          url,
          method,
          suffix,
          status,
          detail: 'string',
        });
      }
    }
  });
});
