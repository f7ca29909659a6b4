/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant, fieldMessages } from '../../support/serverBuilding';

describe('move-in in one place and the move-out preview', () => {
  let t: EntityTestApp;
  let wirelessId: number;
  beforeAll(async () => {
    t = await startEntityApp({ env: { MOVES_TICK_SECONDS: '0' } });
    wirelessId = (
      await api().post('/api/crm/wireless/', { ssid: 'Home', security: 'wpa2-personal', passphrase: 'guest-secret' })
    ).body.id;
    await api().post('/api/crm/wireless/', { ssid: 'Lobby', security: 'open' });
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  const counts = async () => {
    const [tenants, networks, changes] = await Promise.all(
      ['tenants', 'networks', 'changes'].map((c) => api().get(`/api/crm/${c}/?page_size=1`)),
    );
    return { tenants: tenants.body.total, networks: networks.body.total, changes: changes.body.total };
  };

  it('creates the tenant, the next free network, the occupancy and a Wi-Fi key in one call, each in the History', async () => {
    const { roomId } = await createRoom(api(), t.world.siteA1, { street: 'Movegata', room: 'M0101' });
    const proposal = (await api().get('/api/crm/networks/next-free/')).body;
    const reply = await api().post(`/api/crm/rooms/${roomId}/move-in/`, {
      tenant_name: 'Mia Mover',
      tenant_email: 'mia@example.test',
      start_date: '2026-12-01',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.tenant).toMatchObject({ name: 'Mia Mover', email: 'mia@example.test', site_id: t.world.siteA1 });
    expect(reply.body.network).toMatchObject({
      name: 'Mia Mover LAN',
      vlan_id: proposal.vlan_id,
      subnet: proposal.subnet,
      gateway: proposal.gateway,
      tenant_id: reply.body.tenant.id,
    });
    expect(reply.body.occupancy).toMatchObject({
      room_id: roomId,
      tenant_id: reply.body.tenant.id,
      start_date: '2026-12-01',
      end_date: null,
    });
    expect(reply.body.keys).toEqual([
      {
        wireless_id: wirelessId,
        ssid: 'Home',
        security: 'wpa2-personal',
        hidden: false,
        vlan_id: proposal.vlan_id,
        key: expect.stringMatching(/^[A-Za-z2-9]{20}$/),
      },
    ]);
    const history = (await api().get('/api/crm/changes/?page_size=10&ordering=-id')).body.data;
    expect(history.slice(0, 4).map((c: { object_type: string; action: string }) => [c.object_type, c.action])).toEqual(
      expect.arrayContaining([
        ['tenant', 'create'],
        ['network', 'create'],
        ['room_occupancy', 'create'],
        ['wireless', 'update'],
      ]),
    );
    expect(JSON.stringify(history)).not.toContain(reply.body.keys[0].key);
    const revealed = await api().post(
      `/api/crm/wireless/${wirelessId}/credentials/${reply.body.tenant.id}/reveal/`,
      {},
    );
    expect(revealed.body.key).toBe(reply.body.keys[0].key);
  });

  it('moves an existing tenant in on its own network and keeps its key', async () => {
    const { roomId } = await createRoom(api(), t.world.siteA1, { street: 'Movegata', room: 'M0102' });
    const tenantId = await createTenant(api(), t.world.siteA1, 'Ola Existing');
    const first = await api().post(`/api/crm/rooms/${roomId}/move-in/`, {
      tenant_id: tenantId,
      start_date: '2026-01-01',
      end_date: '2026-06-01',
      vlan_id: 190,
      subnet: '10.20.190.0/24',
    });
    expect(first.status).toBe(201);
    expect(first.body.network).toMatchObject({ vlan_id: 190, subnet: '10.20.190.0/24', gateway: null });
    const before = await counts();
    const again = await api().post(`/api/crm/rooms/${roomId}/move-in/`, {
      tenant_id: tenantId,
      start_date: '2026-07-01',
    });
    expect(again.status).toBe(201);
    expect(again.body.network.id).toBe(first.body.network.id);
    expect(again.body.keys[0].key).toBe(first.body.keys[0].key);
    expect(await counts()).toEqual({ ...before, changes: before.changes + 1 });
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    const { roomId } = await createRoom(api(), t.world.siteA1, { street: 'Movegata', room: 'M0103' });
    const taken = await createTenant(api(), t.world.siteA1, 'Tora Taken');
    expect(
      (await api().post(`/api/crm/rooms/${roomId}/move-in/`, { tenant_id: taken, start_date: '2026-01-01' })).status,
    ).toBe(201);
    const before = await counts();
    const url = `/api/crm/rooms/${roomId}/move-in/`;
    const cases: [object, Record<string, string>][] = [
      [{ start_date: '2026-02-01' }, { tenant_name: "Enter the new tenant's name or pick an existing tenant" }],
      [
        { tenant_name: 'Nina New', tenant_email: 'not-mail', start_date: '2026-02-01' },
        { tenant_email: 'Enter a valid e-mail address' },
      ],
      [
        { tenant_name: 'Nina New', start_date: '2026-02-01', vlan_id: 190, subnet: '10.20.191.0/24' },
        { vlan_id: 'VLAN ID 190 is already used by network "Ola Existing LAN" in this site' },
      ],
      [
        { tenant_name: 'Nina New', start_date: '2026-02-01' },
        { start_date: 'The room is already occupied by Tora Taken from 2026-01-01 until further notice' },
      ],
      [
        { tenant_name: 'Nina New', start_date: '2025-02-01', end_date: '2025-01-01' },
        { end_date: 'End date must be after the start date' },
      ],
      [
        { tenant_id: 999999, start_date: '2024-01-01', end_date: '2024-02-01' },
        { tenant_id: 'Tenant 999999 does not exist in this customer' },
      ],
    ];
    for (const [body, messages] of cases) {
      const reply = await api().post(url, body);
      expect([body, reply.status, fieldMessages(reply.body)]).toEqual([body, 400, messages]);
    }
    for (const bad of [
      {},
      { tenant_name: 'X', start_date: 'tomorrow' },
      { tenant_name: 'X', start_date: '2026-01-01', other: 1 },
    ])
      expect([bad, (await api().post(url, bad)).status]).toEqual([bad, 400]);
    expect(await counts()).toEqual(before);
    expect(
      (await api().post('/api/crm/rooms/999999/move-in/', { tenant_name: 'X', start_date: '2026-01-01' })).status,
    ).toBe(404);
  });

  it('previews a move-out: ports to the vacant VLAN, keys revoked, external IPs freed; nothing saved', async () => {
    await api().patch(`/api/crm/sites/${t.world.siteA1}/move-settings/`, { vacant_vlan_id: 3999 });
    const { roomId } = await createRoom(api(), t.world.siteA1, { street: 'Movegata', room: 'M0104' });
    await api().post('/api/crm/outlets/', { room_id: roomId, label: 'M4-1', switch_port: 'gw ether7' });
    const moved = await api().post(`/api/crm/rooms/${roomId}/move-in/`, {
      tenant_name: 'Per Preview',
      start_date: '2026-03-01',
    });
    expect(moved.status).toBe(201);
    await api().post('/api/crm/external-ips/', {
      site_id: t.world.siteA1,
      address: '203.0.113.77',
      network_id: moved.body.network.id,
    });
    const url = `/api/crm/rooms/occupancy/${moved.body.occupancy.id}/move-out-preview/`;
    const reply = await api().get(`${url}?end_date=2026-09-01`);
    expect(reply).toEqual({
      status: 200,
      body: {
        occupancy_id: moved.body.occupancy.id,
        room_id: roomId,
        room_name: 'M0104',
        tenant_id: moved.body.tenant.id,
        tenant_name: 'Per Preview',
        end_date: '2026-09-01',
        problem: null,
        ports: ['gw ether7'],
        vlan_before: moved.body.network.vlan_id,
        vlan_after: 3999,
        lives_elsewhere: false,
        keys_revoked: [{ wireless_id: wirelessId, ssid: 'Home' }],
        external_ips_freed: ['203.0.113.77'],
      },
    });
    expect(fieldMessages((await api().get(`${url}?end_date=2026-02-01`)).body)).toEqual({
      end_date: 'End date must be after the start date',
    });
    expect((await api().get(url)).status).toBe(400);
    expect((await api().get(`${url}?end_date=soon`)).status).toBe(400);
    expect((await api().get(`/api/crm/rooms/occupancy/999999/move-out-preview/?end_date=2026-09-01`)).status).toBe(404);
    expect((await api().get(`/api/crm/rooms/${roomId}/occupancy/`)).body.data[0].end_date).toBeNull();
  });
});
