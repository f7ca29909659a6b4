/** @jest-environment ./test/support/serverEnvironment.ts */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/src/db/database';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

interface Result {
  type: string;
  id: number;
  name: string;
  description: string;
  site?: string;
}

describe('quick search', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
    const a = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const place = await createRoom(a, t.world.siteA1, { street: 'Storgata', floor: 'Loft', room: 'H0101' });
    await a.post('/api/crm/addresses/', { street: 'Lillestorgata', house_number: '4', city: 'Oslo' });
    await createTenant(a, t.world.siteA1, 'Kari Nordmann');
    await createTenant(a, t.world.siteA1, 'Karianne Nordmannsen');
    await a.post('/api/crm/networks/', { name: 'Nordmann LAN', vlan_id: 100, subnet: '10.20.0.0/24' });
    await a.post('/api/crm/outlets/', { room_id: place.roomId, label: 'H0101-1' });
    await a.post('/api/crm/wireless/', { ssid: 'Storgata-Gjest', security: 'open' });
    const b = t.client(t.world.staffB, t.world.customerB, t.world.siteB);
    await createTenant(b, t.world.siteB, 'Kari Nordby');
    await createRoom(b, t.world.siteB, { street: 'Storgata', room: 'B0101' });
  });
  afterAll(async () => t.close());
  const searchAs = async (userId: number, query: string, customerId: number | null = null) => {
    const reply = await t.client(userId, customerId).get(`/api/search/?query=${encodeURIComponent(query)}`);
    return reply as { status: number; body: { results: Result[] } };
  };
  const names = (results: Result[]) => results.map((r) => `${r.type}:${r.name}`);

  it('needs at least 2 characters', async () => {
    for (const query of ['', 'a', '  b  ']) {
      expect(await t.client(t.world.staffA, null).get(`/api/search/?query=${encodeURIComponent(query)}`)).toEqual({
        status: 400,
        body: { detail: 'Search query must be at least 2 characters' },
      });
    }
    expect((await t.client(t.world.staffA, null).get('/api/search/')).status).toBe(400);
  });

  it('names the site of each result that lives on one, so namesakes on two sites can be told apart', async () => {
    await createTenant(t.client(t.world.staffA, t.world.customerA, t.world.siteA1), t.world.siteA1, 'Ola Tvilling');
    await createTenant(t.client(t.world.staffA, t.world.customerA, t.world.siteA2), t.world.siteA2, 'Ola Tvilling');
    const { body } = await searchAs(t.world.staffA, 'ola tvilling', t.world.customerA);
    const twins = body.results.filter((result) => result.name === 'Ola Tvilling');
    expect(twins.map((result) => result.site).sort()).toEqual(['Harbour View', 'Oak Street']);

    const sites = (await searchAs(t.world.staffA, 'harbour view', t.world.customerA)).body.results;
    expect(sites.find((result) => result.type === 'site')).not.toHaveProperty('site');
  });

  it('puts the exact name first, then names that start with the query, then the rest', async () => {
    const { body } = await searchAs(t.world.staffA, 'kari nordmann');
    expect(names(body.results)[0]).toBe('tenant:Kari Nordmann');
    const stor = names((await searchAs(t.world.staffA, 'storgata')).body.results);
    expect(stor.indexOf('address:Storgata 1')).toBeLessThan(stor.indexOf('address:Lillestorgata 4'));
    expect(stor).toEqual(
      expect.arrayContaining(['address:Storgata 1', 'address:Lillestorgata 4', 'wireless:Storgata-Gjest']),
    );
  });

  it('finds the exact name even when far more rows merely contain the words', async () => {
    const a = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    for (let i = 0; i < 120; i += 1) await createTenant(a, t.world.siteA1, `Bergen Vest Holding ${i}`);
    await createTenant(a, t.world.siteA1, 'Vest');
    const found = names((await searchAs(t.world.staffA, 'vest')).body.results);
    expect(found[0]).toBe('tenant:Vest');
  });

  it('finds the exact name past the cap of whichever kind has too many matches', async () => {
    // After "vest" capped the tenants, "lager" caps the networks: each looks again at its own kind.
    const a = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    for (let i = 0; i < 60; i += 1) {
      const reply = await a.post('/api/crm/networks/', {
        name: `Nordlager ${i}`,
        vlan_id: 101 + i,
        subnet: `10.20.${100 + i}.0/24`,
      });
      expect(reply.status).toBe(201);
    }
    expect((await a.post('/api/crm/networks/', { name: 'Lager', vlan_id: 199, subnet: '10.20.199.0/24' })).status).toBe(
      201,
    );
    expect(names((await searchAs(t.world.staffA, 'lager')).body.results)[0]).toBe('network:Lager');
  });

  it('finds every kind of object, with a description to tell them apart', async () => {
    const found = (await searchAs(t.world.staffA, 'nordmann')).body.results;
    expect(names(found)).toEqual(
      expect.arrayContaining(['tenant:Kari Nordmann', 'tenant:Karianne Nordmannsen', 'network:Nordmann LAN']),
    );
    expect(found.find((r) => r.type === 'network')?.description).toBe('VLAN 100 · 10.20.0.0/24');
    expect(names((await searchAs(t.world.staffA, 'harbour')).body.results)).toContain('site:Harbour View');
    expect(names((await searchAs(t.world.staffA, 'acme')).body.results)).toEqual(
      expect.arrayContaining(['customer:Acme Housing', 'user:Anna Acme']),
    );
    const room = (await searchAs(t.world.staffA, 'h0101')).body.results;
    expect(names(room)).toEqual(['room:H0101', 'outlet:H0101-1']);
    // Kinds described from related rows, looked up together for the results.
    expect(room.map((r: { description: string }) => r.description)).toEqual([
      'Loft, Storgata 1',
      'H0101, Loft, Storgata 1',
    ]);
    const floor = (await searchAs(t.world.staffA, 'loft')).body.results;
    expect(names(floor)).toEqual(['floor:Loft']);
    expect(floor[0].description).toBe('Storgata 1 · Harbour View');
  });

  it('forgives typos by correcting words against the names it knows', async () => {
    expect(names((await searchAs(t.world.staffA, 'nordmnan')).body.results)).toContain('tenant:Kari Nordmann');
    expect(names((await searchAs(t.world.staffA, 'harbur')).body.results)).toContain('site:Harbour View');
    expect((await searchAs(t.world.staffA, 'qqqzzz')).body.results).toEqual([]);
  });

  it('matches word starts for two-letter queries', async () => {
    expect(names((await searchAs(t.world.staffA, 'h0')).body.results)).toEqual(
      expect.arrayContaining(['room:H0101', 'outlet:H0101-1']),
    );
  });

  it('takes the rows staff create straight into its indexes, where no pending list slows every search', async () => {
    // gin_clean_pending_list answers how many pages of pending entries it moved into the index.
    const indexes = rowsOf<{ index: string; pending: number | string }>(
      await t.db.execute(sql`select c.relname as index, gin_clean_pending_list(c.oid) as pending
        from pg_class c join pg_am am on am.oid = c.relam where am.amname = 'gin' and c.relkind = 'i' order by 1`),
    );
    expect(indexes.map((row) => row.index)).toEqual(
      expect.arrayContaining(['outlets_search_idx', 'tenants_search_idx']),
    );
    expect(indexes.filter((row) => Number(row.pending) > 0)).toEqual([]);
    expect(names((await searchAs(t.world.staffA, 'storgata-gjest')).body.results)).toContain('wireless:Storgata-Gjest');
  });

  it("searches only the user's customers, or the one named by X-Customer-ID", async () => {
    expect(names((await searchAs(t.world.staffA, 'kari')).body.results)).not.toContain('tenant:Kari Nordby');
    expect(names((await searchAs(t.world.staffB, 'kari')).body.results)).toEqual(['tenant:Kari Nordby']);
    const admin = names((await searchAs(t.world.admin, 'kari')).body.results);
    expect(admin).toEqual(expect.arrayContaining(['tenant:Kari Nordby', 'tenant:Kari Nordmann']));
    expect(names((await searchAs(t.world.admin, 'kari', t.world.customerB)).body.results)).toEqual([
      'tenant:Kari Nordby',
    ]);
    expect((await searchAs(t.world.staffA, 'kari', t.world.customerB)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/search/?query=kari' })).statusCode).toBe(401);
  });
});
