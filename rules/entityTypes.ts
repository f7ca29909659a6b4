/**
 * Every kind of record Portico keeps, by the name the API, the change history and the realtime
 * channel give it. The server's entity definitions and the browser's entity registry are typed by
 * this list, so adding a name here makes the compiler point at every place that must learn it.
 */
export const ENTITY_TYPES = [
  'customer',
  'user',
  'site',
  'address',
  'floor',
  'room',
  'room_occupancy',
  'tenant',
  'network',
  'speed_limit',
  'external_ip',
  'wireless',
  'outlet',
  'doorbell',
  'doorbell_preset_message',
  'device',
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

/** Whether a string from outside (a URL, a frame) names an entity type. */
export function isEntityType(value: string): value is EntityType {
  return (ENTITY_TYPES as readonly string[]).includes(value);
}
