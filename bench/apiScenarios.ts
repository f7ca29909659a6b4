import { request, type Call } from './apiClient';
import { largeCustomers } from '../server/seed/large/largeNames';

/** Ids found in one site of each large customer, so calls spread over the data set. */
interface Pool {
  customerId: number;
  siteId: number;
  addressIds: number[];
  floorIds: number[];
  roomIds: number[];
  outletIds: number[];
  tenantIds: number[];
  networkIds: number[];
}

const LISTS = ['addresses', 'floors', 'rooms', 'tenants', 'networks', 'outlets'] as const;
const DEEP = ['outlets', 'rooms', 'tenants', 'networks', 'addresses'] as const;
export const SEARCHES = [
  'storgata',
  'kari',
  'hansen',
  'h0203',
  'emma hansen',
  'sagene',
  'markveien 12',
  'lofoten data',
  'beboer',
  'olsen lan',
  'storgta',
  'hansne',
  'pilestredt',
  'gr',
  'h0',
  'l-1000',
  'ground floor',
  'aurora',
];

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const pick = <T>(items: readonly T[], i: number): T => items[(i * 7919) % items.length];

export async function discover(baseUrl: string) {
  const login = await request(
    baseUrl,
    'POST',
    '/api/token/pair',
    {},
    { username: 'admin@example.com', password: 'admin123' },
  );
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const auth = { authorization: `Bearer ${login.body.access}` };
  const all = await request(baseUrl, 'GET', '/api/crm/customers/', auth);
  const customers = (all.body.data as { id: number; name: string }[]).filter((c) =>
    (largeCustomers as readonly string[]).includes(c.name),
  );
  if (customers.length === 0)
    throw new Error('the large customers are missing: run `npm run seed -- --scale large` on this DATA_DIR');
  const pools: Pool[] = [];
  const totals: Record<string, number> = {};
  for (const customer of customers) {
    const inCustomer = { ...auth, 'x-customer-id': String(customer.id) };
    const sites = await request(baseUrl, 'GET', '/api/crm/sites/?page_size=100', inCustomer);
    const siteId = pick(ids(sites.body.data ?? []), customer.id) as number;
    const inSite = { ...inCustomer, 'x-site-id': String(siteId) };
    const list = async (entity: string) =>
      (await request(baseUrl, 'GET', `/api/crm/${entity}/?page_size=100`, inSite)).body.data as { id: number }[];
    const [addresses, floors, rooms, outlets, tenants, networks] = await Promise.all(
      ['addresses', 'floors', 'rooms', 'outlets', 'tenants', 'networks'].map(list),
    );
    pools.push({
      customerId: customer.id,
      siteId,
      addressIds: ids(addresses),
      floorIds: ids(floors),
      roomIds: ids(rooms),
      outletIds: ids(outlets),
      tenantIds: ids(tenants),
      networkIds: ids(networks),
    });
    if (pools.length === 1) {
      for (const entity of DEEP)
        totals[entity] = (await request(baseUrl, 'GET', `/api/crm/${entity}/?page_size=1`, inCustomer)).body.total ?? 0;
    }
  }
  return { auth, pools, totals };
}

/** The endpoint kinds of the report, each a function of the request number. */
export function scenarios(
  baseUrl: string,
  { auth, pools, totals }: Awaited<ReturnType<typeof discover>>,
): Record<string, Call> {
  const inCustomer = (p: Pool) => ({ ...auth, 'x-customer-id': String(p.customerId) });
  const inSite = (p: Pool) => ({ ...inCustomer(p), 'x-site-id': String(p.siteId) });
  const get = (path: string, headers: Record<string, string>) => request(baseUrl, 'GET', path, headers);
  return {
    'list, first page (site)': (i) =>
      get(`/api/crm/${LISTS[i % LISTS.length]}/?page=1&page_size=25`, inSite(pick(pools, i))),
    'list, deep page (customer)': (i) => {
      const entity = DEEP[i % DEEP.length];
      const pages = Math.max(1, Math.floor(totals[entity] / 25));
      return get(
        `/api/crm/${entity}/?page_size=25&page=${Math.ceil(pages / 2) + (i % Math.ceil(pages / 2))}`,
        inCustomer(pick(pools, i)),
      );
    },
    'filtered list': (i) => {
      const p = pick(pools, i);
      const filters = [
        `outlets/?room_id=${pick(p.roomIds, i)}`,
        `rooms/?floor_id=${pick(p.floorIds, i)}`,
        `floors/?address_id=${pick(p.addressIds, i)}`,
        `outlets/?interface_up=false&site_id=${p.siteId}`,
        `networks/?tenant_id=${pick(p.tenantIds, i)}`,
        `outlets/?network_id=${pick(p.networkIds, i)}`,
        `outlets/?address_id=${pick(p.addressIds, i)}&ordering=-label`,
        `rooms/?kind=commercial&ordering=name`,
      ];
      return get(`/api/crm/${filters[i % filters.length]}`, inCustomer(p));
    },
    detail: (i) => {
      const p = pick(pools, i);
      const items = [
        `outlets/${pick(p.outletIds, i)}`,
        `rooms/${pick(p.roomIds, i)}`,
        `tenants/${pick(p.tenantIds, i)}`,
        `networks/${pick(p.networkIds, i)}`,
        `addresses/${pick(p.addressIds, i)}`,
        `floors/${pick(p.floorIds, i)}`,
      ];
      return get(`/api/crm/${items[i % items.length]}/`, inCustomer(p));
    },
    search: (i) =>
      get(`/api/search/?query=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`, inCustomer(pick(pools, i))),
    create: (i) => {
      const p = pick(pools, i);
      const bodies: [string, object][] = [
        ['tenants', { name: `Bench Tenant ${i}`, email: `bench${i}@example.net` }],
        ['rooms', { floor_id: pick(p.floorIds, i), name: `B${i}` }],
        ['outlets', { room_id: pick(p.roomIds, i), label: `B${i}-1`, switch_port: `bench ge-0/0/${i % 48}` }],
      ];
      const [entity, body] = bodies[i % bodies.length];
      return request(baseUrl, 'POST', `/api/crm/${entity}/`, inSite(p), body);
    },
  };
}
