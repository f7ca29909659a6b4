import type { ChangeRecord } from '../../../core/entity/changesApi';
import { ENTITIES, ENTITY_PAGES, type PagedEntityType, sourceOf } from '../../../core/entity/entityRegistry';
import type { ReferenceSource } from '../../../core/entity/referenceApi';
import { isEntityType } from '../../../../rules/entityTypes';

/**
 * The kinds whose objects this list links to, reading the name from the server when the record does
 * not carry it; other kinds read as text.
 */
const LINKED: readonly PagedEntityType[] = ['address', 'floor', 'room', 'tenant', 'site'];
const isLinked = (type: string): type is PagedEntityType => (LINKED as readonly string[]).includes(type);

export interface ChangedObject {
  label: string;
  /** the name the record itself carries (creates and deletes carry every field; updates the changed ones) */
  recordedName: string | null;
  /** where to read the name when the record does not carry it (only objects that still exist) */
  source?: ReferenceSource;
  /** the object's page; none for a deleted object or a kind without a page */
  path?: string;
}

const NAME_FIELDS = ['name', 'label', 'ssid', 'identity', 'tenant_name'];

function recordedName(change: ChangeRecord): string | null {
  const values = { ...change.before, ...change.after };
  const field = NAME_FIELDS.find((name) => typeof values[name] === 'string' && values[name] !== '');
  return field ? String(values[field]) : null;
}

/**
 * What a change touched, for the list of a user's changes: an occupancy record links to its room
 * when the record names the room; a deleted object has no page to open.
 * @example changedObject(roomUpdate) // { label: 'Room', recordedName: 'H0204', path: '/room/5', source: … }
 */
export function changedObject(change: ChangeRecord): ChangedObject {
  const type = change.object_type;
  const label = isEntityType(type) ? ENTITIES[type].label : type.replace(/_/g, ' ');
  const name = recordedName(change);
  if (change.action === 'delete') return { label, recordedName: name };
  if (type === 'room_occupancy') {
    const roomId = Number({ ...change.before, ...change.after }.room_id);
    return { label, recordedName: name, path: roomId > 0 ? ENTITY_PAGES.room(roomId) : undefined };
  }
  if (!isLinked(type)) return { label, recordedName: name };
  return { label, recordedName: name, source: sourceOf(type), path: ENTITY_PAGES[type](change.object_id) };
}
