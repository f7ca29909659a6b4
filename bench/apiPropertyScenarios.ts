import { request, type Call } from './apiClient';
import type { discover } from './apiScenarios';
import { addressEntity } from '../server/src/entities/addresses/addressEntity';
import { floorEntity } from '../server/src/entities/floors/floorEntity';
import { roomEntity } from '../server/src/entities/rooms/roomEntity';
import { tenantEntity } from '../server/src/entities/tenants/tenantEntity';

/**
 * The calls the property screens make (issue 9): reference autocompletes searching as the user
 * types, the first page of each property list in every ordering a grid header offers, and the
 * §2.2 filters of floors and rooms.
 */
const PROPERTY_LISTS = {
  addresses: addressEntity,
  floors: floorEntity,
  rooms: roomEntity,
  tenants: tenantEntity,
} as const;
type PropertyList = keyof typeof PROPERTY_LISTS;

/** What a user types into a reference field, keystroke by keystroke from the second character on. */
const TYPED: Record<PropertyList, string[]> = {
  addresses: ['st', 'sto', 'stor', 'storg', 'ma', 'mar', 'mark', 'pi', 'pil', 'gate', 'x9'],
  floors: ['gr', 'gro', 'grou', 'groun', '1s', '1st', 'flo', 'base'],
  rooms: ['h0', 'h02', 'h020', 'h0203', 'h01', 'h010', '03', 'x9'],
  tenants: ['ka', 'kar', 'kari', 'ha', 'han', 'hans', 'ol', 'ols', 'olsen', 'l-10', '+47', 'zz'],
};

const AUTOCOMPLETES: [PropertyList, string][] = Object.entries(TYPED).flatMap(([list, terms]) =>
  terms.map((term): [PropertyList, string] => [list as PropertyList, term]),
);

/** Every list with every ordering its grid can ask for, ascending and descending. */
const FIRST_PAGES: string[] = Object.entries(PROPERTY_LISTS).flatMap(([list, def]) =>
  Object.keys(def.orderable).flatMap((key) => [`${list}/?ordering=${key}`, `${list}/?ordering=-${key}`]),
);

const pick = <T>(items: readonly T[], i: number): T => items[(i * 7919) % items.length];

export function propertyScenarios(
  baseUrl: string,
  { auth, pools }: Awaited<ReturnType<typeof discover>>,
): Record<string, Call> {
  type Pool = (typeof pools)[number];
  const inCustomer = (p: Pool) => ({ ...auth, 'x-customer-id': String(p.customerId) });
  const inSite = (p: Pool) => ({ ...inCustomer(p), 'x-site-id': String(p.siteId) });
  const get = (path: string, headers: Record<string, string>) => request(baseUrl, 'GET', `/api/crm/${path}`, headers);
  const autocomplete = (i: number) => {
    const [list, term] = AUTOCOMPLETES[i % AUTOCOMPLETES.length];
    return `${list}/?search=${encodeURIComponent(term)}&page_size=20`;
  };
  return {
    'autocomplete (site)': (i) => get(autocomplete(i), inSite(pick(pools, i))),
    'autocomplete (customer)': (i) => get(autocomplete(i), inCustomer(pick(pools, i))),
    'property list, first page, any ordering (site)': (i) =>
      get(`${FIRST_PAGES[i % FIRST_PAGES.length]}&page_size=25`, inSite(pick(pools, i))),
    'property list, first page, any ordering (customer)': (i) =>
      get(`${FIRST_PAGES[i % FIRST_PAGES.length]}&page_size=25`, inCustomer(pick(pools, i))),
    'floors and rooms by outlet (§2.2 filters)': (i) => {
      const p = pick(pools, i);
      const filters = [
        `floors/?network=${pick(p.networkIds, i)}`,
        `rooms/?network=${pick(p.networkIds, i)}`,
        `floors/?interface_up=true`,
        `rooms/?interface_up=false`,
        `floors/?room=${pick(p.roomIds, i)}`,
        `rooms/?room=${pick(p.roomIds, i)}`,
        `floors/?interface_up=false&ordering=-name`,
        `rooms/?interface_up=true&ordering=floor`,
      ];
      return get(filters[i % filters.length], i % 2 === 0 ? inSite(p) : inCustomer(p));
    },
  };
}
