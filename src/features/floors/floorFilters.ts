import { addressFilter, floorLabel, interfaceUpFilter, networkFilter } from '../../components/entity/propertyFilters';
import { siteFilter, type ListFilterDef } from '../../components/entity/listFilters';
import { sourceOf } from '../../core/entity/entityRegistry';

/*
 * The floors list's filters (requirements §2.2). On this list the server's `floor` is the floor
 * itself and `room` the floor holding that room.
 */
export const floorFilters: readonly ListFilterDef[] = [
  siteFilter,
  addressFilter,
  {
    param: 'floor',
    aliases: ['floor_id', 'floorId'],
    label: 'Floor',
    reference: { ...sourceOf('floor'), label: floorLabel },
  },
  { param: 'room', aliases: ['room_id', 'roomId'], label: 'Room', reference: sourceOf('room') },
  networkFilter,
  interfaceUpFilter,
];

/** The filters the bar offers as fields; the others arrive by links. */
export const offeredFloorFilters = ['address_id', 'interface_up'] as const;
