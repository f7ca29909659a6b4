import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

/** Every tag type of the app; features inject their endpoints with `baseApi.injectEndpoints`. */
export const TAG_TYPES = [
  'Me',
  'Customer',
  'CustomerStats',
  'Site',
  'SiteStats',
  'Timezone',
  'Search',
  'Address',
  'Floor',
  'Room',
  'RoomOccupancy',
  'Tenant',
  'TenantOccupancy',
  'User',
  'Network',
  'SpeedLimit',
  'ExternalIp',
  'Wireless',
  'Outlet',
  'Doorbell',
  'PresetMessage',
  'MikrotikDevice',
  'MikrotikConfig',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

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
