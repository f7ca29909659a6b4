import type { Site } from '../../../src/core/tenancy/siteTypes';
import { type FakeReply, installFakeApi, type RecordedRequest } from '../../support/fakeApi';

/*
 * The sites part of the HTTP contract in memory, as routes of the one fake API, so the screens are
 * tested against the contract: list paging/ordering/search, detail, stats, create (JSON or multipart),
 * update, delete (409 while the site cannot be deleted), activation, time zones, customer stats.
 */
const notFound: FakeReply = [404, { detail: 'Not found.' }];
export const TIMEZONES = ['Africa/Abidjan', 'America/New_York', 'Europe/Amsterdam', 'Europe/Berlin'];
export const SITE_STATS = { address_count: 4, floor_count: 12, room_count: 96, tenant_count: 81, user_count: 7 };
export const CUSTOMER_STATS = {
  site_count: 3,
  address_count: 9,
  floor_count: 30,
  room_count: 240,
  tenant_count: 201,
  user_count: 15,
};

function listReply(sites: Site[], query: URLSearchParams): FakeReply {
  const search = (query.get('search') ?? '').toLowerCase();
  const ordering = query.get('ordering') ?? 'name';
  const field = ordering.replace(/^-/, '') as keyof Site;
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 25);
  const matching = sites
    .filter((site) => !search || site.name.toLowerCase().includes(search))
    .sort((a, b) => String(a[field]).localeCompare(String(b[field])) * (ordering.startsWith('-') ? -1 : 1));
  return [200, { data: matching.slice((page - 1) * size, page * size), total: matching.length }];
}

const NUMBER_FIELDS = new Set([
  'gps_latitude',
  'gps_longitude',
  'netmask',
  'unifi_id',
  'oepl_ap_id',
  'guest_wifi_id',
  'tenant_min_vlan_id',
  'tenant_max_vlan_id',
]);

/** A multipart body read as the server reads it: empty parts are null, number fields numbers. */
function fromMultipart(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (value === '') return [key, null];
      return [key, NUMBER_FIELDS.has(key) && typeof value === 'string' ? Number(value) : value];
    }),
  );
}

export function createFakeSiteServer(initial: Site[] = []) {
  const sites = new Map(initial.map((site) => [site.id, { ...site }]));
  let nextId = Math.max(100, ...sites.keys()) + 1;
  const siteOf = (request: RecordedRequest) => sites.get(Number(request.params.id));
  const bodyOf = (request: RecordedRequest) =>
    (request.form ? fromMultipart(request.body as Record<string, unknown>) : request.body) as Partial<Site> | undefined;

  const api = installFakeApi({
    'GET /api/core/timezones/': () => [200, { data: TIMEZONES }],
    'GET /api/crm/customers/:id/stats/': () => [200, CUSTOMER_STATS],
    'GET /api/crm/sites/': (request) => listReply([...sites.values()], request.query),
    'POST /api/crm/sites/': (request) => {
      const body = bodyOf(request);
      if (!body?.name) return [400, { detail: [{ loc: ['body', 'name'], msg: 'Site name is required' }] }];
      const now = new Date().toISOString();
      const site = {
        ...body,
        id: nextId++,
        customer_id: 1,
        can_delete: true,
        created_at: now,
        modified_at: now,
      } as Site;
      if (typeof site.portal_logo === 'object' && site.portal_logo !== null)
        site.portal_logo = `/api/media/site-${site.id}.png`;
      sites.set(site.id, site);
      return [201, site];
    },
    'PUT /api/crm/sites/active/:id/': (request) => {
      const chosen = siteOf(request);
      return chosen
        ? [200, { id: chosen.id, name: chosen.name, description: chosen.description, customer_id: 1 }]
        : notFound;
    },
    'GET /api/crm/sites/:id/': (request) => {
      const site = siteOf(request);
      return site ? [200, site] : notFound;
    },
    'GET /api/crm/sites/:id/stats/': (request) => (siteOf(request) ? [200, SITE_STATS] : notFound),
    'PATCH /api/crm/sites/:id/': (request) => {
      const site = siteOf(request);
      if (!site) return notFound;
      Object.assign(site, bodyOf(request), { modified_at: new Date().toISOString() });
      return [200, site];
    },
    'DELETE /api/crm/sites/:id/': (request) => {
      const site = siteOf(request);
      if (!site) return notFound;
      if (!site.can_delete) return [409, { detail: 'This site still has addresses and cannot be deleted.' }];
      sites.delete(site.id);
      return [204];
    },
  });

  return {
    calls: api.calls,
    sites,
    /** Answer one method + path with exactly this status and body, e.g. reply('POST /api/crm/sites/', 400, {...}). */
    reply: api.reply,
    callsTo: (method: string, path: string) => api.requests(`${method} ${path}`),
  };
}

export type FakeSiteServer = ReturnType<typeof createFakeSiteServer>;
