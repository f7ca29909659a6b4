import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import { baseApi, type TagType } from '../api/baseApi';
import { selectActiveCustomer, selectActiveSite } from '../tenancy/tenancySlice';
import type { ChangeEvent } from '../../../rules/changeEvent';
import { isEntityType } from '../../../rules/entityTypes';
import { ENTITIES, nounOf } from '../entity/entityRegistry';
import type { alertReceived, changeReceived, deviceStateReceived, jobReceived } from './realtimeSlice';
import { toast } from '../notifications/toast';

type Tag = TagType | { type: TagType; id: number | 'LIST' };

/**
 * The tags a committed change makes stale: a create the entity's lists, an update or delete also the
 * item (its detail page and History), plus what the entity's own writes invalidate
 * (its `alsoStale` in the entity registry).
 * Example: `tagsForChange({entity: 'room', id: 7, action: 'update', …})` → Room 7, Room LIST, SiteStats, CustomerStats.
 */
export function tagsForChange(change: Pick<ChangeEvent, 'entity' | 'id' | 'action'>): Tag[] {
  // A frame from a newer server may name a type this build does not know.
  if (!isEntityType(change.entity)) return [];
  const { tag, alsoStale } = ENTITIES[change.entity];
  const own: Tag[] = [{ type: tag, id: 'LIST' }];
  if (change.action !== 'create') own.unshift({ type: tag, id: change.id });
  return [...own, ...alsoStale];
}

/** What one record is called in a sentence: 'room_occupancy' → 'occupancy period'. */
export function entityNoun(entity: string): string {
  return isEntityType(entity) ? nounOf(entity) : entity.replace(/_/g, ' ');
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

/** realtime/deviceStateReceived (superusers): the router's row in the list and its page, and its plan, are stale. */
export function* invalidateDeviceState(action: ReturnType<typeof deviceStateReceived>): SagaIterator {
  const id = action.payload.device_id;
  yield put(
    baseApi.util.invalidateTags([
      { type: 'MikrotikDevice', id },
      { type: 'MikrotikDevice', id: 'LIST' },
    ]),
  );
}

/**
 * realtime/jobReceived: a router's apply moved on (progress, done): its apply status refetches, and the
 * site's moves, whose applied or failed state follows the apply.
 */
export function* invalidateRouterJob(action: ReturnType<typeof jobReceived>): SagaIterator {
  const { kind, key } = action.payload;
  if (kind !== 'router-apply' || key === null || !/^\d+$/.test(key)) return;
  yield put(
    baseApi.util.invalidateTags([
      { type: 'MikrotikApply', id: Number(key) },
      { type: 'SiteMoves', id: 'LIST' },
    ]),
  );
}

/**
 * realtime/alertReceived: the alert lists of the active customer refetch; a critical alert that
 * opened there toasts (its summary names the site and what is down).
 */
export function* alertChanged(action: ReturnType<typeof alertReceived>): SagaIterator {
  const alert = action.payload;
  const customer: { id: number } | null = yield select(selectActiveCustomer);
  if (!customer || alert.customer_id !== customer.id) return;
  yield put(baseApi.util.invalidateTags([{ type: 'Alert', id: 'LIST' }]));
  if (alert.critical && alert.status === 'open')
    yield toast({ title: 'New alert', message: alert.summary, variant: 'error' });
}
