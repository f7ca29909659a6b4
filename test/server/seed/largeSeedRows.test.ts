import { networkRows } from '../../../server/seed/large/largeNetworkRows';
import { occupancyRows, roomRows, siteRows } from '../../../server/seed/large/largeRows';
import { TOTAL, type Bases } from '../../../server/seed/large/largeLayout';
import { checkSubnet, vlanProblem } from '../../../server/src/entities/networks/networkRules';
import { periodsOverlap, type Period } from '../../../server/src/entities/occupancy/occupancyRules';

const bases: Bases = {
  users: 1,
  customers: 1,
  sites: 1,
  addresses: 1,
  floors: 1,
  rooms: 1,
  tenants: 1,
  speedLimits: 1,
  networks: 1,
  doorbells: 1,
};

describe('large seed rows', () => {
  it('makes the promised numbers of rooms, networks and occupancy periods', () => {
    expect([...roomRows(bases)]).toHaveLength(100_000);
    expect(TOTAL).toMatchObject({
      addresses: 20_000,
      rooms: 100_000,
      outlets: 300_000,
      tenants: 60_000,
      networks: 60_000,
    });
  });

  it('keeps every network inside its site ranges, with VLANs and subnets unique per site', () => {
    const sites = new Map(
      [...siteRows(bases)].map((row) => [
        row[0] as number,
        {
          prefix: row[6] as string,
          netmask: row[7] as number,
          tenantMinVlanId: row[8] as number,
          tenantMaxVlanId: row[9] as number,
        },
      ]),
    );
    const seen = new Set<string>();
    for (const [, , siteId, , vlanId, subnet] of networkRows(bases)) {
      const site = sites.get(siteId as number)!;
      expect(vlanProblem(vlanId as number, site)).toBeNull();
      expect(checkSubnet(subnet as string, site).ok).toBe(true);
      for (const key of [`${siteId}/vlan/${vlanId}`, `${siteId}/subnet/${subnet}`]) {
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });

  it('never lets two occupancy periods of a room overlap', () => {
    const byRoom = new Map<number, Period[]>();
    let count = 0;
    for (const [, roomId, , startDate, endDate] of occupancyRows(bases)) {
      const period = { startDate: startDate as string | null, endDate: endDate as string | null };
      const others = byRoom.get(roomId as number) ?? [];
      expect(others.some((other) => periodsOverlap(other, period))).toBe(false);
      byRoom.set(roomId as number, [...others, period]);
      count += 1;
    }
    expect(count).toBe(72_000);
  });
});
