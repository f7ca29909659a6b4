import type { ChangeRecord } from '../../../core/entity/changesApi';
import type { ReferenceSource } from '../../../core/entity/referenceApi';
import { paths } from '../../../core/paths';

/** How a change record's object reads, and where its page is when the console has one. */
interface ChangedObjectKind {
  label: string;
  /** the object's collection, to read its name when the record does not carry it */
  source?: ReferenceSource;
  page?: (id: number) => string;
}

const KINDS: Record<string, ChangedObjectKind> = {
  address: { label: 'Address', source: { path: '/crm/addresses/', tag: 'Address' }, page: paths.address },
  floor: { label: 'Floor', source: { path: '/crm/floors/', tag: 'Floor' }, page: paths.floor },
  room: { label: 'Room', source: { path: '/crm/rooms/', tag: 'Room' }, page: paths.room },
  tenant: { label: 'Tenant', source: { path: '/crm/tenants/', tag: 'Tenant' }, page: paths.tenant },
  site: { label: 'Site', source: { path: '/crm/sites/', tag: 'Site' }, page: paths.siteDetail },
  room_occupancy: { label: 'Occupancy' },
  network: { label: 'Network' },
  speed_limit: { label: 'Speed limit' },
  external_ip: { label: 'External IP' },
  wireless: { label: 'Wireless network' },
  outlet: { label: 'Outlet' },
  doorbell: { label: 'Doorbell' },
  doorbell_preset_message: { label: 'Preset message' },
};

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
  const kind = KINDS[change.object_type] ?? { label: change.object_type.replace(/_/g, ' ') };
  const name = recordedName(change);
  if (change.action === 'delete') return { label: kind.label, recordedName: name };
  if (change.object_type === 'room_occupancy') {
    const roomId = Number({ ...change.before, ...change.after }.room_id);
    return { label: kind.label, recordedName: name, path: roomId > 0 ? paths.room(roomId) : undefined };
  }
  return { label: kind.label, recordedName: name, source: kind.source, path: kind.page?.(change.object_id) };
}
