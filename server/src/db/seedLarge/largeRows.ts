import type { Cell } from './bulkWriter';

export type CellRow = Cell[];
import {
  ADDRESSES_PER_SITE, CUSTOMERS, EXTERNAL_IPS_PER_SITE, FLOORS_PER_ADDRESS, OUTLETS_PER_ROOM, PRESETS_PER_CUSTOMER, ROOMS_PER_ADDRESS,
  ROOMS_PER_SITE, SITES, SITES_PER_CUSTOMER, SPEED_LIMITS_PER_CUSTOMER, STAFF_PER_CUSTOMER, TENANTS_PER_SITE, currentRoomOf,
  dayString, earlierRoomOf, occupantsOfSite, roomName, type Bases,
} from './largeLayout';
import { asciiSlug, cities, districts, largeCustomers, presetTexts, speedLimitProfiles, streets } from './largeNames';
import { companies, firstNames, lastNames } from '../seed/people';

/** Row generators of the large data set, one per table, in the column order of largeSeed.ts. */
const customerOf = (site: number) => Math.floor(site / SITES_PER_CUSTOMER);
const siteInCustomer = (site: number) => site % SITES_PER_CUSTOMER;
const siteName = (site: number) => `${districts[siteInCustomer(site)]} ${Math.floor(site / districts.length) % 2 === 0 ? 'Hage' : 'Park'} ${customerOf(site) + 1}`;
const street = (site: number, address: number) => streets[(site * 7 + address) % streets.length];
const houseNumber = (site: number, address: number) => String(1 + ((address * 3 + site) % 120));

export function tenantName(site: number, tenant: number): { kind: 'person' | 'company'; name: string; first: string; last: string } {
  const n = site * TENANTS_PER_SITE + tenant;
  if (tenant % 7 === 3) return { kind: 'company', name: companies[n % companies.length], first: 'post', last: asciiSlug(companies[n % companies.length]) };
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
      yield [b.users + c * STAFF_PER_CUSTOMER + s, `${asciiSlug(first)}.${asciiSlug(last)}.${c + 1}@large.example.com`, passwordHash, first, last];
    }
  }
}

export function* membershipRows(b: Bases, adminId: number | null): Generator<Cell[]> {
  for (let c = 0; c < CUSTOMERS; c += 1) {
    for (let s = 0; s < STAFF_PER_CUSTOMER; s += 1) yield [b.users + c * STAFF_PER_CUSTOMER + s, b.customers + c, s === 0 ? 'manager' : 'staff'];
    if (adminId !== null) yield [adminId, b.customers + c, 'manager'];
  }
}

export function* siteRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    const local = siteInCustomer(site);
    const city = cities[site % cities.length];
    yield [b.sites + site, b.customers + customerOf(site), siteName(site), `${ADDRESSES_PER_SITE} buildings in ${city}`, 'Europe/Oslo',
      `${street(site, 0)} ${houseNumber(site, 0)}, ${city}`, `10.${local}.0.0`, 16, 100, 399, `Beboer-${local + 1}`];
  }
}

export function* addressRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    for (let a = 0; a < ADDRESSES_PER_SITE; a += 1) {
      const index = site * ADDRESSES_PER_SITE + a;
      yield [b.addresses + index, b.customers + customerOf(site), b.sites + site, street(site, a), houseNumber(site, a),
        String(100 + (site % 90) * 10 + (a % 10)).padStart(4, '0'), cities[site % cities.length], 'NO'];
    }
  }
}

export function* floorRows(b: Bases): Generator<Cell[]> {
  for (let address = 0; address < SITES * ADDRESSES_PER_SITE; address += 1) {
    const site = Math.floor(address / ADDRESSES_PER_SITE);
    for (let level = 0; level < FLOORS_PER_ADDRESS; level += 1) {
      yield [b.floors + address * FLOORS_PER_ADDRESS + level, b.customers + customerOf(site), b.sites + site, b.addresses + address,
        level === 0 ? 'Ground floor' : `${level}st floor`, level];
    }
  }
}

export function* roomRows(b: Bases): Generator<Cell[]> {
  for (let address = 0; address < SITES * ADDRESSES_PER_SITE; address += 1) {
    const site = Math.floor(address / ADDRESSES_PER_SITE);
    for (let r = 0; r < ROOMS_PER_ADDRESS; r += 1) {
      const { level, name } = roomName(r);
      const kind = address % 10 === 0 && r === 0 ? 'commercial' : address % 25 === 1 && r === 1 ? 'technical' : 'apartment';
      yield [b.rooms + address * ROOMS_PER_ADDRESS + r, b.customers + customerOf(site), b.sites + site, b.addresses + address,
        b.floors + address * FLOORS_PER_ADDRESS + level, name, kind];
    }
  }
}

export function* tenantRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    for (let t = 0; t < TENANTS_PER_SITE; t += 1) {
      const { kind, name, first, last } = tenantName(site, t);
      const n = site * TENANTS_PER_SITE + t;
      yield [b.tenants + n, b.customers + customerOf(site), b.sites + site, kind, name,
        `${asciiSlug(first)}.${asciiSlug(last)}${n}@example.net`, `+47 ${String(40000000 + ((n * 7919) % 9999999))}`, `L-${100000 + n}`];
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
      if (t % 5 === 0) yield [customerId, roomBase + earlierRoomOf(t), tenantId, dayString('2018-01-01', t % 300), '2021-12-31'];
    }
  }
}

export function* speedLimitRows(b: Bases): Generator<Cell[]> {
  for (let c = 0; c < CUSTOMERS; c += 1) {
    for (let k = 0; k < SPEED_LIMITS_PER_CUSTOMER; k += 1) {
      const profile = speedLimitProfiles[k];
      yield [b.speedLimits + c * SPEED_LIMITS_PER_CUSTOMER + k, b.customers + c, profile.name, profile.down, profile.up];
    }
  }
}

export function* networkRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    const local = siteInCustomer(site);
    for (let t = 0; t < TENANTS_PER_SITE; t += 1) {
      const n = site * TENANTS_PER_SITE + t;
      yield [b.networks + n, b.customers + customerOf(site), b.sites + site, `${tenantName(site, t).name} LAN`, 100 + t,
        `10.${local}.${t}.0/24`, `10.${local}.${t}.1`, b.tenants + n, b.speedLimits + customerOf(site) * SPEED_LIMITS_PER_CUSTOMER + (t % SPEED_LIMITS_PER_CUSTOMER)];
    }
  }
}

export function* outletRows(b: Bases): Generator<Cell[]> {
  const occupants = occupantsOfSite();
  for (let site = 0; site < SITES; site += 1) {
    for (let room = 0; room < ROOMS_PER_SITE; room += 1) {
      const address = site * ADDRESSES_PER_SITE + Math.floor(room / ROOMS_PER_ADDRESS);
      const { level, name } = roomName(room % ROOMS_PER_ADDRESS);
      const tenant = occupants[room];
      for (let k = 0; k < OUTLETS_PER_ROOM; k += 1) {
        const n = (site * ROOMS_PER_SITE + room) * OUTLETS_PER_ROOM + k;
        const up = tenant >= 0 && (n % 4 !== 0);
        yield [b.customers + customerOf(site), b.sites + site, b.addresses + address, b.floors + (address * FLOORS_PER_ADDRESS) + level,
          b.rooms + site * ROOMS_PER_SITE + room, `${name}-${k + 1}`, `sw-${address % ADDRESSES_PER_SITE + 1}-${level} ge-0/0/${(room % ROOMS_PER_ADDRESS) * OUTLETS_PER_ROOM + k + 1}`,
          tenant >= 0 ? b.networks + site * TENANTS_PER_SITE + tenant : null, up, up ? new Date(Date.UTC(2025, n % 12, 1 + (n % 28))) : null];
      }
    }
  }
}

export function* wirelessRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    const tag = asciiSlug(districts[siteInCustomer(site)]).replace(/\./g, '');
    const customer = b.customers + customerOf(site);
    yield [customer, b.sites + site, `${tag}-Beboer`, 'wpa2-personal', `velkommen-${site}-hjem`, 'dual', 101];
    yield [customer, b.sites + site, `${tag}-Gjest`, 'open', null, '2.4ghz', 398];
    yield [customer, b.sites + site, `${tag}-Drift`, 'wpa3-personal', `drift-${site}-hemmelig`, '5ghz', 399];
  }
}

export function* externalIpRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    for (let k = 0; k < EXTERNAL_IPS_PER_SITE; k += 1) {
      const network = k < 4 ? b.networks + site * TENANTS_PER_SITE + k : null;
      yield [b.customers + customerOf(site), b.sites + site, `185.${20 + customerOf(site)}.${siteInCustomer(site)}.${k + 1}`, network];
    }
  }
}

export function* doorbellRows(b: Bases): Generator<Cell[]> {
  for (let address = 0; address < SITES * ADDRESSES_PER_SITE; address += 1) {
    const site = Math.floor(address / ADDRESSES_PER_SITE);
    yield [b.doorbells + address, b.customers + customerOf(site), b.sites + site, b.addresses + address, 'Main entrance', `DB-${address + 1}`];
  }
}

export function* doorbellTargetRows(b: Bases): Generator<Cell[]> {
  for (let address = 0; address < SITES * ADDRESSES_PER_SITE; address += 1) {
    for (let r = 0; r < ROOMS_PER_ADDRESS; r += 1) yield [b.doorbells + address, b.rooms + address * ROOMS_PER_ADDRESS + r];
  }
}

export function* presetRows(b: Bases): Generator<Cell[]> {
  for (let c = 0; c < CUSTOMERS; c += 1) {
    for (let k = 0; k < PRESETS_PER_CUSTOMER; k += 1) yield [b.customers + c, presetTexts[k], k + 1];
  }
}
