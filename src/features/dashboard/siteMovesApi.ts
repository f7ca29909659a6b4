import { baseApi } from '../../core/api/baseApi';
import type { UpcomingMove } from '../../../rules/moves';

/** The dashboard's read of the active site's moves (GET /crm/sites/{id}/moves/); the moves page has its own. */
export const dashboardMovesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSiteMoves: build.query<UpcomingMove[], number>({
      query: (siteId) => `/crm/sites/${siteId}/moves/`,
      transformResponse: (response: { data: UpcomingMove[] }) => response.data,
    }),
  }),
});

export const { useGetDashboardSiteMovesQuery } = dashboardMovesApi;
