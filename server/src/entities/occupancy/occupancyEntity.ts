import { and, eq, ne, sql } from 'drizzle-orm';
import { addresses, floors, rooms } from '../../db/schema/property';
import { roomOccupancies, tenants } from '../../db/schema/tenants';
import { fieldError } from '../../http/httpErrors';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { idField, optionalDate, readOnlyName, ref, namedRefSchema, timestamps } from '../../http/schemas';
import { idOrNull } from '../kit/values';
import { addressName, floorName, namedRef, roomName } from '../../db/labels';
import { checkRef, loadTenant } from '../kit/refs';
import { occupancyRoutes } from './occupancyRoutes';
import { describePeriod, periodProblem, periodsOverlap, type Period } from './occupancyRules';
import { customerPart } from '../kit/rowScope';

const body = {
  tenant_id: ref('Tenant occupying the room; a tenant of the same site.'),
  start_date: optionalDate('First day of the occupancy (YYYY-MM-DD); null = since before records began.'),
  end_date: optionalDate(
    'Move-out day, exclusive (YYYY-MM-DD); null = until further notice. Must be after start_date.',
  ),
};

const isCurrent = sql<boolean>`((${roomOccupancies.startDate} is null or ${roomOccupancies.startDate} <= current_date)
  and (${roomOccupancies.endDate} is null or ${roomOccupancies.endDate} > current_date))`;

/** Locks the room row so two writers cannot both pass the overlap check for it. */
async function lockRoom(tx: Parameters<EntityDef['prepare']>[0], customerId: number, roomId: number) {
  const [room] = await tx
    .select({ id: rooms.id, siteId: rooms.siteId })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.customerId, customerId)))
    .for('no key update');
  return room ?? null;
}

/**
 * Room occupancy: changed and removed at /crm/rooms/occupancy/{id}/, listed and added below its
 * room (occupancyRoutes.ts).
 */
export const occupancyEntity: EntityDef = {
  type: 'room_occupancy',
  label: 'Room occupancy',
  path: '/rooms/occupancy/',
  operations: ['update', 'delete'],
  summaries: { update: 'Change an occupancy period', delete: 'Remove an occupancy period' },
  routes: occupancyRoutes,
  description: 'A period [start_date, end_date) in which a tenant occupies a room. Periods of one room never overlap.',
  table: roomOccupancies,
  idColumn: roomOccupancies.id,
  scope: { customer: roomOccupancies.customerId },
  fields: {
    id: roomOccupancies.id,
    room_id: roomOccupancies.roomId,
    room: namedRef(rooms.id, roomName),
    floor: namedRef(floors.id, floorName),
    address: namedRef(addresses.id, addressName),
    tenant_id: roomOccupancies.tenantId,
    tenant_name: tenants.name,
    start_date: roomOccupancies.startDate,
    end_date: roomOccupancies.endDate,
    is_current: isCurrent,
    created_at: roomOccupancies.createdAt,
    modified_at: roomOccupancies.modifiedAt,
  },
  joins: (query) =>
    query
      .innerJoin(rooms, eq(rooms.id, roomOccupancies.roomId))
      .innerJoin(floors, eq(floors.id, rooms.floorId))
      .innerJoin(addresses, eq(addresses.id, rooms.addressId))
      .innerJoin(tenants, eq(tenants.id, roomOccupancies.tenantId)),
  orderable: {
    id: roomOccupancies.id,
    start_date: roomOccupancies.startDate,
    end_date: roomOccupancies.endDate,
    room: rooms.name,
    tenant_name: tenants.name,
  },
  defaultOrdering: '-start_date',
  searchColumns: [],
  filters: {
    room_id: { type: 'integer', column: roomOccupancies.roomId },
    tenant_id: { type: 'integer', column: roomOccupancies.tenantId },
  },
  dependents: [],
  writable: { room_id: 'roomId', tenant_id: 'tenantId', start_date: 'startDate', end_date: 'endDate' },
  itemProperties: {
    id: idField,
    room_id: idField,
    ...body,
    tenant_name: readOnlyName('Tenant name'),
    room: namedRefSchema('Room'),
    floor: namedRefSchema('Floor'),
    address: namedRefSchema('Address'),
    is_current: { type: 'boolean', description: 'The period includes today (read only).' },
    ...timestamps,
  },
  bodyProperties: body,
  requiredOnCreate: ['tenant_id'],
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    const room = await lockRoom(tx, scope.customerId, c.room_id as number);
    if (!room) return [fieldError('room_id', `Room ${String(c.room_id)} does not exist in this customer`)];
    const tenant = await checkRef(
      'tenant_id',
      'Tenant',
      idOrNull(c.tenant_id),
      (id) => loadTenant(tx, scope.customerId, id),
      errors,
    );
    if (tenant && tenant.siteId !== room.siteId)
      errors.push(fieldError('tenant_id', 'Tenant must belong to the same site as the room'));
    const period: Period = {
      startDate: (c.start_date as string | null) ?? null,
      endDate: (c.end_date as string | null) ?? null,
    };
    const dateProblem = periodProblem(period);
    if (dateProblem) errors.push(fieldError('end_date', dateProblem));
    if (!dateProblem) {
      const others = await tx
        .select({ startDate: roomOccupancies.startDate, endDate: roomOccupancies.endDate, tenantName: tenants.name })
        .from(roomOccupancies)
        .innerJoin(tenants, eq(tenants.id, roomOccupancies.tenantId))
        .where(
          and(
            eq(roomOccupancies.roomId, room.id),
            existing ? ne(roomOccupancies.id, existing.id as number) : undefined,
          ),
        );
      const clash = others.find((other) => periodsOverlap(other, period));
      if (clash)
        errors.push(
          fieldError('start_date', `The room is already occupied by ${clash.tenantName} from ${describePeriod(clash)}`),
        );
    }
    if (errors.length > 0 || !tenant) return errors;
    return { roomId: room.id, tenantId: tenant.id, startDate: period.startDate, endDate: period.endDate };
  },
};
