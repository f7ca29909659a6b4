/** @jest-environment ./test/support/serverEnvironment.ts */
import { addDays, localDate } from '../../../server/src/mikrotik/moves/siteDates';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

describe('site move settings and upcoming moves', () => {
  let t: EntityTestApp;
  let today: string;
  beforeAll(async () => {
    t = await startEntityApp({ env: { MOVES_TICK_SECONDS: '0' } });
    today = localDate(new Date(), 'UTC');
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  const settingsUrl = () => `/api/crm/sites/${t.world.siteA1}/move-settings/`;
  const movesUrl = () => `/api/crm/sites/${t.world.siteA1}/moves/`;

  it('starts with Plan only and no vacant VLAN, and refuses bad settings without changing anything', async () => {
    expect(await api().get(settingsUrl())).toEqual({ status: 200, body: { vacant_vlan_id: null, move_apply: 'plan' } });
    await api().post('/api/crm/networks/', { name: 'Taken', vlan_id: 140, subnet: '10.20.140.0/24' });
    for (const bad of [
      { move_apply: 'sometimes' },
      { vacant_vlan_id: 4001 },
      { vacant_vlan_id: 'x' },
      {},
      { other: 1 },
    ])
      expect([bad, (await api().patch(settingsUrl(), bad)).status]).toEqual([bad, 400]);
    expect(await api().patch(settingsUrl(), { vacant_vlan_id: 140 })).toEqual({
      status: 400,
      body: { detail: [{ loc: ['body', 'vacant_vlan_id'], msg: 'VLAN 140 is the VLAN of network "Taken"' }] },
    });
    expect((await api().get(settingsUrl())).body).toEqual({ vacant_vlan_id: null, move_apply: 'plan' });
  });

  it('saves the settings and records the change', async () => {
    expect(await api().patch(settingsUrl(), { vacant_vlan_id: 3999, move_apply: 'apply' })).toEqual({
      status: 200,
      body: { vacant_vlan_id: 3999, move_apply: 'apply' },
    });
    const history = await api().get(`/api/crm/changes/?object_type=site&object_id=${t.world.siteA1}&ordering=-id`);
    expect(history.body.data[0]).toMatchObject({
      action: 'update',
      before: { vacant_vlan_id: null, move_apply: 'plan' },
      after: { vacant_vlan_id: 3999, move_apply: 'apply' },
    });
  });

  it('lists a move-in and move-out with what they change; one due but not handled is overdue', async () => {
    const { roomId } = await createRoom(api(), t.world.siteA1, { street: 'Upcoming', room: 'U1' });
    const tenantId = await createTenant(api(), t.world.siteA1, 'Una Upcoming');
    const network = await api().post('/api/crm/networks/', {
      name: 'Una LAN',
      vlan_id: 150,
      subnet: '10.20.150.0/24',
      tenant_id: tenantId,
    });
    await api().post('/api/crm/outlets/', {
      room_id: roomId,
      label: 'U1-1',
      switch_port: 'gw ether5',
      network_id: null,
    });
    await api().post('/api/crm/external-ips/', {
      site_id: t.world.siteA1,
      address: '203.0.113.150',
      network_id: network.body.id,
    });
    const occupancy = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: tenantId,
      start_date: today,
      end_date: addDays(today, 10),
    });
    expect(occupancy.status).toBe(201);
    const reply = await api().get(movesUrl());
    expect(reply.status).toBe(200);
    expect(reply.body.today).toBe(today);
    const mine = reply.body.data.filter((m: { occupancy_id: number }) => m.occupancy_id === occupancy.body.id);
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'move_in',
        date: today,
        room_name: 'U1',
        tenant_name: 'Una Upcoming',
        ports: ['gw ether5'],
        vlan_before: 3999,
        vlan_after: 150,
        external_ips: ['203.0.113.150'],
        status: 'overdue',
      }),
      expect.objectContaining({ kind: 'move_out', date: addDays(today, 10), vlan_after: 3999, status: 'upcoming' }),
    ]);
    expect((await api().get(`${movesUrl()}?days=5`)).body.data).toHaveLength(reply.body.data.length - 1);
    expect((await api().get(`${movesUrl()}?days=0`)).status).toBe(400);
    expect((await api().get(`${movesUrl()}?days=abc`)).status).toBe(400);
  });

  it("a same-day transfer in one room: the outgoing tenant's key is withdrawn and the outlets go to the incoming tenant's VLAN", async () => {
    const { roomId } = await createRoom(api(), t.world.siteA1, { street: 'Transfer', room: 'T1' });
    const outgoing = await createTenant(api(), t.world.siteA1, 'Otto Outgoing');
    const incoming = await createTenant(api(), t.world.siteA1, 'Ingrid Incoming');
    for (const [tenantId, vlan] of [
      [outgoing, 160],
      [incoming, 161],
    ])
      await api().post('/api/crm/networks/', {
        name: `LAN ${vlan}`,
        vlan_id: vlan,
        subnet: `10.20.${vlan}.0/24`,
        tenant_id: tenantId,
      });
    const wireless = await api().post('/api/crm/wireless/', {
      ssid: 'Transfer',
      security: 'wpa2-personal',
      passphrase: 'shared-secret',
    });
    for (const tenantId of [outgoing, incoming])
      expect(
        (await api().post(`/api/crm/wireless/${wireless.body.id}/credentials/${tenantId}/regenerate/`, undefined))
          .status,
      ).toBe(200);
    const day = addDays(today, 3);
    const out = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, {
      tenant_id: outgoing,
      start_date: addDays(today, -30),
      end_date: day,
    });
    const into = await api().post(`/api/crm/rooms/${roomId}/occupancy/`, { tenant_id: incoming, start_date: day });
    expect([out.status, into.status]).toEqual([201, 201]);
    const moves = (await api().get(movesUrl())).body.data.filter((m: { date: string }) => m.date === day);
    expect(moves).toEqual([
      expect.objectContaining({ kind: 'move_out', tenant_name: 'Otto Outgoing', keys: 1, vlan_after: 161 }),
      expect.objectContaining({ kind: 'move_in', tenant_name: 'Ingrid Incoming', keys: 1, vlan_before: 160 }),
    ]);
  });

  it('a tenant moving between rooms on one day keeps its key and external IP: only the ports and VLANs change', async () => {
    const { roomId: fromRoom } = await createRoom(api(), t.world.siteA1, { street: 'Mover', room: 'M1' });
    const { roomId: toRoom } = await createRoom(api(), t.world.siteA1, { street: 'Mover', room: 'M2' });
    const mover = await createTenant(api(), t.world.siteA1, 'Mona Mover');
    const network = await api().post('/api/crm/networks/', {
      name: 'Mona LAN',
      vlan_id: 170,
      subnet: '10.20.170.0/24',
      tenant_id: mover,
    });
    await api().post('/api/crm/external-ips/', {
      site_id: t.world.siteA1,
      address: '203.0.113.170',
      network_id: network.body.id,
    });
    const wireless = await api().post('/api/crm/wireless/', {
      ssid: 'Mover',
      security: 'wpa2-personal',
      passphrase: 'shared-secret',
    });
    expect(
      (await api().post(`/api/crm/wireless/${wireless.body.id}/credentials/${mover}/regenerate/`, undefined)).status,
    ).toBe(200);
    const day = addDays(today, 4);
    const out = await api().post(`/api/crm/rooms/${fromRoom}/occupancy/`, {
      tenant_id: mover,
      start_date: addDays(today, -60),
      end_date: day,
    });
    const into = await api().post(`/api/crm/rooms/${toRoom}/occupancy/`, { tenant_id: mover, start_date: day });
    expect([out.status, into.status]).toEqual([201, 201]);
    const moves = (await api().get(movesUrl())).body.data.filter((m: { tenant_id: number }) => m.tenant_id === mover);
    expect(moves).toEqual([
      expect.objectContaining({ kind: 'move_out', room_name: 'M1', keys: 0, external_ips: [], vlan_before: 170 }),
      expect.objectContaining({ kind: 'move_in', room_name: 'M2', keys: 0, external_ips: [], vlan_after: 170 }),
    ]);
  });

  it("never shows or changes another customer's site", async () => {
    const notFound = { status: 404, body: { detail: 'Not found.' } };
    const foreign = t.world.siteB;
    expect(await api().get(`/api/crm/sites/${foreign}/move-settings/`)).toEqual(notFound);
    expect(await api().patch(`/api/crm/sites/${foreign}/move-settings/`, { move_apply: 'off' })).toEqual(notFound);
    expect(await api().get(`/api/crm/sites/${foreign}/moves/`)).toEqual(notFound);
    const owner = t.client(t.world.staffB, t.world.customerB, t.world.siteB);
    expect((await owner.get(`/api/crm/sites/${foreign}/move-settings/`)).body.move_apply).toBe('plan');
  });
});
