import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { outlets } from '../../db/schema/outlets';
import { networks } from '../../db/schema/networks';
import { addresses, floors, rooms } from '../../db/schema/property';
import type { EntityDef, FieldError } from '../kit/entityDef';
import {
  dateTime,
  flag,
  idField,
  optionalRef,
  optionalText,
  readOnlyName,
  ref,
  text,
  namedRefSchema,
  timestamps,
} from '../../http/schemas';
import { requiredText, textOrNull, idOrNull } from '../kit/values';
import { addressName, floorName, roomName, namedRef } from '../../db/labels';
import { checkNetworkInSite, checkRef, loadRoomPlace } from '../kit/refs';
import { customerPart } from '../kit/rowScope';

const body = {
  room_id: ref('Room the outlet is in; its site, address and floor are taken from the room.'),
  label: text(50, 'Label printed on the outlet, e.g. "0.12-1".'),
  switch_port: optionalText(100, 'Switch and port it is patched to, e.g. "sw-a1 ge-0/0/12".'),
  network_id: optionalRef('Network (VLAN) of the same site the port is configured for.'),
  interface_up: flag('Operational state of the switch port (link up).'),
  description: optionalText(1000, 'Free text.'),
};

const filterOf = (column: AnyPgColumn, description: string) => ({ type: 'integer' as const, column, description });

export const outletEntity: EntityDef = {
  type: 'outlet',
  label: 'Outlet',
  path: '/outlets/',
  description:
    'A network outlet in a room, patched to a switch port; interface_changed_at is set by the server whenever interface_up changes.',
  table: outlets,
  idColumn: outlets.id,
  scope: { customer: outlets.customerId, site: outlets.siteId },
  fields: {
    id: outlets.id,
    site_id: outlets.siteId,
    address_id: outlets.addressId,
    address: namedRef(addresses.id, addressName),
    floor_id: outlets.floorId,
    floor: namedRef(floors.id, floorName),
    room_id: outlets.roomId,
    room: namedRef(rooms.id, roomName),
    label: outlets.label,
    switch_port: outlets.switchPort,
    network_id: outlets.networkId,
    network_name: networks.name,
    interface_up: outlets.interfaceUp,
    interface_changed_at: outlets.interfaceChangedAt,
    description: outlets.description,
    created_at: outlets.createdAt,
    modified_at: outlets.modifiedAt,
  },
  joins: (query) =>
    query
      .innerJoin(rooms, eq(rooms.id, outlets.roomId))
      .innerJoin(floors, eq(floors.id, outlets.floorId))
      .innerJoin(addresses, eq(addresses.id, outlets.addressId))
      .leftJoin(networks, eq(networks.id, outlets.networkId)),
  orderable: {
    id: outlets.id,
    label: outlets.label,
    switch_port: outlets.switchPort,
    interface_up: outlets.interfaceUp,
    interface_changed_at: outlets.interfaceChangedAt,
    room: rooms.name,
    floor: floors.name,
    address: addressName,
    network_name: networks.name,
  },
  defaultOrdering: 'label',
  searchColumns: [outlets.label, outlets.switchPort],
  filters: {
    address_id: filterOf(outlets.addressId, 'Only outlets at this address.'),
    floor_id: filterOf(outlets.floorId, 'Only outlets on this floor.'),
    room_id: filterOf(outlets.roomId, 'Only outlets in this room.'),
    network_id: filterOf(outlets.networkId, 'Only outlets configured for this network.'),
    address: filterOf(outlets.addressId, 'Same as address_id.'),
    floor: filterOf(outlets.floorId, 'Same as floor_id.'),
    room: filterOf(outlets.roomId, 'Same as room_id.'),
    network: filterOf(outlets.networkId, 'Same as network_id.'),
    interface_up: {
      type: 'boolean',
      column: outlets.interfaceUp,
      description: 'Only outlets whose port is up (true) or down (false).',
    },
  },
  dependents: [],
  writable: {
    room_id: 'roomId',
    label: 'label',
    switch_port: 'switchPort',
    network_id: 'networkId',
    interface_up: 'interfaceUp',
    description: 'description',
  },
  itemProperties: {
    id: idField,
    ...body,
    site_id: idField,
    address_id: idField,
    floor_id: idField,
    address: namedRefSchema('Address'),
    floor: namedRefSchema('Floor'),
    room: namedRefSchema('Room'),
    network_name: readOnlyName('Network name'),
    interface_changed_at: { ...dateTime('When interface_up last changed (read only).'), type: ['string', 'null'] },
    ...timestamps,
  },
  bodyProperties: body,
  requiredOnCreate: ['room_id', 'label'],
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    const label = requiredText(c.label, 'label', 'Label', errors);
    const room = await checkRef(
      'room_id',
      'Room',
      idOrNull(c.room_id),
      (id) => loadRoomPlace(tx, scope.customerId, id),
      errors,
    );
    const networkId = idOrNull(c.network_id);
    const sameSite = 'Network must belong to the same site as the room';
    await checkNetworkInSite(tx, scope.customerId, networkId, room?.siteId, errors, sameSite);
    if (errors.length > 0 || !room) return errors;
    const interfaceUp = c.interface_up ?? false;
    const changed = existing ? existing.interfaceUp !== interfaceUp : interfaceUp === true;
    return {
      siteId: room.siteId,
      addressId: room.addressId,
      floorId: room.floorId,
      roomId: room.id,
      label,
      switchPort: textOrNull(c.switch_port),
      networkId,
      interfaceUp,
      description: textOrNull(c.description),
      ...(changed ? { interfaceChangedAt: new Date() } : {}),
    };
  },
};
