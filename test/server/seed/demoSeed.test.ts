/** @jest-environment ./test/support/serverEnvironment.ts */
import { count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  doorbellPresetMessages,
  doorbells,
  externalIps,
  mikrotikDevices,
  networks,
  outlets,
  roomOccupancies,
  rooms,
  sites,
  speedLimits,
  wirelessNetworks,
} from '../../../server/src/db/schema';
import { startTestServer, type TestServer } from '../../support/serverHarness';

/** What `npm start` shows a newcomer: every kind of object in every demo site, and a router to sync. */
describe('demo seed', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const perSite = async (
    table:
      typeof networks | typeof outlets | typeof externalIps | typeof wirelessNetworks | typeof doorbells | typeof rooms,
  ) => {
    const rows = await t.db.select({ siteId: table.siteId, n: count() }).from(table).groupBy(table.siteId);
    return new Map(rows.map((row) => [row.siteId, Number(row.n)]));
  };

  it('gives every site networks, outlets, external IPs, guest and tenant wireless and doorbells', async () => {
    const siteRows = await t.db.select({ id: sites.id, name: sites.name }).from(sites);
    expect(siteRows.length).toBeGreaterThanOrEqual(8);
    const kinds = {
      networks: await perSite(networks),
      outlets: await perSite(outlets),
      externalIps: await perSite(externalIps),
      wireless: await perSite(wirelessNetworks),
      doorbells: await perSite(doorbells),
    };
    for (const site of siteRows) {
      for (const [kind, counts] of Object.entries(kinds))
        expect([site.name, kind, (counts.get(site.id) ?? 0) > 0]).toEqual([site.name, kind, true]);
    }
    const [{ speedLimits: limits }] = await t.db.select({ speedLimits: count() }).from(speedLimits);
    const [{ messages }] = await t.db.select({ messages: count() }).from(doorbellPresetMessages);
    expect([limits, messages]).toEqual([16, 16]); // 4 of each for each of the 4 customers
  });

  it("keeps every network inside its site's VLAN range and prefix, one per current tenant plus a guest network", async () => {
    const outside = await t.db
      .select({ name: networks.name })
      .from(networks)
      .innerJoin(sites, eq(sites.id, networks.siteId))
      .where(sql`${networks.vlanId} not between ${sites.tenantMinVlanId} and ${sites.tenantMaxVlanId}
        or not (${networks.subnet}::cidr <<= (${sites.prefix} || '/' || ${sites.netmask})::cidr)`);
    expect(outside).toEqual([]);
    const [{ guests }] = await t.db
      .select({ guests: count() })
      .from(networks)
      .where(sql`${networks.tenantId} is null`);
    const [{ siteCount }] = await t.db.select({ siteCount: count() }).from(sites);
    expect(guests).toBe(siteCount);
    const [{ current }] = await t.db
      .select({ current: count() })
      .from(roomOccupancies)
      .where(isNull(roomOccupancies.endDate));
    const [{ tenantNetworks }] = await t.db
      .select({ tenantNetworks: count() })
      .from(networks)
      .where(isNotNull(networks.tenantId));
    expect(tenantNetworks).toBe(current);
  });

  it('patches outlets to the ports of the demo router that syncs against the simulator', async () => {
    const [router] = await t.db.select().from(mikrotikDevices).where(eq(mikrotikDevices.identity, 'gw-grunerlokka'));
    const patched = await t.db
      .select({ port: outlets.switchPort })
      .from(outlets)
      .where(sql`${outlets.switchPort} like 'gw-grunerlokka %'`);
    expect(router.siteId).not.toBeNull();
    expect(patched.map((row) => row.port)).toEqual(
      ['ether2', 'ether3', 'ether4', 'ether5', 'ether6', 'ether7'].map((port) => `gw-grunerlokka ${port}`),
    );
  });
});
