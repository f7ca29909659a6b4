import { baseApi, type TagType } from '../api/baseApi';
import type { Page } from '../entity/listTypes';
import type {
  MoveInPayload,
  MoveInResult,
  MoveOutPreview,
  NetworkProposal,
  Occupancy,
  OccupancyPayload,
} from './occupancyTypes';

/** Whose periods a list shows: a room's (room page) or a tenant's (tenant page). */
export type OccupancyOwner = { roomId: number } | { tenantId: number };

export interface OccupancyListArgs {
  owner: OccupancyOwner;
  page: number;
  pageSize: number;
}

const ownerUrl = (owner: OccupancyOwner) =>
  'roomId' in owner ? `/crm/rooms/${owner.roomId}/occupancy/` : `/crm/tenants/${owner.tenantId}/occupancy/`;

const ownerTag = (owner: OccupancyOwner) =>
  'roomId' in owner
    ? ({ type: 'RoomOccupancy', id: owner.roomId } as const)
    : ({ type: 'TenantOccupancy', id: owner.tenantId } as const);

/**
 * What a write to one room's periods changes: both sides' period lists, the room (its current
 * tenant, in its page and in room lists), the tenants (whether they can be deleted) and the site's moves.
 */
function touched(roomId: number, tenantIds: number[]): { type: TagType; id: number | 'LIST' }[] {
  const tenants = [...new Set(tenantIds)];
  return [
    { type: 'RoomOccupancy', id: roomId },
    ...tenants.map((id) => ({ type: 'TenantOccupancy' as const, id })),
    { type: 'Room', id: roomId },
    { type: 'Room', id: 'LIST' },
    ...tenants.map((id) => ({ type: 'Tenant' as const, id })),
    { type: 'SiteMoves', id: 'LIST' },
  ];
}

/**
 * Room occupancy calls (requirements §7), shared by the room and tenant pages: listed per room or per
 * tenant, added below a room, changed and removed at /crm/rooms/occupancy/{id}/.
 */
export const occupancyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOccupancy: build.query<Page<Occupancy>, OccupancyListArgs>({
      query: ({ owner, page, pageSize }) => ({ url: ownerUrl(owner), params: { page, page_size: pageSize } }),
      extraOptions: { tenancy: 'customer' },
      providesTags: (_result, _error, { owner }) => [ownerTag(owner)],
    }),
    addOccupancy: build.mutation<Occupancy, { roomId: number; body: OccupancyPayload }>({
      query: ({ roomId, body }) => ({ url: `/crm/rooms/${roomId}/occupancy/`, method: 'POST', body }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (_result, error, { roomId, body }) => (error ? [] : touched(roomId, [body.tenant_id])),
    }),
    /** `occupancy` is the period as listed: its room and former tenant are refreshed too. */
    updateOccupancy: build.mutation<Occupancy, { occupancy: Occupancy; body: Partial<OccupancyPayload> }>({
      query: ({ occupancy, body }) => ({ url: `/crm/rooms/occupancy/${occupancy.id}/`, method: 'PATCH', body }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (_result, error, { occupancy, body }) =>
        error ? [] : touched(occupancy.room_id, [occupancy.tenant_id, body.tenant_id ?? occupancy.tenant_id]),
    }),
    deleteOccupancy: build.mutation<void, Occupancy>({
      query: (occupancy) => ({ url: `/crm/rooms/occupancy/${occupancy.id}/`, method: 'DELETE' }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (_result, error, occupancy) => (error ? [] : touched(occupancy.room_id, [occupancy.tenant_id])),
    }),
    /** The next free VLAN and subnet of the room's site (not necessarily the active one). */
    getSiteNetworkProposal: build.query<NetworkProposal, number>({
      query: (siteId) => ({ url: '/crm/networks/next-free/', headers: { 'X-Site-ID': String(siteId) } }),
      extraOptions: { tenancy: 'customer' },
      providesTags: [{ type: 'Network', id: 'LIST' }],
    }),
    /** Tenant (or an existing one), network, occupancy and Wi-Fi keys in one call; the answer carries the keys. */
    moveIn: build.mutation<MoveInResult, { roomId: number; body: MoveInPayload }>({
      query: ({ roomId, body }) => ({ url: `/crm/rooms/${roomId}/move-in/`, method: 'POST', body }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (result, error, { roomId }) =>
        error || !result
          ? []
          : [
              ...touched(roomId, [result.tenant.id]),
              { type: 'Tenant', id: 'LIST' },
              { type: 'Network', id: 'LIST' },
              { type: 'Wireless', id: 'LIST' },
            ],
    }),
    getMoveOutPreview: build.query<MoveOutPreview, { occupancyId: number; endDate: string }>({
      query: ({ occupancyId, endDate }) => ({
        url: `/crm/rooms/occupancy/${occupancyId}/move-out-preview/`,
        params: { end_date: endDate },
      }),
      extraOptions: { tenancy: 'customer' },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetSiteNetworkProposalQuery,
  useMoveInMutation,
  useGetMoveOutPreviewQuery,
  useListOccupancyQuery,
  useAddOccupancyMutation,
  useUpdateOccupancyMutation,
  useDeleteOccupancyMutation,
} = occupancyApi;
