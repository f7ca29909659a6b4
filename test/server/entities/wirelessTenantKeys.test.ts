/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { tenants, wirelessNetworks, wirelessTenantKeys } from '../../../server/src/db/schema';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createTenant } from '../../support/serverBuilding';

describe('wireless tenant keys (private PSK)', () => {
  let t: EntityTestApp;
  let wirelessId: number;
  let tenantId: number;
  let otherTenantId: number;
  beforeAll(async () => {
    t = await startEntityApp();
    tenantId = await createTenant(api(), t.world.siteA1, 'Kari Nordmann');
    otherTenantId = await createTenant(api(), t.world.siteA1, 'Ola Without Network');
    await api().post('/api/crm/networks/', {
      name: 'Kari LAN',
      vlan_id: 120,
      subnet: '10.20.120.0/24',
      tenant_id: tenantId,
    });
    wirelessId = (
      await api().post('/api/crm/wireless/', {
        ssid: 'Harbour',
        security: 'wpa2-personal',
        passphrase: 'shared-secret',
      })
    ).body.id;
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  const base = () => `/api/crm/wireless/${wirelessId}/credentials/`;
  const history = async () =>
    (await api().get(`/api/crm/changes/?object_type=wireless&object_id=${wirelessId}&ordering=id`)).body.data;

  it('lists the tenants with a network on the site, with their VLAN and without keys', async () => {
    const reply = await api().get(base());
    expect(reply.status).toBe(200);
    expect((await api().download(base())).headers['cache-control']).toBe('no-store');
    expect(reply.body.tenants).toEqual([
      {
        tenant_id: tenantId,
        tenant_name: 'Kari Nordmann',
        network_id: expect.any(Number),
        network_name: 'Kari LAN',
        vlan_id: 120,
        has_key: false,
      },
    ]);
  });

  it('refuses to reveal a key before one is generated', async () => {
    expect(await api().post(`${base()}${tenantId}/reveal/`, undefined)).toEqual({
      status: 409,
      body: { detail: 'This tenant has no key yet: regenerate one first' },
    });
  });

  it('regenerates a strong random key, reveals it, and records both without the key', async () => {
    const first = await api().post(`${base()}${tenantId}/regenerate/`, undefined);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ tenant_id: tenantId, tenant_name: 'Kari Nordmann', vlan_id: 120 });
    expect(first.body.key).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    const revealed = await api().post(`${base()}${tenantId}/reveal/`, undefined);
    expect(revealed.body.key).toBe(first.body.key);
    const second = await api().post(`${base()}${tenantId}/regenerate/`, undefined);
    expect(second.body.key).not.toBe(first.body.key);
    expect((await api().get(base())).body.tenants[0].has_key).toBe(true);
    expect(JSON.stringify((await api().get(base())).body)).not.toContain(second.body.key);

    const records = await history();
    const keyRecords = records.slice(-3);
    expect(keyRecords.map((r: { after: object }) => r.after)).toEqual([
      { key_regenerated: 'Kari Nordmann', tenant_key: '***' },
      { key_revealed: 'Kari Nordmann' },
      { key_regenerated: 'Kari Nordmann', tenant_key: '***' },
    ]);
    expect(keyRecords[1]).toMatchObject({ action: 'update', user_email: 'anna@acme.test' });
    const text = JSON.stringify(records);
    expect(text).not.toContain(first.body.key);
    expect(text).not.toContain(second.body.key);
  });

  it('revokes a key: it is gone, the History says so without the key, and a second revoke is refused', async () => {
    const key = (await api().post(`${base()}${tenantId}/regenerate/`, undefined)).body.key;
    expect(await api().del(`${base()}${tenantId}/`)).toEqual({ status: 204, body: null });
    expect((await api().get(base())).body.tenants[0].has_key).toBe(false);
    expect((await api().post(`${base()}${tenantId}/reveal/`, undefined)).status).toBe(409);
    expect(await api().del(`${base()}${tenantId}/`)).toEqual({
      status: 409,
      body: { detail: 'This tenant has no key to revoke' },
    });
    const records = await history();
    expect(records.at(-1).after).toEqual({ key_revoked: 'Kari Nordmann', tenant_key: null });
    expect(JSON.stringify(records)).not.toContain(key);
    expect((await api().del(`${base()}${otherTenantId}/`)).status).toBe(404);
  });

  it("refuses a new key once the site's routers would carry more than 10,000, and changes nothing", async () => {
    const { customerA: customerId, siteA1: siteId } = t.world;
    const fillers = await t.db
      .insert(tenants)
      .values(Array.from({ length: 100 }, (_, i) => ({ customerId, siteId, name: `Filler ${i}` })))
      .returning({ id: tenants.id });
    const ssids = await t.db
      .insert(wirelessNetworks)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          customerId,
          siteId,
          ssid: `Fill ${i}`,
          security: 'wpa2-personal' as const,
        })),
      )
      .returning({ id: wirelessNetworks.id });
    await t.db.insert(wirelessTenantKeys).values(
      ssids.flatMap((ssid) =>
        fillers.map((tenant) => ({
          customerId,
          siteId,
          wirelessId: ssid.id,
          tenantId: tenant.id,
          key: 'filler-key-1',
        })),
      ),
    );
    const refused = await api().post(`${base()}${tenantId}/regenerate/`, undefined);
    expect(refused).toEqual({
      status: 409,
      body: {
        detail:
          "A router holds at most 10,000 tenant Wi-Fi keys; this site's wireless networks already have that many. Revoke a key before adding another.",
      },
    });
    expect((await api().get(base())).body.tenants[0].has_key).toBe(false);
    await t.db.delete(wirelessTenantKeys).where(eq(wirelessTenantKeys.key, 'filler-key-1'));
    expect((await api().post(`${base()}${tenantId}/regenerate/`, undefined)).status).toBe(200);
  });

  it('answers 404 for a tenant without a network on the site, and for ids that are none', async () => {
    expect((await api().post(`${base()}${otherTenantId}/reveal/`, undefined)).status).toBe(404);
    expect((await api().post(`${base()}${otherTenantId}/regenerate/`, undefined)).status).toBe(404);
    expect((await api().post(`${base()}abc/reveal/`, undefined)).status).toBe(404);
    expect((await api().post(`${base()}99999999999/regenerate/`, undefined)).status).toBe(404);
  });

  it('refuses a tenant key on a WPA3-only network, where routers cannot carry it, and changes nothing', async () => {
    const wpa3 = (
      await api().post('/api/crm/wireless/', {
        ssid: 'Sae Only',
        security: 'wpa3-personal',
        passphrase: 'shared-secret',
      })
    ).body.id;
    const url = `/api/crm/wireless/${wpa3}/credentials/`;
    const changesBefore = (await api().get(`/api/crm/changes/?object_type=wireless&object_id=${wpa3}`)).body.data;
    expect(await api().post(`${url}${tenantId}/regenerate/`, undefined)).toEqual({
      status: 409,
      body: {
        detail:
          'This wireless network is WPA3 only: routers cannot give tenants their own keys on it (RouterOS multi-passphrase needs WPA2). Switch its security to WPA2/WPA3 or WPA2 to give tenant keys.',
      },
    });
    expect((await api().get(url)).body.tenants).toEqual([
      expect.objectContaining({ tenant_id: tenantId, has_key: false }),
    ]);
    expect((await api().get(`/api/crm/changes/?object_type=wireless&object_id=${wpa3}`)).body.data).toEqual(
      changesBefore,
    );
    expect(await t.db.select().from(wirelessTenantKeys).where(eq(wirelessTenantKeys.wirelessId, wpa3))).toEqual([]);
  });

  it('has no tenant keys on open networks', async () => {
    const open = (await api().post('/api/crm/wireless/', { ssid: 'Guest', security: 'open' })).body.id;
    expect((await api().get(`/api/crm/wireless/${open}/credentials/`)).body.tenants).toEqual([]);
    const reply = await api().post(`/api/crm/wireless/${open}/credentials/${tenantId}/regenerate/`, undefined);
    expect(reply.status).toBe(409);
  });

  it("never reaches another customer's wireless network or tenant", async () => {
    const b = t.client(t.world.staffB, t.world.customerB, t.world.siteB);
    const notFound = { status: 404, body: { detail: 'Not found.' } };
    expect(await b.post(`${base()}${tenantId}/reveal/`, undefined)).toEqual(notFound);
    expect(await b.post(`${base()}${tenantId}/regenerate/`, undefined)).toEqual(notFound);
    expect(await b.del(`${base()}${tenantId}/`)).toEqual(notFound);
    const intruder = t.client(t.world.staffA, t.world.customerB);
    expect((await intruder.post(`${base()}${tenantId}/reveal/`, undefined)).status).toBe(403);
  });
});
