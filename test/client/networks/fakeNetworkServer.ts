import { type FakeReply, installFakeApi, type RecordedRequest } from '../../support/fakeApi';

type Row = { id: number } & Record<string, unknown>;
/** What a table starts with: typed items (Network) or plain rows. */
type Seed = { id: number } | Row;
const notFound: FakeReply = [404, { detail: 'Not found.' }];
const NOT_FILTERS = new Set(['page', 'page_size', 'ordering', 'search']);

/** A page of rows as the server answers: field filters, `search` on name/address/label, paging. */
function listReply(rows: Row[], query: URLSearchParams): FakeReply {
  const search = (query.get('search') ?? '').toLowerCase();
  const size = Number(query.get('page_size') ?? 25);
  const page = Number(query.get('page') ?? 1);
  const matching = rows.filter(
    (row) =>
      [...query.entries()].every(([param, value]) => NOT_FILTERS.has(param) || String(row[param]) === value) &&
      (!search ||
        String(row.name ?? row.address ?? row.label ?? row.ssid)
          .toLowerCase()
          .includes(search)),
  );
  return [200, { data: matching.slice((page - 1) * size, page * size), total: matching.length }];
}

/** Collection paths (below /api/crm/) of what the network screens read and write. */
const TABLES = {
  networks: 'networks/',
  speedLimits: 'networks/speedlimits/',
  externalIps: 'external-ips/',
  outlets: 'outlets/',
  wireless: 'wireless/',
  tenants: 'tenants/',
  sites: 'sites/',
  changes: 'changes/',
} as const;

export type NetworkData = Partial<Record<keyof typeof TABLES, readonly Seed[]>> & {
  /** GET /crm/networks/next-free/ */
  nextFree?: { vlan_id: number | null; subnet: string | null; gateway: string | null };
};

/** The network screens' collections in memory, as routes of the one fake API. */
export function createFakeNetworkServer(data: NetworkData = {}) {
  const tables: Record<string, Map<number, Row>> = {};
  for (const name of Object.keys(TABLES))
    tables[name] = new Map(
      (data[name as keyof typeof TABLES] ?? []).map((row): [number, Row] => [row.id, { ...row } as Row]),
    );
  let nextId = 500;
  const rowOf = (table: string, request: RecordedRequest) => tables[table].get(Number(request.params.id));

  const routes: Parameters<typeof installFakeApi>[0] = {
    'GET /api/crm/networks/next-free/': () => [200, data.nextFree ?? { vlan_id: null, subnet: null, gateway: null }],
  };
  for (const [table, collection] of Object.entries(TABLES)) {
    const path = `/api/crm/${collection}`;
    routes[`GET ${path}`] = (request) => listReply([...tables[table].values()], request.query);
    routes[`GET ${path}:id/`] = (request) => {
      const row = rowOf(table, request);
      return row ? [200, row] : notFound;
    };
    routes[`POST ${path}`] = (request) => {
      const row = { ...(request.body as Record<string, unknown>), id: nextId++, site_id: 1, can_delete: true } as Row;
      tables[table].set(row.id, row);
      return [201, row];
    };
    routes[`PATCH ${path}:id/`] = (request) => {
      const row = rowOf(table, request);
      return row ? [200, Object.assign(row, request.body)] : notFound;
    };
    routes[`DELETE ${path}:id/`] = (request) => (tables[table].delete(Number(request.params.id)) ? [204] : notFound);
  }
  // Later routes win: declared again last, so the item route "networks/:id/" does not answer it.
  const api = installFakeApi(routes);
  api.on('GET /api/crm/networks/next-free/', routes['GET /api/crm/networks/next-free/']);

  return {
    tables,
    reply: api.reply,
    callsTo: (method: string, path: string) => api.requests(`${method} ${path}`),
    lastQuery: (path: string) => Object.fromEntries(api.requests(`GET ${path}`).at(-1)?.query ?? []),
  };
}
