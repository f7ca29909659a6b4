import type { Database } from '../../src/db/database';
import { addresses, floors, roomOccupancies, rooms, tenants } from '../../src/db/schema';
import type { DemoBuilding, DemoSite } from './demoCustomers';
import { companies, firstNames, lastNames } from './people';
import type { Random } from './random';

type RoomKind = typeof rooms.$inferInsert.kind;
type Owner = { customerId: number; siteId: number };

/** Days before 2026-01-01 as YYYY-MM-DD, so dates do not depend on when the seed runs. */
const dateDaysBefore = (days: number) => new Date(Date.UTC(2026, 0, 1) - days * 86400000).toISOString().slice(0, 10);

/** Plain lower-case ASCII of a Nordic name: 'Grünerløkka' → 'grunerlokka'. */
export const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/å/g, 'a')
    .toLowerCase();

function floorName(level: number): string {
  if (level < 0) return `Basement ${-level}`;
  return level === 0 ? 'Ground floor' : `Floor ${level}`;
}

function roomName(building: DemoBuilding, level: number, unit: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  if (building.use === 'office') return `Office ${level}.${two(unit)}`;
  if (building.use === 'student') return `Hybel ${level}${two(unit)}`;
  // Norwegian dwelling numbers: H + floor (01 = ground) + unit, e.g. H0203.
  return building.country === 'NO' ? `H${two(level + 1)}${two(unit)}` : `${level === 0 ? 'st' : level}. ${unit}`;
}

function newTenant(random: Random, building: DemoBuilding, owner: Owner, serial: number, domain: string) {
  if (building.use === 'office') {
    const name = random.pick(companies);
    return {
      ...owner,
      kind: 'company' as const,
      name,
      email: `post@${ascii(name).replace(/[^a-z]+/g, '')}.no`,
      phone: `+47 ${random.int(21, 23)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
      reference: `K-${10000 + serial}`,
    };
  }
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const phone =
    building.country === 'DK'
      ? `+45 ${random.int(20, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`
      : `+47 ${random.int(900, 999)} ${random.int(10, 99)} ${random.int(100, 999)}`;
  return {
    ...owner,
    kind: 'person' as const,
    name: `${first} ${last}`,
    email: `${ascii(first)}.${ascii(last)}${serial}@example.net`,
    phone,
    reference: `${domain.slice(0, 2).toUpperCase()}-${20000 + serial}`,
  };
}

/** Fills one demo site with its buildings, floors, rooms, tenants and occupancy history. */
export async function seedSiteContent(
  db: Database,
  random: Random,
  site: DemoSite,
  owner: Owner,
  domain: string,
): Promise<void> {
  let serial = owner.siteId * 1000;
  for (const building of site.buildings) {
    const { street, houseNumber, postalCode, city, country } = building;
    const [address] = await db
      .insert(addresses)
      .values({ ...owner, street, houseNumber, postalCode, city, country })
      .returning({ id: addresses.id });
    const levels = Array.from(
      { length: building.levels[1] - building.levels[0] + 1 },
      (_, i) => building.levels[0] + i,
    );
    const floorRows = await db
      .insert(floors)
      .values(levels.map((level) => ({ ...owner, addressId: address.id, name: floorName(level), level })))
      .returning({ id: floors.id, level: floors.level });
    const roomValues = floorRows.flatMap((floor) => {
      const base = { ...owner, addressId: address.id, floorId: floor.id };
      if (floor.level < 0)
        return [
          { ...base, name: 'Storage units', kind: 'storage' as RoomKind },
          { ...base, name: 'Technical room', kind: 'technical' as RoomKind },
        ];
      const count = random.int(...building.roomsPerFloor);
      const units = Array.from({ length: count }, (_, i) => ({
        ...base,
        name: roomName(building, floor.level, i + 1),
        kind: (building.use === 'office' ? 'office' : 'apartment') as RoomKind,
      }));
      return floor.level === 0 ? [...units, { ...base, name: 'Comms room', kind: 'technical' as RoomKind }] : units;
    });
    const roomRows = await db.insert(rooms).values(roomValues).returning({ id: rooms.id, kind: rooms.kind });
    const leases: {
      roomId: number;
      tenant: ReturnType<typeof newTenant>;
      startDate: string;
      endDate: string | null;
    }[] = [];
    for (const room of roomRows) {
      if (room.kind !== 'apartment' && room.kind !== 'office') continue;
      const started = random.int(30, 1400);
      if (random.chance(0.25))
        leases.push({
          roomId: room.id,
          tenant: newTenant(random, building, owner, serial++, domain),
          startDate: dateDaysBefore(started + random.int(200, 900)),
          endDate: dateDaysBefore(started + 1),
        });
      if (random.chance(0.85))
        leases.push({
          roomId: room.id,
          tenant: newTenant(random, building, owner, serial++, domain),
          startDate: dateDaysBefore(started),
          endDate: null,
        });
    }
    if (leases.length === 0) continue;
    const tenantRows = await db
      .insert(tenants)
      .values(leases.map((lease) => lease.tenant))
      .returning({ id: tenants.id });
    await db.insert(roomOccupancies).values(
      leases.map((lease, i) => ({
        customerId: owner.customerId,
        roomId: lease.roomId,
        tenantId: tenantRows[i].id,
        startDate: lease.startDate,
        endDate: lease.endDate,
      })),
    );
  }
}
