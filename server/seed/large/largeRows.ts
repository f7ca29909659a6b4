import type { Cell } from './bulkWriter';
import {
  ADDRESSES_PER_SITE,
  CUSTOMERS,
  FLOORS_PER_ADDRESS,
  ROOMS_PER_ADDRESS,
  ROOMS_PER_SITE,
  SITES,
  SITES_PER_CUSTOMER,
  STAFF_PER_CUSTOMER,
  TENANTS_PER_SITE,
  currentRoomOf,
  dayString,
  earlierRoomOf,
  roomName,
  type Bases,
} from './largeLayout';
import { asciiSlug, cities, districts, largeCustomers, streets } from './largeNames';
import { companies, firstNames, lastNames } from '../demo/people';

export type CellRow = Cell[];

/** Row generators of the large data set (people and buildings), in the column order of largeSeed.ts. */
export const customerOf = (site: number) => Math.floor(site / SITES_PER_CUSTOMER);
export const siteInCustomer = (site: number) => site % SITES_PER_CUSTOMER;
const siteName = (site: number) =>
  `${districts[siteInCustomer(site)]} ${Math.floor(site / districts.length) % 2 === 0 ? 'Hage' : 'Park'} ${customerOf(site) + 1}`;
const street = (site: number, address: number) => streets[(site * 7 + address) % streets.length];
const houseNumber = (site: number, address: number) => String(1 + ((address * 3 + site) % 120));

export function tenantName(
  site: number,
  tenant: number,
): { kind: 'person' | 'company'; name: string; first: string; last: string } {
  const n = site * TENANTS_PER_SITE + tenant;
  if (tenant % 7 === 3)
    return {
      kind: 'company',
      name: companies[n % companies.length],
      first: 'post',
      last: asciiSlug(companies[n % companies.length]),
    };
  const first = firstNames[(n * 13) % firstNames.length];
  const last = lastNames[(n * 7 + Math.floor(n / firstNames.length)) % lastNames.length];
  return { kind: 'person', name: `${first} ${last}`, first, last };
}

export function* customerRows(b: Bases): Generator<Cell[]> {
  for (let c = 0; c < CUSTOMERS; c += 1) yield [b.customers + c, largeCustomers[c]];
}

export function* userRows(b: Bases, passwordHash: string): Generator<Cell[]> {
  for (let c = 0; c < CUSTOMERS; c += 1) {
    for (let s = 0; s < STAFF_PER_CUSTOMER; s += 1) {
      const first = firstNames[(c * 3 + s) % firstNames.length];
      const last = lastNames[(c * 5 + s) % lastNames.length];
      yield [
        b.users + c * STAFF_PER_CUSTOMER + s,
        `${asciiSlug(first)}.${asciiSlug(last)}.${c + 1}@large.example.com`,
        passwordHash,
        first,
        last,
      ];
    }
  }
}

export function* membershipRows(b: Bases, adminId: number | null): Generator<Cell[]> {
  for (let c = 0; c < CUSTOMERS; c += 1) {
    for (let s = 0; s < STAFF_PER_CUSTOMER; s += 1)
      yield [b.users + c * STAFF_PER_CUSTOMER + s, b.customers + c, s === 0 ? 'manager' : 'staff'];
    if (adminId !== null) yield [adminId, b.customers + c, 'manager'];
  }
}

export function* siteRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    const local = siteInCustomer(site);
    const city = cities[site % cities.length];
    yield [
      b.sites + site,
      b.customers + customerOf(site),
      siteName(site),
      `${ADDRESSES_PER_SITE} buildings in ${city}`,
      'Europe/Oslo',
      `${street(site, 0)} ${houseNumber(site, 0)}, ${city}`,
      `10.${local}.0.0`,
      16,
      100,
      399,
      `Beboer-${local + 1}`,
    ];
  }
}

export function* addressRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    for (let a = 0; a < ADDRESSES_PER_SITE; a += 1) {
      const index = site * ADDRESSES_PER_SITE + a;
      yield [
        b.addresses + index,
        b.customers + customerOf(site),
        b.sites + site,
        street(site, a),
        houseNumber(site, a),
        String(100 + (site % 90) * 10 + (a % 10)).padStart(4, '0'),
        cities[site % cities.length],
        'NO',
      ];
    }
  }
}

export function* floorRows(b: Bases): Generator<Cell[]> {
  for (let address = 0; address < SITES * ADDRESSES_PER_SITE; address += 1) {
    const site = Math.floor(address / ADDRESSES_PER_SITE);
    for (let level = 0; level < FLOORS_PER_ADDRESS; level += 1) {
      yield [
        b.floors + address * FLOORS_PER_ADDRESS + level,
        b.customers + customerOf(site),
        b.sites + site,
        b.addresses + address,
        level === 0 ? 'Ground floor' : `${level}st floor`,
        level,
      ];
    }
  }
}

export function* roomRows(b: Bases): Generator<Cell[]> {
  for (let address = 0; address < SITES * ADDRESSES_PER_SITE; address += 1) {
    const site = Math.floor(address / ADDRESSES_PER_SITE);
    for (let r = 0; r < ROOMS_PER_ADDRESS; r += 1) {
      const { level, name } = roomName(r);
      const kind =
        address % 10 === 0 && r === 0 ? 'commercial' : address % 25 === 1 && r === 1 ? 'technical' : 'apartment';
      yield [
        b.rooms + address * ROOMS_PER_ADDRESS + r,
        b.customers + customerOf(site),
        b.sites + site,
        b.addresses + address,
        b.floors + address * FLOORS_PER_ADDRESS + level,
        name,
        kind,
      ];
    }
  }
}

export function* tenantRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    for (let t = 0; t < TENANTS_PER_SITE; t += 1) {
      const { kind, name, first, last } = tenantName(site, t);
      const n = site * TENANTS_PER_SITE + t;
      yield [
        b.tenants + n,
        b.customers + customerOf(site),
        b.sites + site,
        kind,
        name,
        `${asciiSlug(first)}.${asciiSlug(last)}${n}@example.net`,
        `+47 ${String(40000000 + ((n * 7919) % 9999999))}`,
        `L-${100000 + n}`,
      ];
    }
  }
}

export function* occupancyRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    const roomBase = b.rooms + site * ROOMS_PER_SITE;
    for (let t = 0; t < TENANTS_PER_SITE; t += 1) {
      const tenantId = b.tenants + site * TENANTS_PER_SITE + t;
      const customerId = b.customers + customerOf(site);
      yield [customerId, roomBase + currentRoomOf(t), tenantId, dayString('2022-01-01', (t * 37 + site) % 1000), null];
      if (t % 5 === 0)
        yield [customerId, roomBase + earlierRoomOf(t), tenantId, dayString('2018-01-01', t % 300), '2021-12-31'];
    }
  }
}
