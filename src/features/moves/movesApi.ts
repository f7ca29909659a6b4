import { baseApi } from '../../core/api/baseApi';
import type { MoveSettings } from './movesTypes';

/** A site's move settings (vacant VLAN, automatic apply); its moves are read through core/moves. */
export const movesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMoveSettings: build.query<MoveSettings, number>({
      query: (siteId) => `/crm/sites/${siteId}/move-settings/`,
    }),
    updateMoveSettings: build.mutation<MoveSettings, { siteId: number; settings: Partial<MoveSettings> }>({
      query: ({ siteId, settings }) => ({
        url: `/crm/sites/${siteId}/move-settings/`,
        method: 'PATCH',
        body: settings,
      }),
      // The apply mode decides what the listed moves say (waiting for approval, not applied).
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'SiteMoves', id: 'LIST' }]),
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

export const { useGetMoveSettingsQuery, useUpdateMoveSettingsMutation } = movesApi;
