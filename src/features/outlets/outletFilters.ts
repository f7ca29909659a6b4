import { siteFilter, type ListFilterDef } from '../../components/entity/listFilters';
import {
  addressFilter,
  floorIdFilter,
  interfaceUpFilter,
  networkFilter,
} from '../../components/entity/propertyFilters';
import { sourceOf } from '../../core/entity/entityRegistry';

/** The outlets list's filters (requirements §2.2, §4): site, address, floor, room, network, port state. */
export const outletFilters: readonly ListFilterDef[] = [
  siteFilter,
  addressFilter,
  floorIdFilter,
  { param: 'room_id', aliases: ['roomId', 'room'], label: 'Room', reference: sourceOf('room') },
  networkFilter,
  interfaceUpFilter,
];

/** The filters the bar offers as fields; the others arrive by links (a room's "View all"). */
export const offeredOutletFilters = ['address_id', 'floor_id', 'network', 'interface_up'] as const;
