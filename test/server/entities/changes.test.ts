/** @jest-environment ./test/support/serverEnvironment.ts */
import { count, sql } from 'drizzle-orm';
import { changeRecords, networks } from '../../../server/src/db/schema';
import { createEntity } from '../../../server/src/entities/kit/writes';
import { networkEntity } from '../../../server/src/entities/networks/networkEntity';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';

describe('change history', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  const historyOf = async (type: string, id: number) =>
    (await api().get(`/api/crm/changes/?object_type=${type}&object_id=${id}&ordering=id`)).body;

  it('records who created, changed and deleted what, with the fields before and after', async () => {
    const created = await api().post('/api/crm/tenants/', {
      name: 'Historik AS',
      kind: 'company',
      email: 'a@historik.test',
    });
    await api().patch(`/api/crm/tenants/${created.body.id}/`, { email: 'b@historik.test' });
    await api().del(`/api/crm/tenants/${created.body.id}/`);
    const history = await historyOf('tenant', created.body.id);
    expect(history.total).toBe(3);
    const [create, update, remove] = history.data;
    expect(create).toMatchObject({
      action: 'create',
      user_id: t.world.staffA,
      user_email: 'anna@acme.test',
      user_name: 'Anna Acme',
      before: null,
    });
    expect(create.after).toMatchObject({
      name: 'Historik AS',
      kind: 'company',
      email: 'a@historik.test',
      site_id: t.world.siteA1,
    });
    expect(update).toMatchObject({
      action: 'update',
      before: { email: 'a@historik.test' },
      after: { email: 'b@historik.test' },
    });
    expect(remove).toMatchObject({
      action: 'delete',
      after: null,
      before: { name: 'Historik AS', email: 'b@historik.test' },
    });
    expect(Date.parse(remove.created_at)).toBeGreaterThanOrEqual(Date.parse(create.created_at));
  });

  it('writes nothing when a write is refused or changes nothing', async () => {
    const before = (await api().get('/api/crm/changes/')).body.total;
    await api().post('/api/crm/networks/', { name: 'Bad', vlan_id: 5000, subnet: 'nope' });
    const tenant = await api().post('/api/crm/tenants/', { name: 'Occupied' });
    await api().post('/api/crm/networks/', {
      name: 'Owned',
      vlan_id: 100,
      subnet: '10.20.0.0/24',
      tenant_id: tenant.body.id,
    });
    expect((await api().del(`/api/crm/tenants/${tenant.body.id}/`)).status).toBe(409);
    await api().patch(`/api/crm/tenants/${tenant.body.id}/`, { name: 'Occupied' });
    expect((await api().get('/api/crm/changes/')).body.total).toBe(before + 2);
  });

  it('rolls the object back when its change record cannot be written, and the record with a failed write', async () => {
    // The history write is the last step of a create; make it fail and nothing may remain.
    await t.db.execute(
      sql.raw(`create function refuse_network_history() returns trigger language plpgsql as
      $$ begin raise exception 'history unavailable'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_network_history after insert on change_records for each row
      when (new.object_type = 'network') execute function refuse_network_history()`),
    );
    const [{ n: networksBefore }] = await t.db.select({ n: count() }).from(networks);
    const reply = await api().post('/api/crm/networks/', { name: 'Doomed', vlan_id: 151, subnet: '10.20.151.0/24' });
    expect(reply.status).toBe(500);
    expect((await t.db.select({ n: count() }).from(networks))[0].n).toBe(networksBefore);
    await t.db.execute(sql.raw('drop trigger refuse_network_history on change_records'));

    const failing = {
      ...networkEntity,
      afterWrite: async () => {
        throw new Error('disk full');
      },
    };
    const scope = { customerId: t.world.customerA, siteId: t.world.siteA1, userId: t.world.staffA };
    const [{ n: recordsBefore }] = await t.db.select({ n: count() }).from(changeRecords);
    await expect(
      createEntity(t.db, failing, scope, { name: 'Doomed', vlan_id: 150, subnet: '10.20.150.0/24' }),
    ).rejects.toThrow('disk full');
    expect((await t.db.select({ n: count() }).from(networks))[0].n).toBe(networksBefore);
    expect((await t.db.select({ n: count() }).from(changeRecords))[0].n).toBe(recordsBefore);
  });

  it('never stores a secret, only that it changed', async () => {
    const wifi = await api().post('/api/crm/wireless/', {
      ssid: 'Secretive',
      security: 'wpa2-personal',
      passphrase: 'hunter2-hunter2',
    });
    await api().patch(`/api/crm/wireless/${wifi.body.id}/`, { passphrase: 'swordfish-42' });
    const history = await historyOf('wireless', wifi.body.id);
    expect(history.data[0].after.passphrase).toBe('***');
    expect(history.data[1]).toMatchObject({ before: { passphrase: '***' }, after: { passphrase: '***' } });
    const stored = JSON.stringify(await t.db.select().from(changeRecords));
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain('swordfish');
  });

  it("filters by user and time and never shows another customer's changes", async () => {
    const other = t.client(t.world.staffB, t.world.customerB, t.world.siteB);
    await other.post('/api/crm/tenants/', { name: 'Elsewhere' });
    const mine = (await api().get(`/api/crm/changes/?user_id=${t.world.staffA}&page_size=100`)).body;
    expect(mine.data.every((c: { user_id: number }) => c.user_id === t.world.staffA)).toBe(true);
    expect((await api().get(`/api/crm/changes/?user_id=${t.world.staffB}`)).body.total).toBe(0);
    expect((await other.get('/api/crm/changes/')).body.total).toBe(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await api().get(`/api/crm/changes/?from=${encodeURIComponent(future)}`)).body.total).toBe(0);
    expect((await api().get(`/api/crm/changes/?to=${encodeURIComponent(future)}`)).body.total).toBe(mine.total);
    expect((await api().get('/api/crm/changes/?from=yesterday')).status).toBe(400);
    const newest = (await api().get('/api/crm/changes/?page_size=1')).body.data[0];
    expect(newest.id).toBe(Math.max(...mine.data.map((c: { id: number }) => c.id)));
  });
});
