import { type FakeReply, installFakeApi, type RecordedRequest } from '../../support/fakeApi';

type Row = { id: number } & Record<string, unknown>;
const notFound: FakeReply = [404, { detail: 'Not found.' }];

/** Params that are paging, ordering or search, not a field filter. */
const NOT_FILTERS = new Set(['page', 'page_size', 'ordering', 'search']);

/** A page of rows as the server answers: field filters (address_id=5), `search` on the name, paging. */
function listReply(rows: Row[], query: URLSearchParams): FakeReply {
  const search = (query.get('search') ?? '').toLowerCase();
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 25);
  const matching = rows.filter(
    (row) =>
      [...query.entries()].every(([param, value]) => NOT_FILTERS.has(param) || String(row[param]) === value) &&
      (!search ||
        String(row.name ?? row.label)
          .toLowerCase()
          .includes(search)),
  );
  return [200, { data: matching.slice((page - 1) * size, page * size), total: matching.length }];
}

const TABLES = ['addresses', 'floors', 'rooms', 'outlets', 'changes'] as const;

/** The rows each collection starts with (typed items such as Floor, or plain rows). */
export type PropertyData = Partial<Record<(typeof TABLES)[number], readonly { id: number }[]>>;

/**
 * Addresses, floors, rooms, outlets and change records of one site in memory, as routes of the one
 * fake API: lists with field filters and search, item reads, and writes of floors and rooms.
 */
export function createFakePropertyServer(data: PropertyData = {}) {
  const tables: Record<string, Map<number, Row>> = {};
  for (const name of TABLES)
    tables[name] = new Map((data[name] ?? []).map((row): [number, Row] => [row.id, { ...row }]));
  let nextId = 500;
  const rowOf = (table: string, request: RecordedRequest) => tables[table].get(Number(request.params.id));
  const named = (table: string, id: unknown) => {
    const row = tables[table].get(Number(id));
    return row ? { id: row.id, name: row.name } : undefined;
  };
  /** A written row as the server reads it back: the names of what it refers to. */
  const complete = (row: Row): Row => {
    if (row.room_id !== undefined) {
      const room = tables.rooms.get(Number(row.room_id));
      Object.assign(row, { room: named('rooms', row.room_id), floor_id: room?.floor_id });
    }
    if (row.floor_id !== undefined) {
      const floor = tables.floors.get(Number(row.floor_id));
      Object.assign(row, { floor: named('floors', row.floor_id), address_id: floor?.address_id });
    }
    if (row.address_id !== undefined) row.address = named('addresses', row.address_id);
    return row;
  };

  const routes: Parameters<typeof installFakeApi>[0] = {
    'GET /api/crm/changes/': (request) => listReply([...tables.changes.values()].reverse(), request.query),
  };
  for (const table of ['addresses', 'floors', 'rooms', 'outlets']) {
    const path = `/api/crm/${table}/`;
    routes[`GET ${path}`] = (request) => listReply([...tables[table].values()], request.query);
    routes[`GET ${path}:id/`] = (request) => {
      const row = rowOf(table, request);
      return row ? [200, row] : notFound;
    };
    routes[`POST ${path}`] = (request) => {
      const row = complete({ ...(request.body as Record<string, unknown>), id: nextId++, can_delete: true } as Row);
      tables[table].set(row.id, row);
      return [201, row];
    };
    routes[`PATCH ${path}:id/`] = (request) => {
      const row = rowOf(table, request);
      if (!row) return notFound;
      return [200, complete(Object.assign(row, request.body))];
    };
    routes[`DELETE ${path}:id/`] = (request) => (tables[table].delete(Number(request.params.id)) ? [204] : notFound);
  }
  const api = installFakeApi(routes);

  return {
    tables,
    on: api.on,
    reply: api.reply,
    hold: api.hold,
    callsTo: (method: string, path: string) => api.requests(`${method} ${path}`),
    lastQuery: (path: string) => Object.fromEntries(api.requests(`GET ${path}`).at(-1)?.query ?? []),
  };
}

export type FakePropertyServer = ReturnType<typeof createFakePropertyServer>;
