import type { Site } from '../../../src/core/tenancy/siteTypes';

/*
 * An in-memory stand-in for the sites part of the HTTP contract behind a fake fetch, so the screens
 * are tested against the contract: list paging/ordering/search, detail, stats, create (JSON or
 * multipart), update, delete (409 while the site cannot be deleted), time zones, customer stats.
 */
type Reply = { status: number; body?: unknown };
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The raw multipart form, when the request was one. */
  form?: FormData;
}

const json = ({ status, body }: Reply) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound: Reply = { status: 404, body: { detail: 'Not found.' } };
export const TIMEZONES = ['Africa/Abidjan', 'America/New_York', 'Europe/Amsterdam', 'Europe/Berlin'];
export const SITE_STATS = { address_count: 4, floor_count: 12, room_count: 96, tenant_count: 81, user_count: 7 };
export const CUSTOMER_STATS = { site_count: 3, address_count: 9, floor_count: 30, room_count: 240, tenant_count: 201, user_count: 15 };

function listReply(sites: Site[], query: URLSearchParams): Reply {
  const search = (query.get('search') ?? '').toLowerCase();
  const ordering = query.get('ordering') ?? 'name';
  const field = ordering.replace(/^-/, '') as keyof Site;
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 25);
  const matching = sites
    .filter((site) => !search || site.name.toLowerCase().includes(search))
    .sort((a, b) => String(a[field]).localeCompare(String(b[field])) * (ordering.startsWith('-') ? -1 : 1));
  return { status: 200, body: { data: matching.slice((page - 1) * size, page * size), total: matching.length } };
}

export function createFakeSiteServer(initial: Site[] = []) {
  const sites = new Map(initial.map((site) => [site.id, { ...site }]));
  const overrides = new Map<string, Reply>();
  const calls: RecordedCall[] = [];
  let nextId = Math.max(100, ...sites.keys()) + 1;

  function route(method: string, path: string, query: URLSearchParams, body: any): Reply {
    if (path === '/api/core/timezones/') return { status: 200, body: { data: TIMEZONES } };
    if (/^\/api\/crm\/customers\/\d+\/stats\/$/.test(path)) return { status: 200, body: CUSTOMER_STATS };
    if (path === '/api/crm/sites/') {
      if (method === 'GET') return listReply([...sites.values()], query);
      if (method === 'POST') {
        if (!body?.name) return { status: 400, body: { detail: [{ loc: ['body', 'name'], msg: 'Site name is required' }] } };
        const now = new Date().toISOString();
        const site = { ...body, id: nextId++, customer_id: 1, can_delete: true, created_at: now, modified_at: now } as Site;
        if (typeof site.portal_logo === 'object' && site.portal_logo !== null) site.portal_logo = `/api/media/site-${site.id}.png`;
        sites.set(site.id, site);
        return { status: 201, body: site };
      }
    }
    const activate = /^\/api\/crm\/sites\/active\/(\d+)\/$/.exec(path);
    if (activate && method === 'PUT') {
      const chosen = sites.get(Number(activate[1]));
      return chosen ? { status: 200, body: { id: chosen.id, name: chosen.name, description: chosen.description, customer_id: 1 } } : notFound;
    }
    const match = /^\/api\/crm\/sites\/(\d+)\/(stats\/)?$/.exec(path);
    const site = match ? sites.get(Number(match[1])) : undefined;
    if (!match || !site) return notFound;
    if (match[2]) return method === 'GET' ? { status: 200, body: SITE_STATS } : notFound;
    if (method === 'GET') return { status: 200, body: site };
    if (method === 'PATCH') {
      Object.assign(site, body, { modified_at: new Date().toISOString() });
      return { status: 200, body: site };
    }
    if (method === 'DELETE') {
      if (!site.can_delete) return { status: 409, body: { detail: 'This site still has addresses and cannot be deleted.' } };
      sites.delete(site.id);
      return { status: 204 };
    }
    return { status: 405, body: { detail: 'Method not allowed' } };
  }

  async function readBody(request: Request): Promise<{ body: unknown; form?: FormData }> {
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      const body: Record<string, unknown> = {};
      form.forEach((value, key) => (body[key] = value));
      return { body, form };
    }
    const text = await request.text();
    return { body: text ? JSON.parse(text) : undefined };
  }

  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const { body, form } = await readBody(request);
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body, form });
    const key = `${request.method} ${url.pathname}`;
    return json(overrides.get(key) ?? route(request.method, url.pathname, url.searchParams, body));
  });

  return {
    fetch,
    calls,
    sites,
    /** Answer one method + path with exactly this status and body, e.g. reply('POST /api/crm/sites/', 400, {...}). */
    reply(key: string, status: number, body: unknown) {
      overrides.set(key, { status, body });
    },
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

export type FakeSiteServer = ReturnType<typeof createFakeSiteServer>;
