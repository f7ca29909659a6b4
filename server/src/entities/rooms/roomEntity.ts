import { eq, sql } from 'drizzle-orm';
import { addresses, floors, roomKinds, rooms } from '../../db/schema/property';
import { roomOccupancies, tenants } from '../../db/schema/tenants';
import { outlets } from '../../db/schema/outlets';
import { doorbellTargets } from '../../db/schema/doorbells';
import { fieldError } from '../../http/httpErrors';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { choice, idField, readOnlyName, ref, text, namedRefSchema, timestamps } from '../../http/schemas';
import { requiredText, idOrNull } from '../kit/values';
import { addressName, floorName, namedRef } from '../../db/labels';
import { loadFloor, checkRef } from '../kit/refs';
import { customerPart } from '../kit/rowScope';
import { ownTableOrdering } from '../kit/ownTableOrdering';
import { qualified } from '../../db/qualified';

const body = {
  floor_id: ref('Floor the room is on; may change to a floor of the same site, outlets follow.'),
  name: text(100, 'Door number or name as written on the door, e.g. "H0203".'),
  kind: choice(roomKinds, 'Use of the room.'),
};

const occupancy = {
  room: qualified(roomOccupancies.roomId),
  tenant: qualified(roomOccupancies.tenantId),
  start: qualified(roomOccupancies.startDate),
  end: qualified(roomOccupancies.endDate),
};

/**
 * A column of the tenant occupying the room today (half-open periods, open ends; the latest start
 * wins), for the list's tenant columns. One subquery per column, every column qualified: the name
 * also orders a page found on rooms alone (ownTableOrdering).
 */
const currentTenant = <T>(column: typeof tenants.id | typeof tenants.name) => sql<T | null>`(select ${qualified(column)}
  from ${roomOccupancies} join ${tenants} on ${qualified(tenants.id)} = ${occupancy.tenant}
  where ${occupancy.room} = ${qualified(rooms.id)}
    and (${occupancy.start} is null or ${occupancy.start} <= current_date)
    and (${occupancy.end} is null or ${occupancy.end} > current_date)
  order by ${occupancy.start} desc nulls last limit 1)`;

/** The outlets in the listed room, for filters by network and port state. */
const inRoom = { table: outlets, owner: outlets.roomId };

export const roomEntity: EntityDef = {
  type: 'room',
  label: 'Room',
  path: '/rooms/',
  description:
    "A room (apartment, office, technical room…) on a floor. `floor` and `address` carry ids and names for breadcrumbs; current_tenant_* name today's occupant.",
  table: rooms,
  idColumn: rooms.id,
  scope: { customer: rooms.customerId, site: rooms.siteId },
  fields: {
    id: rooms.id,
    site_id: rooms.siteId,
    address_id: rooms.addressId,
    address: namedRef(addresses.id, addressName),
    floor_id: rooms.floorId,
    // requirements §3: the floor with its address, as a floor reads on its own
    floor: {
      ...namedRef(floors.id, floorName),
      address_id: floors.addressId,
      address: namedRef(addresses.id, addressName),
    },
    name: rooms.name,
    kind: rooms.kind,
    current_tenant_id: currentTenant<number>(tenants.id),
    current_tenant_name: currentTenant<string>(tenants.name),
    created_at: rooms.createdAt,
    modified_at: rooms.modifiedAt,
  },
  joins: (query) =>
    query.innerJoin(floors, eq(floors.id, rooms.floorId)).innerJoin(addresses, eq(addresses.id, rooms.addressId)),
  orderable: {
    id: rooms.id,
    name: rooms.name,
    kind: rooms.kind,
    floor: floors.name,
    address: addressName,
    current_tenant_name: ownTableOrdering(currentTenant(tenants.name)),
  },
  defaultOrdering: 'name',
  searchColumns: [rooms.name],
  filters: {
    address_id: { type: 'integer', column: rooms.addressId, description: 'Only rooms at this address.' },
    floor_id: { type: 'integer', column: rooms.floorId, description: 'Only rooms on this floor.' },
    address: { type: 'integer', column: rooms.addressId, description: 'Same as address_id.' },
    floor: { type: 'integer', column: rooms.floorId, description: 'Same as floor_id.' },
    kind: { type: 'string', column: rooms.kind, description: 'Only rooms of this kind.' },
    room: { type: 'integer', column: rooms.id, description: 'Only this room.' },
    network: {
      type: 'integer',
      column: outlets.networkId,
      exists: inRoom,
      description: 'Only rooms with an outlet configured for this network.',
    },
    interface_up: {
      type: 'boolean',
      column: outlets.interfaceUp,
      exists: inRoom,
      description: 'Only rooms with an outlet whose port is up (true) or down (false).',
    },
  },
  dependents: [
    { table: outlets, column: outlets.roomId, noun: ['outlet', 'outlets'] },
    { table: roomOccupancies, column: roomOccupancies.roomId, noun: ['occupancy record', 'occupancy records'] },
    { table: doorbellTargets, column: doorbellTargets.roomId, noun: ['doorbell', 'doorbells'] },
  ],
  writable: { floor_id: 'floorId', name: 'name', kind: 'kind' },
  itemProperties: {
    id: idField,
    site_id: idField,
    address_id: idField,
    ...body,
    address: namedRefSchema('Address'),
    floor: {
      ...namedRefSchema('Floor'),
      description: 'Floor id and name with its address id and name (read only, for breadcrumbs)',
      properties: {
        ...namedRefSchema('Floor').properties,
        address_id: idField,
        address: namedRefSchema('Address'),
      },
    },
    current_tenant_id: { type: ['integer', 'null'], description: 'Tenant occupying the room today (read only).' },
    current_tenant_name: readOnlyName('Name of that tenant'),
    ...timestamps,
  },
  bodyProperties: body,
  requiredOnCreate: ['floor_id', 'name'],
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    const name = requiredText(c.name, 'name', 'Name', errors);
    const floor = await checkRef(
      'floor_id',
      'Floor',
      idOrNull(c.floor_id),
      (id) => loadFloor(tx, scope.customerId, id),
      errors,
    );
    if (floor && existing && floor.siteId !== existing.siteId)
      errors.push(fieldError('floor_id', 'A room can only move to a floor of the same site'));
    if (errors.length > 0 || !floor) return errors;
    return { siteId: floor.siteId, addressId: floor.addressId, floorId: floor.id, name, kind: c.kind ?? 'apartment' };
  },
  async afterWrite(tx, _scope, id, _candidate, existing, values) {
    // Outlets repeat their room's floor and address for filtering: they follow a room to another
    // floor. A new room has no outlets yet.
    if (!existing || !values || existing.floorId === values.floorId) return;
    await tx
      .update(outlets)
      .set({ floorId: values.floorId as number, addressId: values.addressId as number })
      .where(eq(outlets.roomId, id));
  },
};
