/** @jest-environment ./test/support/serverEnvironment.ts */
import { inArray } from 'drizzle-orm';
import { tenants, wirelessTenantKeys } from '../../../server/src/db/schema';
import { createTenant } from '../../support/serverBuilding';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';

describe('Bulk edit and delete', () => {
  let t: EntityTestApp;
  let slow: number;
  let fast: number;
  const nets: number[] = [];
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  beforeAll(async () => {
    t = await startEntityApp();
    const limit = async (name: string, down: number) =>
      (await api().post('/api/crm/networks/speedlimits/', { name, download_kbps: down, upload_kbps: 10000 })).body
        .id as number;
    slow = await limit('Slow', 10000);
    fast = await limit('Fast', 500000);
    for (let i = 0; i < 3; i += 1) {
      const created = await api().post('/api/crm/networks/', {
        name: `LAN ${i}`,
        vlan_id: 110 + i,
        subnet: `10.20.${10 + i}.0/24`,
        gateway: `10.20.${10 + i}.1`,
        speed_limit_id: i === 2 ? fast : slow,
      });
      expect(created.status).toBe(201);
      nets.push(created.body.id);
    }
  });
  afterAll(async () => t.close());

  const speedOf = async (id: number) => (await api().get(`/api/crm/networks/${id}/`)).body.speed_limit_id;
  async function applied(body: object, entity = 'networks') {
    const started = await api().post(`/api/crm/bulk/${entity}/`, body);
    expect(started.status).toBe(202);
    for (let i = 0; i < 400; i += 1) {
      const state = await api().get(`/api/crm/bulk/${started.body.id}/`);
      if (['applied', 'failed'].includes(state.body.status)) return state.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('bulk edit did not finish');
  }

  it('previews without changing anything, applies, and undoes row by row', async () => {
    // Every field of every row as a client reads it, but modified_at (each write, the undo's too, sets it).
    const rows = async () =>
      Promise.all(
        nets.map(async (id) => {
          const { modified_at: _modified, ...row } = (await api().get(`/api/crm/networks/${id}/`)).body;
          return row;
        }),
      );
    const original = await rows();
    const preview = await api().post('/api/crm/bulk/networks/preview/', { ids: nets, set: { speed_limit_id: fast } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ total: 3, changing: 2, unchanged: 1, errors: [], router_entries: 0 });
    expect(preview.body.sample[0]).toMatchObject({
      id: nets[0],
      label: 'LAN 0',
      before: { speed_limit_id: slow, speed_limit_name: 'Slow' },
      after: { speed_limit_id: fast, speed_limit_name: 'Fast' },
    });
    expect(await speedOf(nets[0])).toBe(slow);

    const done = await applied({ ids: nets, set: { speed_limit_id: fast } });
    expect(done).toMatchObject({ status: 'applied', counts: { changed: 2, unchanged: 1, skipped: 0 } });
    for (const id of nets) expect(await speedOf(id)).toBe(fast);

    const undo = await api().post(`/api/crm/bulk/${done.id}/undo/`, {});
    expect(undo.status).toBe(200);
    expect(await Promise.all(nets.map(speedOf))).toEqual([slow, slow, fast]);
    expect(await rows()).toEqual(original);
    expect((await api().post(`/api/crm/bulk/${done.id}/undo/`, {})).status).toBe(409);
  });

  it('refuses an undo after a later change of one of its rows', async () => {
    const done = await applied({ filter: { search: 'LAN 1' }, set: { description: 'bulk' } });
    expect(done.counts).toEqual({ changed: 1, unchanged: 0, skipped: 0 });
    expect((await api().patch(`/api/crm/networks/${nets[1]}/`, { description: 'by hand' })).status).toBe(200);
    const undo = await api().post(`/api/crm/bulk/${done.id}/undo/`, {});
    expect(undo.status).toBe(409);
    expect(undo.body.detail).toBe(
      `Cannot undo this bulk edit: 1 of its network records were changed after it (${nets[1]}). Change them back by hand.`,
    );
    expect((await api().get(`/api/crm/networks/${nets[1]}/`)).body.description).toBe('by hand');
  });

  it('skips rows a rule refuses and deletes keep the "Cannot delete" rules per row', async () => {
    const bad = await api().post('/api/crm/bulk/networks/preview/', { ids: nets, set: { speed_limit_id: 999999 } });
    expect(bad.body.changing).toBe(0);
    expect(bad.body.errors[0]).toEqual({
      id: nets[0],
      message: 'speed_limit_id: Speed limit 999999 does not exist in this customer',
    });
    const removal = await t.client(t.world.staffA, t.world.customerA).post('/api/crm/bulk/tenants/', {
      action: 'delete',
      ids: [999999],
    });
    expect(removal.status).toBe(202);
    const limits = await api().post('/api/crm/bulk/networks/preview/', { action: 'delete', ids: [nets[0]] });
    expect(limits.body).toMatchObject({ total: 1, changing: 1 });
    expect((await api().get(`/api/crm/networks/${nets[0]}/`)).status).toBe(200);
  });

  it('skips rows refused because of an earlier row of the same edit, and keeps that row changed', async () => {
    const vlanOf = async (id: number) => (await api().get(`/api/crm/networks/${id}/`)).body.vlan_id;
    const before = await Promise.all(nets.map(vlanOf));
    // One VLAN for three networks: the first takes it, and the other two then clash with the first.
    const preview = await api().post('/api/crm/bulk/networks/preview/', { ids: nets, set: { vlan_id: 150 } });
    expect(preview.body).toMatchObject({ total: 3, changing: 1, skipped: 2 });
    expect(preview.body.errors).toEqual(
      nets.slice(1).map((id) => ({
        id,
        message: 'vlan_id: VLAN ID 150 is already used by network "LAN 0" in this site',
      })),
    );
    const done = await applied({ ids: nets, set: { vlan_id: 150 } });
    expect(done.counts).toEqual({ changed: 1, unchanged: 0, skipped: 2 });
    expect(await Promise.all(nets.map(vlanOf))).toEqual([150, before[1], before[2]]);
    expect((await api().post(`/api/crm/bulk/${done.id}/undo/`, {})).status).toBe(200);
    expect(await Promise.all(nets.map(vlanOf))).toEqual(before);
  });

  it('answers 400 with a clear message for a malformed body', async () => {
    const both = await api().post('/api/crm/bulk/networks/preview/', { ids: [1], filter: {}, set: { name: 'x' } });
    expect(both.status).toBe(400);
    expect(both.body.detail).toMatch(/either "ids" .* or "filter"/);
    const unknown = await api().post('/api/crm/bulk/networks/preview/', { ids: [1], set: { colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toMatch(/^Cannot set colour on networks: settable are /);
    const empty = await api().post('/api/crm/bulk/rooms/preview/', { ids: [1], set: {} });
    expect(empty.body.detail).toBe('"set" names no field to change.');
    const badFilter = await api().post('/api/crm/bulk/rooms/preview/', {
      filter: { nope: 1 },
      set: { kind: 'office' },
    });
    expect(badFilter.status).toBe(400);
  });

  it('undoes a bulk delete row by row: the same ids, every stored value, the rows it removed with them, in History', async () => {
    const ids = [
      await createTenant(api(), t.world.siteA1, 'Kari Restored'),
      await createTenant(api(), t.world.siteA1, 'Ola Restored'),
    ];
    const wireless = await api().post('/api/crm/wireless/', {
      ssid: 'Undo',
      security: 'wpa2-personal',
      passphrase: 'shared-secret',
    });
    expect(wireless.status).toBe(201);
    // A private key of the tenant: removed with it by the delete (ON DELETE CASCADE), back with the undo.
    await t.db.insert(wirelessTenantKeys).values({
      customerId: t.world.customerA,
      siteId: t.world.siteA1,
      wirelessId: wireless.body.id,
      tenantId: ids[0],
      key: 'tenant-secret-key',
    });
    const stored = async () => ({
      tenants: await t.db.select().from(tenants).where(inArray(tenants.id, ids)).orderBy(tenants.id),
      keys: await t.db.select().from(wirelessTenantKeys).where(inArray(wirelessTenantKeys.tenantId, ids)),
    });
    const read = async () => Promise.all(ids.map(async (id) => (await api().get(`/api/crm/tenants/${id}/`)).body));
    const before = await stored();
    const shown = await read();
    expect(before.tenants).toHaveLength(2);
    expect(before.keys).toHaveLength(1);

    const done = await applied({ action: 'delete', ids }, 'tenants');
    expect(done).toMatchObject({ status: 'applied', counts: { changed: 2, unchanged: 0, skipped: 0 } });
    expect(await stored()).toEqual({ tenants: [], keys: [] });

    const undo = await api().post(`/api/crm/bulk/${done.id}/undo/`, {});
    expect(undo.body).toEqual({ id: done.id, status: 'undone', restored: 2 });
    expect(await stored()).toEqual(before);
    expect(await read()).toEqual(shown);

    for (const [index, id] of ids.entries()) {
      const history = await api().get(`/api/crm/changes/?object_type=tenant&object_id=${id}&ordering=id`);
      expect(history.body.data.map((change: { action: string }) => change.action)).toEqual([
        'create',
        'delete',
        'create',
      ]);
      expect(history.body.data[2].after).toMatchObject({ id, name: shown[index].name });
    }
    // The sequence is untouched: a new tenant gets a new id.
    const next = await createTenant(api(), t.world.siteA1, 'After the undo');
    expect(next).toBeGreaterThan(Math.max(...ids));
  });

  it("refuses to undo a bulk delete when a later record took a deleted row's place, and keeps that record", async () => {
    const gone = await api().post('/api/crm/networks/', { name: 'Gone', vlan_id: 150, subnet: '10.20.150.0/24' });
    expect(gone.status).toBe(201);
    const done = await applied({ action: 'delete', ids: [gone.body.id] });
    expect(done.counts).toEqual({ changed: 1, unchanged: 0, skipped: 0 });
    const taken = await api().post('/api/crm/networks/', { name: 'Taken', vlan_id: 150, subnet: '10.20.151.0/24' });
    expect(taken.status).toBe(201);
    const undo = await api().post(`/api/crm/bulk/${done.id}/undo/`, {});
    expect(undo.status).toBe(409);
    expect(undo.body.detail).toBe(
      `Cannot undo: network ${gone.body.id} cannot come back: VLAN ID is already used by another network of this site. ` +
        'Change that record first.',
    );
    expect((await api().get(`/api/crm/networks/${gone.body.id}/`)).status).toBe(404);
    expect((await api().get(`/api/crm/networks/${taken.body.id}/`)).body.name).toBe('Taken');
    expect((await api().get(`/api/crm/bulk/${done.id}/`)).body.status).toBe('applied');
  });
});
