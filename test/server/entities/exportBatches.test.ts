/** @jest-environment ./test/support/serverEnvironment.ts */
import { memberships, users } from '../../../server/src/db/schema';
import { crmEntities } from '../../../server/src/entities/crmEntities';
import { tenantEntity } from '../../../server/src/entities/tenants/tenantEntity';
import { exportBatches } from '../../../server/src/entities/kit/exportRows';
import { parseListParams } from '../../../server/src/entities/kit/listParams';
import { listedIds } from '../../../server/src/entities/kit/rowQueries';
import { listSpecOf } from '../../../server/src/entities/kit/mountTableCalls';
import type { EntityDef } from '../../../server/src/entities/kit/entityDef';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

/** Every paged list, by its collection below /api/crm. */
const pagedLists: [string, EntityDef][] = crmEntities
  .filter((def) => (def.listing ?? 'paged') === 'paged' && (def.operations ?? ['list']).includes('list'))
  .map((def) => [def.path.replace(/^\/|\/$/g, ''), def]);

/**
 * The export reads a list's ids in list order, then its rows in batches by id. With two rows per
 * batch every ordering crosses many batch boundaries, through equal keys, empty keys, booleans,
 * joined names and computed columns, and must give the list's rows in the list's order, each once.
 */
describe('export batches', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const places = [];
    for (const [street, site] of [
      ['Akersgata', t.world.siteA1],
      ['Bygdøy allé', t.world.siteA1],
      ['Carl Berners plass', t.world.siteA2],
    ] as const) {
      const place = await createRoom(t.client(t.world.staffA, t.world.customerA, site), site, { street });
      await api.post('/api/crm/rooms/', { floor_id: place.floorId, name: 'H0101' });
      await api.post('/api/crm/rooms/', { floor_id: place.floorId, name: 'H0102' });
      places.push(place);
    }
    await api.post('/api/crm/addresses/', { site_id: t.world.siteA1, street: 'Tomtegata' });
    const tenants = [];
    for (const name of ['Kari', 'Ola', 'Kari', 'Per']) tenants.push(await createTenant(api, t.world.siteA1, name));
    await api.post('/api/crm/tenants/', { site_id: t.world.siteA1, name: 'Uten e-post' });
    await api.post(`/api/crm/rooms/${places[0].roomId}/occupancy/`, {
      tenant_id: tenants[1],
      start_date: '2020-01-01',
    });
    await api.post(`/api/crm/rooms/${places[1].roomId}/occupancy/`, {
      tenant_id: tenants[0],
      start_date: '2020-01-01',
    });
    const limit = (await api.post('/api/crm/networks/speedlimits/', { name: 'Fast', download_kbps: 9, upload_kbps: 9 }))
      .body.id;
    await api.post('/api/crm/networks/speedlimits/', { name: 'Slow', download_kbps: 9, upload_kbps: 1 });
    await api.post('/api/crm/networks/speedlimits/', { name: 'Slower', download_kbps: 1, upload_kbps: 1 });
    const network = (
      await api.post('/api/crm/networks/', { name: 'LAN', vlan_id: 100, subnet: '10.20.0.0/24', speed_limit_id: limit })
    ).body.id;
    await api.post('/api/crm/networks/', { name: 'LAN', vlan_id: 101, subnet: '10.20.1.0/24', tenant_id: tenants[2] });
    await api.post('/api/crm/external-ips/', { address: '198.51.100.2', network_id: network, tenant_id: tenants[3] });
    await api.post('/api/crm/external-ips/', { address: '198.51.100.1' });
    await api.post('/api/crm/external-ips/', { address: '198.51.100.3', tenant_id: tenants[0] });
    for (const [i, place] of places.entries()) {
      await api.post('/api/crm/outlets/', { room_id: place.roomId, label: '1', interface_up: i % 2 === 0 });
      await api.post('/api/crm/outlets/', { room_id: place.roomId, label: '1', network_id: i === 0 ? network : null });
      await api.post('/api/crm/doorbells/', {
        address_id: place.addressId,
        name: 'Door',
        device_id: i ? `d${i}` : null,
      });
    }
    await api.post('/api/crm/wireless/', { ssid: 'A', security: 'open', network_id: network });
    await api.post('/api/crm/wireless/', { ssid: 'A', security: 'open', enabled: false });
    await api.post('/api/crm/wireless/', { ssid: 'B', security: 'open' });
    for (const text of ['Hei', 'Hei', 'Ha det']) await api.post('/api/crm/doorbells/preset-messages/', { text });
    await api.patch(`/api/crm/sites/${t.world.siteA1}/`, { description: 'Described' });
    const members = await t.db
      .insert(users)
      .values([
        { email: 'b@acme.test', passwordHash: 'x', firstName: 'Bo', lastName: 'Acme', lastLoginAt: new Date() },
        { email: 'c@acme.test', passwordHash: 'x', firstName: 'Anna', lastName: 'Berg' },
        { email: 'd@acme.test', passwordHash: 'x', firstName: 'Anna', lastName: 'Acme' },
      ])
      .returning({ id: users.id });
    await t.db.insert(memberships).values(members.map(({ id }) => ({ userId: id, customerId: t.world.customerA })));
  });
  afterAll(async () => t.close());

  it.each(pagedLists)('/crm/%s/ in every ordering, both ways, across batches of 2', async (collection, def) => {
    const api = t.client(t.world.staffA, t.world.customerA);
    const scope = { customerId: t.world.customerA, siteId: null, userId: t.world.staffA, refusedSiteId: null };
    const spec = listSpecOf(def);
    for (const key of spec.orderable) {
      for (const ordering of [key, `-${key}`]) {
        const listed = await api.get(`/api/crm/${collection}/?ordering=${ordering}&page_size=100`);
        expect(listed.body.total).toBeGreaterThan(1);
        const exported: unknown[] = [];
        const params = parseListParams({ ordering }, spec);
        const ids = await listedIds(t.db, def, scope, params);
        for await (const batch of exportBatches(t.db, def, scope, params, ids, 2))
          exported.push(...batch.map((row) => row.id));
        expect([ordering, exported]).toEqual([ordering, listed.body.data.map((row: { id: number }) => row.id)]);
      }
    }
  });

  it('lets other requests in between batches', async () => {
    const scope = { customerId: t.world.customerA, siteId: null, userId: t.world.staffA, refusedSiteId: null };
    const params = parseListParams({}, listSpecOf(tenantEntity));
    const ids = await listedIds(t.db, tenantEntity, scope, params);
    const happened: string[] = [];
    const exporting = (async () => {
      for await (const _batch of exportBatches(t.db, tenantEntity, scope, params, ids, 2)) happened.push('batch');
    })();
    setImmediate(() => happened.push('other work'));
    await exporting;
    expect(happened.filter((step) => step === 'batch').length).toBeGreaterThan(2);
    expect(happened.indexOf('other work')).toBeLessThan(happened.lastIndexOf('batch'));
  });

  it('leaves out a row deleted or moved out of the filter after the ids were read', async () => {
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const scope = {
      customerId: t.world.customerA,
      siteId: t.world.siteA1,
      userId: t.world.staffA,
      refusedSiteId: null,
    };
    for (const name of ['Zeta 1', 'Zeta 2', 'Zeta 3']) await createTenant(api, t.world.siteA1, name);
    const params = parseListParams({ ordering: 'name', search: 'zeta' }, listSpecOf(tenantEntity));
    const ids = await listedIds(t.db, tenantEntity, scope, params);
    expect(ids).toHaveLength(3);
    const [gone, renamed, kept] = ids;
    await createTenant(api, t.world.siteA1, 'Zeta 0');
    expect((await api.del(`/api/crm/tenants/${gone}/`)).status).toBe(204);
    expect((await api.patch(`/api/crm/tenants/${renamed}/`, { name: 'Omega' })).status).toBe(200);
    const exported: unknown[] = [];
    for await (const batch of exportBatches(t.db, tenantEntity, scope, params, ids, 2))
      exported.push(...batch.map((r) => r.id));
    expect(exported).toEqual([kept]);
  });
});
