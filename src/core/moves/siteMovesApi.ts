import { baseApi } from '../api/baseApi';
import type { UpcomingMove } from '../../../rules/moves';

/** The moves, and the site's local date now (`today`, YYYY-MM-DD in the site's time zone). */
export interface SiteMoves {
  data: UpcomingMove[];
  today: string;
}

/**
 * A site's move-ins and move-outs (GET /crm/sites/{id}/moves/), read by the upcoming-changes page and the
 * dashboard card through one cache entry. Writes to rooms, periods, tenants and networks, their realtime
 * events and a router apply's progress make it stale (the SiteMoves tag).
 */
export const siteMovesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteMoves: build.query<SiteMoves, number>({
      query: (siteId) => `/crm/sites/${siteId}/moves/`,
      providesTags: [{ type: 'SiteMoves', id: 'LIST' }],
    }),
  }),
});

export const { useGetSiteMovesQuery } = siteMovesApi;
