import { baseApi } from '../../core/api/baseApi';
import type { MoveSettings, UpcomingMove } from './movesTypes';

/** A site's move-ins and move-outs, and its move settings (vacant VLAN, automatic apply). */
export const movesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteMoves: build.query<UpcomingMove[], number>({
      query: (siteId) => `/crm/sites/${siteId}/moves/`,
      transformResponse: (response: { data: UpcomingMove[] }) => response.data,
    }),
    getMoveSettings: build.query<MoveSettings, number>({
      query: (siteId) => `/crm/sites/${siteId}/move-settings/`,
    }),
    updateMoveSettings: build.mutation<MoveSettings, { siteId: number; settings: Partial<MoveSettings> }>({
      query: ({ siteId, settings }) => ({
        url: `/crm/sites/${siteId}/move-settings/`,
        method: 'PATCH',
        body: settings,
      }),
      async onQueryStarted({ siteId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(movesApi.util.upsertQueryData('getMoveSettings', siteId, data));
        } catch {
          // A refused save is shown by the form from the mutation's own error.
        }
      },
    }),
  }),
});

export const { useGetSiteMovesQuery, useGetMoveSettingsQuery, useUpdateMoveSettingsMutation } = movesApi;
