import {
  addressFilter,
  floorLabel,
  floorSource,
  interfaceUpFilter,
  networkFilter,
  roomSource,
} from '../../components/entity/propertyFilters';
import { siteFilter, type ListFilterDef } from '../../components/entity/listFilters';

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
    reference: { ...floorSource, label: floorLabel },
  },
  { param: 'room', aliases: ['room_id', 'roomId'], label: 'Room', reference: roomSource },
  networkFilter,
  interfaceUpFilter,
];

/** The filters the bar offers as fields; the others arrive by links. */
export const offeredFloorFilters = ['address_id', 'interface_up'] as const;
