import { baseApi, type TagType } from '../api/baseApi';
import { listTag } from './entityEndpoints';
import type { Page } from './listTypes';

/** One change record (server /crm/changes/): who changed which fields of an object, before and after. */
export interface ChangeRecord {
  id: number;
  object_type: string;
  object_id: number;
  action: 'create' | 'update' | 'delete';
  user_id: number | null;
  user_email: string | null;
  user_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
  /** the CSV import that made it, and its file name */
  import_id?: number | null;
  import_file?: string | null;
  /** the bulk edit that made it */
  bulk_edit_id?: number | null;
}

export interface HistoryArgs {
  /** the server's object_type: 'address', 'room_occupancy', … */
  objectType: string;
  /** omitted: the changes of every object of the type (a page that lists them all without detail pages) */
  objectId?: number;
  /** the entity's tag: a write that invalidates the item (or, without objectId, the list) refreshes its history too */
  tag: TagType;
  page: number;
  pageSize: number;
}

/** An object's change history (or its type's), newest first, for the History panel of its detail page. */
export const changesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listChanges: build.query<Page<ChangeRecord>, HistoryArgs>({
      query: ({ objectType, objectId, page, pageSize }) => ({
        url: '/crm/changes/',
        params: {
          object_type: objectType,
          ...(objectId === undefined ? {} : { object_id: objectId }),
          page,
          page_size: pageSize,
        },
      }),
      extraOptions: { tenancy: 'customer' },
      providesTags: (_result, _error, { tag, objectId }) => [
        objectId === undefined ? listTag(tag) : { type: tag, id: objectId },
      ],
    }),
  }),
});

export const { useListChangesQuery } = changesApi;
