import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { doorbells, doorbellTargets } from '../../db/schema/doorbells';
import { addresses, rooms } from '../../db/schema/property';
import { tenants } from '../../db/schema/tenants';
import { fieldError } from '../../http/httpErrors';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { idField, optionalText, ref, text, namedRefSchema, timestamps } from '../../http/schemas';
import { requiredText, textOrNull, idOrNull } from '../kit/values';
import { addressName, namedRef } from '../../db/labels';
import { checkRef, loadAddress } from '../kit/refs';
import { idSchema } from '../../http/ids';
import { customerPart } from '../kit/rowScope';

const idList = (description: string) => ({
  type: 'array',
  items: idSchema,
  maxItems: 500,
  uniqueItems: true,
  description,
});

const body = {
  address_id: ref("Address whose entrance the doorbell is at; the doorbell belongs to that address's site."),
  name: text(100, 'Name shown to staff, e.g. "Main entrance".'),
  device_id: optionalText(100, 'Identifier of the intercom device (serial or MAC), unique in the customer.'),
  room_ids: idList('Rooms of the same address the doorbell rings.'),
  tenant_ids: idList('Tenants the doorbell rings directly (their contact numbers).'),
  description: optionalText(1000, 'Free text.'),
};

const targetIds = (column: AnyPgColumn) =>
  sql<
    number[]
  >`coalesce((select array_agg(${column} order by ${column}) from ${doorbellTargets} where ${doorbellTargets.doorbellId} = ${doorbells.id} and ${column} is not null), '{}')`;

function missingIds(found: { id: number }[], wanted: number[]) {
  const present = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !present.has(id));
}

export const doorbellEntity: EntityDef = {
  type: 'doorbell',
  label: 'Doorbell',
  path: '/doorbells/',
  description: 'A door station at an address entrance that rings a set of rooms and/or tenants.',
  table: doorbells,
  idColumn: doorbells.id,
  scope: { customer: doorbells.customerId, site: doorbells.siteId },
  fields: {
    id: doorbells.id,
    site_id: doorbells.siteId,
    address_id: doorbells.addressId,
    address: namedRef(addresses.id, addressName),
    name: doorbells.name,
    device_id: doorbells.deviceId,
    room_ids: targetIds(doorbellTargets.roomId),
    tenant_ids: targetIds(doorbellTargets.tenantId),
    description: doorbells.description,
    created_at: doorbells.createdAt,
    modified_at: doorbells.modifiedAt,
  },
  joins: (query) => query.innerJoin(addresses, eq(addresses.id, doorbells.addressId)),
  orderable: { id: doorbells.id, name: doorbells.name, device_id: doorbells.deviceId, address: addressName },
  defaultOrdering: 'name',
  searchColumns: [doorbells.name, doorbells.deviceId],
  filters: {
    address_id: { type: 'integer', column: doorbells.addressId, description: 'Only doorbells at this address.' },
  },
  dependents: [],
  writable: {
    address_id: 'addressId',
    name: 'name',
    device_id: 'deviceId',
    room_ids: null,
    tenant_ids: null,
    description: 'description',
  },
  itemProperties: {
    id: idField,
    ...body,
    site_id: idField,
    address: namedRefSchema('Address'),
    ...timestamps,
  },
  bodyProperties: body,
  requiredOnCreate: ['address_id', 'name'],
  uniqueErrors: {
    doorbells_customer_device_key: fieldError('device_id', 'Another doorbell already uses this device id'),
  },
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
    const deviceId = textOrNull(c.device_id);
    if (deviceId) {
      const [clash] = await tx
        .select({ id: doorbells.id })
        .from(doorbells)
        .where(
          and(
            eq(doorbells.customerId, scope.customerId),
            eq(doorbells.deviceId, deviceId),
            existing ? ne(doorbells.id, existing.id as number) : undefined,
          ),
        );
      if (clash) errors.push(fieldError('device_id', 'Another doorbell already uses this device id'));
    }
    const roomIds = (c.room_ids as number[] | undefined) ?? [];
    if (address && roomIds.length > 0) {
      const found = await tx
        .select({ id: rooms.id })
        .from(rooms)
        .where(
          and(inArray(rooms.id, roomIds), eq(rooms.customerId, scope.customerId), eq(rooms.addressId, address.id)),
        );
      const missing = missingIds(found, roomIds);
      if (missing.length > 0)
        errors.push(fieldError('room_ids', `Rooms ${missing.join(', ')} do not exist at this address`));
    }
    const tenantIds = (c.tenant_ids as number[] | undefined) ?? [];
    if (tenantIds.length > 0) {
      const found = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(inArray(tenants.id, tenantIds), eq(tenants.customerId, scope.customerId)));
      const missing = missingIds(found, tenantIds);
      if (missing.length > 0)
        errors.push(fieldError('tenant_ids', `Tenants ${missing.join(', ')} do not exist in this customer`));
    }
    if (errors.length > 0 || !address) return errors;
    return { siteId: address.siteId, addressId: address.id, name, deviceId, description: textOrNull(c.description) };
  },
  async afterWrite(tx, _scope, id, c) {
    await tx.delete(doorbellTargets).where(eq(doorbellTargets.doorbellId, id));
    const rows = [
      ...((c.room_ids as number[] | undefined) ?? []).map((roomId) => ({ doorbellId: id, roomId })),
      ...((c.tenant_ids as number[] | undefined) ?? []).map((tenantId) => ({ doorbellId: id, tenantId })),
    ];
    if (rows.length > 0) await tx.insert(doorbellTargets).values(rows);
  },
};
