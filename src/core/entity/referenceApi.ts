import { baseApi, type TagType } from '../api/baseApi';
import type { Identified, Page } from './listTypes';

/** A row of any entity, as reference pickers and filter chips see it. */
export type ReferenceRow = Identified & Record<string, unknown>;

/** Where a reference's candidates come from: an entity's collection path and its tag. */
export interface ReferenceSource {
  path: string;
  tag: TagType;
}

/** Rows a picker offers per answer: enough to choose from, never a whole table. */
export const REFERENCE_PAGE_SIZE = 20;

/*
 * Reads any entity by path, for the kit's pickers, chips and related lists (a feature never imports
 * another feature's API): the first matches of a search as the user types, a page of related rows,
 * and one row by id (the name of a chosen reference). Tagged with the entity's own tags, so its
 * writes refresh them.
 */
export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchReferences: build.query<
      Page<ReferenceRow>,
      ReferenceSource & { search: string; params?: object; siteId?: number | null }
    >({
      // On the page of a record of another site (reached from quick search or a link), its candidates are that site's.
      query: ({ path, search, params, siteId }) => ({
        url: path,
        params: { page_size: REFERENCE_PAGE_SIZE, ...(search.trim() ? { search: search.trim() } : {}), ...params },
        ...(siteId != null ? { headers: { 'X-Site-ID': String(siteId) } } : {}),
      }),
      extraOptions: { tenancy: 'customer' },
      keepUnusedDataFor: 60,
      providesTags: (_result, _error, { tag }) => [{ type: tag, id: 'LIST' }],
    }),
    /** A page of any entity's list: the related lists of a detail page (a floor's rooms). */
    listRelated: build.query<
      Page<ReferenceRow>,
      ReferenceSource & { params: Record<string, string | number | boolean>; siteId?: number | null }
    >({
      // The object's site when it has one: its rows live there, whichever site is active.
      query: ({ path, params, siteId }) => ({
        url: path,
        params,
        ...(siteId != null ? { headers: { 'X-Site-ID': String(siteId) } } : {}),
      }),
      extraOptions: { tenancy: 'customer' },
      providesTags: (result, _error, { tag }) => [
        ...(result?.data ?? []).map((row) => ({ type: tag, id: row.id })),
        { type: tag, id: 'LIST' },
      ],
    }),
    getReference: build.query<ReferenceRow, ReferenceSource & { id: number }>({
      query: ({ path, id }) => `${path}${id}/`,
      extraOptions: { tenancy: 'customer', silent: true },
      providesTags: (_result, _error, { tag, id }) => [{ type: tag, id }],
    }),
  }),
});

export const { useSearchReferencesQuery, useListRelatedQuery, useGetReferenceQuery } = referenceApi;
