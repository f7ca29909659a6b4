import { baseApi } from '../api/baseApi';
import type { SavedView, SavedViewState } from '../../../rules/savedViews';

export interface SavedViewWrite {
  name?: string;
  state?: SavedViewState;
  shared?: boolean;
  is_default?: boolean;
}

/** A list's saved views (issue 37), kept on the server so they follow the user to another browser. */
export const savedViewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedViews: build.query<SavedView[], string>({
      query: (list) => ({ url: '/crm/saved-views/', params: { list } }),
      transformResponse: (page: { data: SavedView[] }) => page.data,
      providesTags: (_result, _error, list) => [{ type: 'SavedView', id: list }],
    }),
    createSavedView: build.mutation<SavedView, SavedViewWrite & { list: string; name: string; state: SavedViewState }>({
      query: (body) => ({ url: '/crm/saved-views/', method: 'POST', body }),
      invalidatesTags: (_result, error, { list }) => (error ? [] : [{ type: 'SavedView', id: list }]),
    }),
    updateSavedView: build.mutation<SavedView, { id: number; list: string; changes: SavedViewWrite }>({
      query: ({ id, changes }) => ({ url: `/crm/saved-views/${id}/`, method: 'PATCH', body: changes }),
      // Making one the default unmarks another, so the whole list is read again.
      invalidatesTags: (_result, error, { list }) => (error ? [] : [{ type: 'SavedView', id: list }]),
    }),
    deleteSavedView: build.mutation<void, { id: number; list: string }>({
      query: ({ id }) => ({ url: `/crm/saved-views/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { list }) => (error ? [] : [{ type: 'SavedView', id: list }]),
    }),
  }),
});

export const {
  useListSavedViewsQuery,
  useCreateSavedViewMutation,
  useUpdateSavedViewMutation,
  useDeleteSavedViewMutation,
} = savedViewsApi;
