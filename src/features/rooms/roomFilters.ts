import { siteFilter, type ListFilterDef } from '../../components/entity/listFilters';
import {
  addressFilter,
  floorIdFilter,
  interfaceUpFilter,
  networkFilter,
  roomKindChoices,
} from '../../components/entity/propertyFilters';
import { sourceOf } from '../../core/entity/entityRegistry';

/** The rooms list's filters (requirements §2.2); `room` (room_id) narrows the list to that one room. */
export const roomFilters: readonly ListFilterDef[] = [
  siteFilter,
  addressFilter,
  floorIdFilter,
  { param: 'room', aliases: ['room_id', 'roomId'], label: 'Room', reference: sourceOf('room') },
  { param: 'kind', label: 'Kind', choices: roomKindChoices },
  networkFilter,
  interfaceUpFilter,
];

/** The filters the bar offers as fields; the others arrive by links. */
export const offeredRoomFilters = ['address_id', 'floor_id', 'kind', 'interface_up'] as const;
