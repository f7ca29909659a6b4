import type { Occupancy } from '../../../src/core/occupancy/occupancyTypes';
import type { Tenant } from '../../../src/features/tenants/tenantTypes';
import { type FakeReply, installFakeApi, type RecordedRequest } from '../../support/fakeApi';

/*
 * The tenants and room occupancy part of the HTTP contract in memory: tenant list (search, kind,
 * ordering, paging), item, create, update, delete; occupancy per room and per tenant, add (refusing
 * an overlap on start_date as the server does), change, remove; the rows pickers and chips read.
 */
const notFound: FakeReply = [404, { detail: 'Not found.' }];
const page = <T>(rows: T[], query: URLSearchParams): FakeReply => {
  const number = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 25);
  return [200, { data: rows.slice((number - 1) * size, number * size), total: rows.length }];
};

export const site = { id: 11, name: 'Harbour View' };
export const rooms = [
  { id: 31, name: 'H0101', floor: { id: 21, name: '1st floor' }, address: { id: 5, name: 'Storgata 1' }, site_id: 11 },
  { id: 32, name: 'H0102', floor: { id: 21, name: '1st floor' }, address: { id: 5, name: 'Storgata 1' }, site_id: 11 },
];

export function makeTenant(id: number, overrides: Partial<Tenant> = {}): Tenant {
  return {
    id,
    site_id: site.id,
    kind: 'person',
    name: `Tenant ${String(id).padStart(2, '0')}`,
    email: `tenant${id}@example.com`,
    phone: '+47 22 00 00 00',
    reference: `L-${id}`,
    can_delete: true,
    delete_blockers: [],
    created_at: '2026-01-05T10:00:00Z',
    modified_at: '2026-01-06T11:30:00Z',
    ...overrides,
  };
}

export function makeOccupancy(id: number, tenant: Tenant, overrides: Partial<Occupancy> = {}): Occupancy {
  const room = rooms[0];
  return {
    id,
    room_id: room.id,
    room: { id: room.id, name: room.name },
    floor: room.floor,
    address: room.address,
    tenant_id: tenant.id,
    tenant_name: tenant.name,
    start_date: '2025-01-01',
    end_date: null,
    is_current: true,
    created_at: '2025-01-01T08:00:00Z',
    modified_at: '2025-01-01T08:00:00Z',
    ...overrides,
  };
}

const overlaps = (a: Occupancy, start: string | null, end: string | null) =>
  (!a.start_date || !end || a.start_date < end) && (!start || !a.end_date || start < a.end_date);

export function createFakeTenantServer(initial: Tenant[], initialOccupancy: Occupancy[] = []) {
  const tenants = new Map(initial.map((tenant) => [tenant.id, { ...tenant }]));
  const occupancy = new Map(initialOccupancy.map((row) => [row.id, { ...row }]));
  let nextId = 500;
  const tenantOf = (request: RecordedRequest) => tenants.get(Number(request.params.id));
  const body = (request: RecordedRequest) => (request.body ?? {}) as Record<string, unknown>;

  const api = installFakeApi({
    'GET /api/crm/tenants/': (request) => {
      const search = (request.query.get('search') ?? '').toLowerCase();
      const kind = request.query.get('kind');
      const rows = [...tenants.values()]
        .filter((tenant) => (!search || tenant.name.toLowerCase().includes(search)) && (!kind || tenant.kind === kind))
        .sort((a, b) => a.name.localeCompare(b.name));
      return page(rows, request.query);
    },
    'GET /api/crm/tenants/:id/': (request) => {
      const tenant = tenantOf(request);
      return tenant ? [200, tenant] : notFound;
    },
    'POST /api/crm/tenants/': (request) => {
      const tenant = makeTenant(nextId++, { ...body(request), created_at: '2026-02-01T09:00:00Z' } as Partial<Tenant>);
      tenants.set(tenant.id, tenant);
      return [201, tenant];
    },
    'PATCH /api/crm/tenants/:id/': (request) => {
      const tenant = tenantOf(request);
      if (!tenant) return notFound;
      Object.assign(tenant, body(request));
      return [200, tenant];
    },
    'DELETE /api/crm/tenants/:id/': (request) => (tenants.delete(Number(request.params.id)) ? [204] : notFound),
    'GET /api/crm/tenants/:id/occupancy/': (request) =>
      page(
        [...occupancy.values()].filter((row) => row.tenant_id === Number(request.params.id)),
        request.query,
      ),
    'GET /api/crm/rooms/:id/occupancy/': (request) =>
      page(
        [...occupancy.values()].filter((row) => row.room_id === Number(request.params.id)),
        request.query,
      ),
    'POST /api/crm/rooms/:id/occupancy/': (request) => {
      const { tenant_id, start_date, end_date } = body(request) as Record<string, string | number | null>;
      const roomId = Number(request.params.id);
      const start = (start_date as string | null) ?? null;
      const end = (end_date as string | null) ?? null;
      const clash = [...occupancy.values()].find((row) => row.room_id === roomId && overlaps(row, start, end));
      if (clash) {
        const msg = `The room is already occupied by ${clash.tenant_name} from ${clash.start_date} until ${clash.end_date ?? 'further notice'}`;
        return [400, { detail: [{ loc: ['body', 'start_date'], msg }] }];
      }
      const tenant = tenants.get(Number(tenant_id)) ?? makeTenant(Number(tenant_id));
      const room = rooms.find((candidate) => candidate.id === roomId) ?? rooms[0];
      const row = makeOccupancy(nextId++, tenant, {
        room_id: room.id,
        room: { id: room.id, name: room.name },
        start_date: start,
        end_date: end,
      });
      occupancy.set(row.id, row);
      return [201, row];
    },
    'PATCH /api/crm/rooms/occupancy/:id/': (request) => {
      const row = occupancy.get(Number(request.params.id));
      if (!row) return notFound;
      Object.assign(row, body(request));
      row.is_current = !row.end_date || row.end_date > new Date().toISOString().slice(0, 10);
      return [200, row];
    },
    'DELETE /api/crm/rooms/occupancy/:id/': (request) =>
      occupancy.delete(Number(request.params.id)) ? [204] : notFound,
    'GET /api/crm/rooms/': (request) => page(rooms, request.query),
    'GET /api/crm/rooms/:id/': (request) => {
      const room = rooms.find((candidate) => candidate.id === Number(request.params.id));
      return room ? [200, room] : notFound;
    },
    'GET /api/crm/sites/:id/': () => [200, site],
    'GET /api/crm/networks/': (request) =>
      page([{ id: 71, name: 'Tenant LAN', vlan_id: 120, subnet: '10.1.20.0/24' }], request.query),
    'GET /api/crm/external-ips/': (request) => page([], request.query),
    'GET /api/crm/changes/': (request) =>
      page(
        [
          {
            id: 1,
            object_type: 'tenant',
            object_id: Number(request.query.get('object_id')),
            action: 'update',
            user_id: 2,
            user_email: 'staff@example.com',
            user_name: 'Sam Staff',
            before: { phone: '+47 11 11 11 11' },
            after: { phone: '+47 22 00 00 00' },
            created_at: '2026-01-06T11:30:00Z',
          },
        ],
        request.query,
      ),
  });

  return { ...api, tenants, occupancy, callsTo: (method: string, path: string) => api.requests(`${method} ${path}`) };
}

export type FakeTenantServer = ReturnType<typeof createFakeTenantServer>;
