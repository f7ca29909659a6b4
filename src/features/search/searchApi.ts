import { baseApi } from '../../core/api/baseApi';

/** One hit of GET /search/?query=. */
export interface SearchResult {
  type: string;
  id: number | string;
  name: string;
  description?: string | null;
  /** the site the object is on, for objects of a site (search spans every site of the customer) */
  site?: string;
}

export interface SearchResponse {
  results: SearchResult[];
}

/** Minimum typed characters before a search is sent (requirements §2.4). */
export const SEARCH_MIN_LENGTH = 2;

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quickSearch: build.query<SearchResult[], string>({
      query: (query) => ({ url: '/search/', params: { query } }),
      transformResponse: (response: SearchResponse) => response.results ?? [],
      // Search runs inside the active site; without one nothing is sent.
      extraOptions: { tenancy: 'site' },
      // Requirements §9: search results are cached 5 minutes.
      keepUnusedDataFor: 300,
      providesTags: [{ type: 'Search', id: 'LIST' }],
    }),
  }),
});

export const { useQuickSearchQuery } = searchApi;
