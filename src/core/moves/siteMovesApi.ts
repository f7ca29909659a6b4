import { baseApi } from '../api/baseApi';
import type { UpcomingMove } from '../../../rules/moves';

/**
 * A site's move-ins and move-outs (GET /crm/sites/{id}/moves/), read by the upcoming-changes page and the
 * dashboard card through one cache entry. Writes to rooms, periods, tenants and networks, their realtime
 * events and a router apply's progress make it stale (the SiteMoves tag).
 */
export const siteMovesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteMoves: build.query<UpcomingMove[], number>({
      query: (siteId) => `/crm/sites/${siteId}/moves/`,
      transformResponse: (response: { data: UpcomingMove[] }) => response.data,
      providesTags: [{ type: 'SiteMoves', id: 'LIST' }],
    }),
  }),
});

export const { useGetSiteMovesQuery } = siteMovesApi;
