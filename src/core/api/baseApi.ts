import { createApi } from '@reduxjs/toolkit/query/react';
import { ENTITIES, type TagType, VIEW_TAGS } from '../entity/entityRegistry';
import { baseQueryWithReauth } from './baseQuery';

/** Every tag type of the app, from the entity registry; features inject their endpoints with `baseApi.injectEndpoints`. */
export const TAG_TYPES: readonly TagType[] = [...Object.values(ENTITIES).map((facts) => facts.tag), ...VIEW_TAGS];

export type { TagType };

/** Data that belongs to the active site or customer; a site or customer switch invalidates it. */
export const TENANT_SCOPED_TAGS: TagType[] = TAG_TYPES.filter(
  (tag) => tag !== 'Me' && tag !== 'Customer' && tag !== 'Timezone',
);

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  // Requirements §9: kept 10 minutes, not refetched on mount. Focus and reconnect refetch only data older than
  // 30 s (app/refetchOnReturnSaga.ts), so RTK Query's own refetchOnFocus/refetchOnReconnect stay off.
  keepUnusedDataFor: 600,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
