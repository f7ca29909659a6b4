import type { Cell } from './bulkWriter';
import {
  ADDRESSES_PER_SITE,
  CUSTOMERS,
  EXTERNAL_IPS_PER_SITE,
  FLOORS_PER_ADDRESS,
  OUTLETS_PER_ROOM,
  PRESETS_PER_CUSTOMER,
  ROOMS_PER_ADDRESS,
  ROOMS_PER_SITE,
  SITES,
  SPEED_LIMITS_PER_CUSTOMER,
  TENANTS_PER_SITE,
  occupantsOfSite,
  roomName,
  type Bases,
} from './largeLayout';
import { asciiSlug, districts, presetTexts, speedLimitProfiles } from './largeNames';
import { customerOf, siteInCustomer, tenantName } from './largeRows';

/** Row generators of the large data set (networks and building services), in the column order of largeSeed.ts. */
export function* speedLimitRows(b: Bases): Generator<Cell[]> {
  for (let c = 0; c < CUSTOMERS; c += 1) {
    for (let k = 0; k < SPEED_LIMITS_PER_CUSTOMER; k += 1) {
      const profile = speedLimitProfiles[k];
      yield [
        b.speedLimits + c * SPEED_LIMITS_PER_CUSTOMER + k,
        b.customers + c,
        profile.name,
        profile.down,
        profile.up,
      ];
    }
  }
}

export function* networkRows(b: Bases): Generator<Cell[]> {
  for (let site = 0; site < SITES; site += 1) {
    const local = siteInCustomer(site);
    for (let t = 0; t < TENANTS_PER_SITE; t += 1) {
      const n = site * TENANTS_PER_SITE + t;
      yield [
        b.networks + n,
        b.customers + customerOf(site),
        b.sites + site,
        `${tenantName(site, t).name} LAN`,
        100 + t,
        `10.${local}.${t}.0/24`,
        `10.${local}.${t}.1`,
        b.tenants + n,
        b.speedLimits + customerOf(site) * SPEED_LIMITS_PER_CUSTOMER + (t % SPEED_LIMITS_PER_CUSTOMER),
      ];
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
        const up = tenant >= 0 && n % 4 !== 0;
        yield [
          b.customers + customerOf(site),
          b.sites + site,
          b.addresses + address,
          b.floors + address * FLOORS_PER_ADDRESS + level,
          b.rooms + site * ROOMS_PER_SITE + room,
          `${name}-${k + 1}`,
          `sw-${(address % ADDRESSES_PER_SITE) + 1}-${level} ge-0/0/${(room % ROOMS_PER_ADDRESS) * OUTLETS_PER_ROOM + k + 1}`,
          tenant >= 0 ? b.networks + site * TENANTS_PER_SITE + tenant : null,
          up,
          up ? new Date(Date.UTC(2025, n % 12, 1 + (n % 28))) : null,
        ];
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
      yield [
        b.customers + customerOf(site),
        b.sites + site,
        `185.${20 + customerOf(site)}.${siteInCustomer(site)}.${k + 1}`,
        network,
      ];
    }
  }
}

export function* doorbellRows(b: Bases): Generator<Cell[]> {
  for (let address = 0; address < SITES * ADDRESSES_PER_SITE; address += 1) {
    const site = Math.floor(address / ADDRESSES_PER_SITE);
    yield [
      b.doorbells + address,
      b.customers + customerOf(site),
      b.sites + site,
      b.addresses + address,
      'Main entrance',
      `DB-${address + 1}`,
    ];
  }
}

export function* doorbellTargetRows(b: Bases): Generator<Cell[]> {
  for (let address = 0; address < SITES * ADDRESSES_PER_SITE; address += 1) {
    for (let r = 0; r < ROOMS_PER_ADDRESS; r += 1)
      yield [b.doorbells + address, b.rooms + address * ROOMS_PER_ADDRESS + r];
  }
}

export function* presetRows(b: Bases): Generator<Cell[]> {
  for (let c = 0; c < CUSTOMERS; c += 1) {
    for (let k = 0; k < PRESETS_PER_CUSTOMER; k += 1) yield [b.customers + c, presetTexts[k], k + 1];
  }
}
