import { baseApi } from '../api/baseApi';
import type { ListParams } from '../entity/listTypes';
import { ENTITIES, type BulkName } from '../entity/entityRegistry';
import type { EntityType } from '../../../rules/entityTypes';

export type BulkAction = 'edit' | 'delete';
type Values = Record<string, unknown>;

/** The rows of a bulk edit: the selected ones, or every row the list's search and filters match. */
export type BulkSelection = { ids: number[] } | { filter: ListParams };

export interface BulkRequest {
  entity: BulkName;
  action: BulkAction;
  selection: BulkSelection;
  /** the fields to set (edit) */
  set?: Values;
}

/** A row refused by the rules of the forms (or "Cannot delete"), with its §8 text. */
export interface BulkSkip {
  id: number;
  message: string;
}

export interface BulkPreview {
  total: number;
  changing: number;
  unchanged: number;
  skipped: number;
  errors: BulkSkip[];
  /** at most 10 rows: the fields that change, before and after (with the names of references) */
  sample: { id: number; label: string; before: Values; after: Values }[];
  /** router configuration entries the change touches */
  router_entries: number;
}

export type BulkStatusName = 'queued' | 'applying' | 'applied' | 'failed' | 'undone';

export interface BulkState {
  id: number;
  entity: BulkName;
  action: BulkAction;
  status: BulkStatusName;
  total: number;
  progress: { done: number; total: number } | null;
  counts: { changed: number; unchanged: number; skipped: number } | null;
  skipped: BulkSkip[];
  error: string | null;
}

/** The entity type whose list a bulk collection is (its tags go stale when a bulk edit lands). */
export const BULK_TYPES: Readonly<Record<BulkName, EntityType>> = {
  networks: 'network',
  tenants: 'tenant',
  rooms: 'room',
  outlets: 'outlet',
};

const staleTags = (entity: BulkName) => {
  const { tag, alsoStale } = ENTITIES[BULK_TYPES[entity]];
  return [tag, ...alsoStale];
};

const bodyOf = ({ action, selection, set }: BulkRequest) => ({
  action,
  ...selection,
  ...(action === 'edit' ? { set } : {}),
});

/**
 * Bulk edit and delete (issue 37): a preview (nothing saved), the job that applies it, its state
 * while it runs, and its undo. A bulk edit that lands, or is undone, makes its entity's lists stale.
 */
export const bulkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewBulk: build.mutation<BulkPreview, BulkRequest>({
      query: (request) => ({ url: `/crm/bulk/${request.entity}/preview/`, method: 'POST', body: bodyOf(request) }),
    }),
    startBulk: build.mutation<{ id: number; job_id: string; total: number }, BulkRequest>({
      query: (request) => ({ url: `/crm/bulk/${request.entity}/`, method: 'POST', body: bodyOf(request) }),
    }),
    bulkState: build.query<BulkState, number>({
      query: (id) => `/crm/bulk/${id}/`,
      keepUnusedDataFor: 0,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.status === 'applied') dispatch(baseApi.util.invalidateTags(staleTags(data.entity)));
      },
    }),
    undoBulk: build.mutation<{ id: number; status: 'undone'; restored: number }, { id: number; entity: BulkName }>({
      query: ({ id }) => ({ url: `/crm/bulk/${id}/undo/`, method: 'POST', body: {} }),
      invalidatesTags: (_result, error, { entity }) => (error ? [] : staleTags(entity)),
    }),
  }),
});

export const { usePreviewBulkMutation, useStartBulkMutation, useBulkStateQuery, useUndoBulkMutation } = bulkApi;
