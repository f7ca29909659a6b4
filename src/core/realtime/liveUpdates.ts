import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import { baseApi, type TagType } from '../api/baseApi';
import { selectActiveCustomer, selectActiveSite } from '../tenancy/tenancySlice';
import type { ChangeEvent } from '../../../rules/changeEvent';
import type { changeReceived } from './realtimeSlice';

type Tag = TagType | { type: TagType; id: number | 'LIST' };

interface EntityTags {
  tag: TagType;
  /** what else shows this entity's data, as the entity's own writes invalidate it (features' *Api.ts) */
  also?: TagType[];
}

/** The change record's object_type → the RTK Query tags of its data. */
const ENTITY_TAGS: Record<string, EntityTags> = {
  address: { tag: 'Address', also: ['SiteStats', 'CustomerStats'] },
  floor: { tag: 'Floor', also: ['Room', 'SiteStats', 'CustomerStats'] },
  room: { tag: 'Room', also: ['SiteStats', 'CustomerStats'] },
  // An occupancy event names the period, not its room or tenant: every list of periods is refetched.
  room_occupancy: { tag: 'RoomOccupancy', also: ['RoomOccupancy', 'TenantOccupancy', 'Room', 'Tenant'] },
  tenant: { tag: 'Tenant', also: ['SiteStats', 'CustomerStats', 'Room', 'TenantOccupancy', 'RoomOccupancy'] },
  network: { tag: 'Network', also: ['ExternalIp'] },
  speed_limit: { tag: 'SpeedLimit', also: ['Network'] },
  external_ip: { tag: 'ExternalIp', also: ['Network'] },
  wireless: { tag: 'Wireless' },
  outlet: { tag: 'Outlet' },
  doorbell: { tag: 'Doorbell' },
  doorbell_preset_message: { tag: 'PresetMessage' },
  site: { tag: 'Site', also: ['SiteStats', 'CustomerStats'] },
};

/**
 * The tags a committed change makes stale: a create the entity's lists, an update or delete also the
 * item (its detail page and History), plus what the entity's own writes invalidate.
 * Example: `tagsForChange({entity: 'room', id: 7, action: 'update', …})` → Room 7, Room LIST, SiteStats, CustomerStats.
 */
export function tagsForChange(change: Pick<ChangeEvent, 'entity' | 'id' | 'action'>): Tag[] {
  const entity = ENTITY_TAGS[change.entity];
  if (!entity) return [];
  const own: Tag[] = [{ type: entity.tag, id: 'LIST' }];
  if (change.action !== 'create') own.unshift({ type: entity.tag, id: change.id });
  return [...own, ...(entity.also ?? [])];
}

/** What one record is called in a sentence: 'room_occupancy' → 'occupancy period'. */
export function entityNoun(entity: string): string {
  const nouns: Record<string, string> = {
    room_occupancy: 'occupancy period',
    speed_limit: 'speed limit',
    external_ip: 'external IP',
    wireless: 'wireless network',
    doorbell_preset_message: 'preset message',
  };
  return nouns[entity] ?? entity.replace(/_/g, ' ');
}

/** realtime/changeReceived: refetch what is on screen of the active customer (and site) that the change touched. */
export function* invalidateChanged(action: ReturnType<typeof changeReceived>): SagaIterator {
  const change = action.payload;
  const customer: { id: number } | null = yield select(selectActiveCustomer);
  const site: { id: number } | null = yield select(selectActiveSite);
  if (!customer || change.customer_id !== customer.id) return;
  if (change.site_id !== null && site && change.site_id !== site.id && change.entity !== 'site') return;
  const tags = tagsForChange(change);
  if (tags.length > 0) yield put(baseApi.util.invalidateTags(tags));
}
