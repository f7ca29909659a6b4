import { eq, sql } from 'drizzle-orm';
import { addresses, floors, rooms } from '../../db/schema/property';
import { outlets } from '../../db/schema/outlets';
import { fieldError } from '../../http/httpErrors';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { idField, integer, ref, text, namedRefSchema, timestamps } from '../../http/schemas';
import { requiredText, idOrNull } from '../kit/values';
import { addressName, namedRef } from '../../db/labels';
import { checkRef, loadAddress } from '../kit/refs';
import { customerPart } from '../kit/rowScope';

const body = {
  address_id: ref('Address (building) the floor is in; may change to another address of the same site, rooms follow.'),
  name: text(100, 'Name, e.g. "Ground floor" or "U1".'),
  level: integer('Storey number for ordering: 0 ground floor, negative basements.', -20, 200),
};

/** A related table's rows on the listed floor, for filters by what the floor holds. */
const onFloor = (table: typeof rooms | typeof outlets) => ({ table, owner: table.floorId });

export const floorEntity: EntityDef = {
  type: 'floor',
  label: 'Floor',
  path: '/floors/',
  description: 'A storey of an address. `address` carries the address id and name for breadcrumbs.',
  table: floors,
  idColumn: floors.id,
  scope: { customer: floors.customerId, site: floors.siteId },
  fields: {
    id: floors.id,
    site_id: floors.siteId,
    address_id: floors.addressId,
    address: namedRef(addresses.id, addressName),
    name: floors.name,
    level: floors.level,
    created_at: floors.createdAt,
    modified_at: floors.modifiedAt,
  },
  joins: (query) => query.innerJoin(addresses, eq(addresses.id, floors.addressId)),
  orderable: { id: floors.id, name: floors.name, level: floors.level, address: addressName },
  defaultOrdering: 'level',
  // The room form's floor picker is searched by address too ("Moholt 12 · 2").
  searchColumns: [
    floors.name,
    sql`(select ${addressName} from ${addresses} where ${addresses.id} = ${floors.addressId})`,
  ],
  filters: {
    address_id: { type: 'integer', column: floors.addressId, description: 'Only floors of this address.' },
    address: { type: 'integer', column: floors.addressId, description: 'Same as address_id.' },
    floor: { type: 'integer', column: floors.id, description: 'Only this floor.' },
    room: {
      type: 'integer',
      column: rooms.id,
      exists: onFloor(rooms),
      description: 'Only the floor holding this room.',
    },
    network: {
      type: 'integer',
      column: outlets.networkId,
      exists: onFloor(outlets),
      description: 'Only floors with an outlet configured for this network.',
    },
    interface_up: {
      type: 'boolean',
      column: outlets.interfaceUp,
      exists: onFloor(outlets),
      description: 'Only floors with an outlet whose port is up (true) or down (false).',
    },
  },
  dependents: [{ table: rooms, column: rooms.floorId, noun: ['room', 'rooms'] }],
  writable: { address_id: 'addressId', name: 'name', level: 'level' },
  itemProperties: { id: idField, site_id: idField, ...body, address: namedRefSchema('Address'), ...timestamps },
  bodyProperties: body,
  requiredOnCreate: ['address_id', 'name'],
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    const name = requiredText(c.name, 'name', 'Name', errors);
    const address = await checkRef(
      'address_id',
      'Address',
      idOrNull(c.address_id),
      (id) => loadAddress(tx, scope.customerId, id),
      errors,
    );
    if (address && existing && address.siteId !== existing.siteId)
      errors.push(fieldError('address_id', 'A floor can only move to an address of the same site'));
    if (errors.length > 0 || !address) return errors;
    return { siteId: address.siteId, addressId: address.id, name, level: c.level ?? 0 };
  },
  async afterWrite(tx, _scope, id, _candidate, existing, values) {
    // Rooms and outlets repeat the address id for filtering: they follow a floor to another
    // address. A new floor has none yet.
    if (!existing || !values || existing.addressId === values.addressId) return;
    const addressId = values.addressId as number;
    await tx.update(rooms).set({ addressId }).where(eq(rooms.floorId, id));
    await tx.update(outlets).set({ addressId }).where(eq(outlets.floorId, id));
  },
};
