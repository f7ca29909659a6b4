/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { fieldMessages } from '../../support/serverBuilding';

describe('external IPs and wireless API', () => {
  let t: EntityTestApp;
  let networkId: number;
  beforeAll(async () => {
    t = await startEntityApp();
    networkId = (await api().post('/api/crm/networks/', { name: 'Guest', vlan_id: 199, subnet: '10.20.99.0/24' })).body
      .id;
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);

  it('keeps external IPs valid and unique in the customer', async () => {
    const created = await api().post('/api/crm/external-ips/', { address: '203.0.113.10', network_id: networkId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ address: '203.0.113.10', network_name: 'Guest', site_id: t.world.siteA1 });
    const again = await t
      .client(t.world.staffA, t.world.customerA, t.world.siteA2)
      .post('/api/crm/external-ips/', { address: '203.0.113.10' });
    expect(fieldMessages(again.body)).toEqual({ address: 'IP address 203.0.113.10 is already in use' });
    expect(fieldMessages((await api().post('/api/crm/external-ips/', { address: '203.0.113.300' })).body)).toEqual({
      address: 'Must be a valid IPv4 address',
    });
    const elsewhere = await t
      .client(t.world.staffA, t.world.customerA, t.world.siteA2)
      .post('/api/crm/external-ips/', { address: '203.0.113.11', network_id: networkId });
    expect(fieldMessages(elsewhere.body)).toEqual({ network_id: 'Network must belong to the same site' });
  });

  it('never shows a wireless passphrase except through the credentials call', async () => {
    const created = await api().post('/api/crm/wireless/', {
      ssid: 'Harbour-Beboer',
      security: 'wpa2-personal',
      passphrase: 'correct horse battery',
      network_id: networkId,
      band: '5ghz',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ssid: 'Harbour-Beboer',
      has_passphrase: true,
      vlan_id: 199,
      network_name: 'Guest',
      enabled: true,
      hidden: false,
    });
    expect(JSON.stringify(created.body)).not.toContain('correct horse');
    expect(JSON.stringify((await api().get('/api/crm/wireless/')).body)).not.toContain('correct horse');
    expect(JSON.stringify((await api().get(`/api/crm/wireless/${created.body.id}/`)).body)).not.toContain(
      'correct horse',
    );
    const credentials = await api().get(`/api/crm/wireless/${created.body.id}/credentials/`);
    expect(credentials).toEqual({
      status: 200,
      body: {
        id: created.body.id,
        ssid: 'Harbour-Beboer',
        security: 'wpa2-personal',
        hidden: false,
        has_passphrase: true,
        tenants: [],
      },
    });
    const revealed = await api().post(`/api/crm/wireless/${created.body.id}/credentials/reveal/`, {});
    expect(revealed).toEqual({ status: 200, body: { passphrase: 'correct horse battery' } });
    const history = await api().get(`/api/crm/changes/?object_type=wireless&object_id=${created.body.id}`);
    expect(JSON.stringify(history.body)).toContain('passphrase_revealed');
    expect(JSON.stringify(history.body)).not.toContain('correct horse');
    const foreign = await t
      .client(t.world.staffB, t.world.customerB, t.world.siteB)
      .get(`/api/crm/wireless/${created.body.id}/credentials/`);
    expect(foreign).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });

  it('keeps the passphrase on PATCH unless a new one is sent', async () => {
    const created = await api().post('/api/crm/wireless/', {
      ssid: 'Keep',
      security: 'wpa3-personal',
      passphrase: 'first-secret',
    });
    await api().patch(`/api/crm/wireless/${created.body.id}/`, { hidden: true });
    const reveal = async () =>
      (await api().post(`/api/crm/wireless/${created.body.id}/credentials/reveal/`, {})).body.passphrase;
    expect(await reveal()).toBe('first-secret');
    await api().patch(`/api/crm/wireless/${created.body.id}/`, { passphrase: 'second-secret' });
    expect(await reveal()).toBe('second-secret');
    const open = await api().patch(`/api/crm/wireless/${created.body.id}/`, { security: 'open' });
    expect(open.body.has_passphrase).toBe(false);
    const none = await api().post(`/api/crm/wireless/${created.body.id}/credentials/reveal/`, {});
    expect(none.status).toBe(409);
  });

  it('asks for a passphrase of 8–63 characters in personal modes and a unique SSID in the site', async () => {
    const short = await api().post('/api/crm/wireless/', {
      ssid: 'Short',
      security: 'wpa2-personal',
      passphrase: 'short',
    });
    expect(fieldMessages(short.body)).toEqual({
      passphrase: 'Passphrase must be 8 to 63 characters for this security mode',
    });
    const dup = await api().post('/api/crm/wireless/', { ssid: 'harbour-beboer', security: 'open' });
    expect(fieldMessages(dup.body)).toEqual({ ssid: 'This SSID is already used in this site' });
    expect((await api().post('/api/crm/wireless/', { ssid: 'x'.repeat(33), security: 'open' })).status).toBe(400);
  });

  it('refuses to delete a network that wireless and external IPs use', async () => {
    expect((await api().del(`/api/crm/networks/${networkId}/`)).body.detail).toBe(
      'Cannot delete this network: it still has 1 wireless network, 1 external IP. Remove or reassign them first.',
    );
  });
});
