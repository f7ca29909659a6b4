import { sql, type AnyColumn } from 'drizzle-orm';
import { rooms } from '../../db/schema/property';
import { roomOccupancies } from '../../db/schema/tenants';
import { outlets } from '../../db/schema/outlets';
import { qualified } from '../../db/qualified';
import type { ListFilter, RelatedRows } from './entityParts';

/**
 * The place filters of requirements §2.2 (address_id, floor_id, room_id) for lists whose rows are
 * not themselves on a floor: each keeps the rows with a related row at that place.
 */
function placeFilters(
  noun: string,
  related: RelatedRows,
  columns: { address: AnyColumn; floor: AnyColumn; room: AnyColumn },
): Record<'address_id' | 'floor_id' | 'room_id', ListFilter> {
  const filter = (column: AnyColumn, place: string): ListFilter => ({
    type: 'integer',
    column,
    exists: related,
    description: `Only ${noun} ${place}.`,
  });
  return {
    address_id: filter(columns.address, 'at this address'),
    floor_id: filter(columns.floor, 'on this floor'),
    room_id: filter(columns.room, 'in this room'),
  };
}

/** Tenants occupying a room at the place today or later (an ended occupancy no longer counts). */
export const tenantPlaceFilters = (tenantId: AnyColumn) =>
  placeFilters(
    'tenants occupying a room (today or later)',
    {
      table: roomOccupancies,
      owner: roomOccupancies.tenantId,
      listed: tenantId,
      through: { table: rooms, on: [rooms.id, roomOccupancies.roomId] },
      where: sql`(${qualified(roomOccupancies.endDate)} is null or ${qualified(roomOccupancies.endDate)} > current_date)`,
    },
    { address: rooms.addressId, floor: rooms.floorId, room: rooms.id },
  );

/** Rows whose network (`networkId`) an outlet at the place is configured for. */
export const networkPlaceFilters = (noun: string, networkId: AnyColumn) =>
  placeFilters(
    `${noun} configured on an outlet`,
    { table: outlets, owner: outlets.networkId, listed: networkId },
    { address: outlets.addressId, floor: outlets.floorId, room: outlets.roomId },
  );
