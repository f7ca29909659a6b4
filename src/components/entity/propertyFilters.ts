import { type FilterChoice, interfaceUpChoices, type ListFilterDef, type RowLabel } from './listFilters';
import { sourceOf } from '../../core/entity/entityRegistry';

/*
 * The filters of the property lists (floors, rooms, and outlets later), requirements §2.2: address_id,
 * floor_id, room_id and their camelCase forms, and for these lists also address, floor, room, network
 * and interface_up. Shared here because features do not import each other.
 */

const refName = (value: unknown): string | undefined =>
  (value as { name?: unknown } | null)?.name as string | undefined;

/**
 * A floor as pickers and chips name it: "Moholt allé 3 · 2nd floor" (floor names repeat across addresses).
 * @example floorLabel({ id: 4, name: 'U1', address: { id: 2, name: 'Moholt allé 3' } }) // 'Moholt allé 3 · U1'
 */
export const floorLabel: RowLabel = (row) => {
  const address = refName(row.address);
  const name = String(row.name ?? `#${row.id}`);
  return address ? `${address} · ${name}` : name;
};

export const addressFilter: ListFilterDef = {
  param: 'address_id',
  aliases: ['addressId', 'address'],
  label: 'Address',
  reference: sourceOf('address'),
};

/** The floor filter as the rooms list names it on the server (floor_id). */
export const floorIdFilter: ListFilterDef = {
  param: 'floor_id',
  aliases: ['floorId', 'floor'],
  label: 'Floor',
  reference: { ...sourceOf('floor'), label: floorLabel },
};

export const roomIdFilter: ListFilterDef = {
  param: 'room_id',
  aliases: ['roomId', 'room'],
  label: 'Room',
  reference: sourceOf('room'),
};

/** address_id, floor_id and room_id of the lists whose rows are not on a floor (tenants, networks, wireless). */
export const placeFilters: readonly ListFilterDef[] = [addressFilter, floorIdFilter, roomIdFilter];

export const networkFilter: ListFilterDef = {
  param: 'network',
  aliases: ['network_id', 'networkId'],
  label: 'Network',
  reference: sourceOf('network'),
};

export const interfaceUpFilter: ListFilterDef = {
  param: 'interface_up',
  aliases: ['interfaceUp'],
  label: 'Interface',
  choices: interfaceUpChoices,
};

/** The uses of a room the server knows (its `kind`), as lists and forms name them. */
export const roomKindChoices: readonly FilterChoice[] = [
  { value: 'apartment', label: 'Apartment' },
  { value: 'office', label: 'Office' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'technical', label: 'Technical' },
  { value: 'common', label: 'Common area' },
  { value: 'storage', label: 'Storage' },
];

/** "common" → "Common area"; an unknown kind reads as it came. */
export function roomKindLabel(kind: unknown): string {
  return roomKindChoices.find((choice) => choice.value === kind)?.label ?? String(kind ?? '');
}
