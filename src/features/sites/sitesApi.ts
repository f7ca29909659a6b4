import { baseApi } from '../../api/baseApi';
import type { ActiveSite } from '../tenancy/tenancySlice';
import { isLogoFile } from './siteValues';
import type { Site, SiteListArgs, SiteListResponse, SitePayload, SiteStats } from './siteTypes';

export type { Site, SiteListArgs, SiteListResponse, SitePayload, SiteStats } from './siteTypes';

/*
 * Site calls (spec §7). Every call works inside the active customer (X-Customer-ID). Lists provide
 * per-site tags plus LIST; creating invalidates LIST, updating and deleting invalidate the site too.
 */
const LIST = { type: 'Site' as const, id: 'LIST' };
const siteTag = (id: number) => ({ type: 'Site' as const, id });
const customer = { tenancy: 'customer' } as const;

/** JSON normally; multipart when a new logo file is attached (null fields as empty parts, which the server reads as null). */
export function toSiteRequestBody(payload: Partial<SitePayload>): FormData | Partial<SitePayload> {
  if (!isLogoFile(payload.portal_logo)) return payload;
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    if (key === 'portal_logo') form.append(key, value as Blob, (value as File).name ?? 'logo');
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
}

export const sitesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSites: build.query<SiteListResponse, SiteListArgs>({
      query: ({ page, pageSize, ordering, search }) => ({
        url: '/crm/sites/',
        params: { page, page_size: pageSize, ...(ordering ? { ordering } : {}), ...(search?.trim() ? { search: search.trim() } : {}) },
      }),
      // Spec §9: the sites list is cached 5 minutes and retried twice, 1 s apart.
      keepUnusedDataFor: 300,
      extraOptions: { ...customer, retries: 2, retryDelayMs: 1000 },
      providesTags: (result) => [...(result?.data ?? []).map((site) => siteTag(site.id)), LIST],
    }),
    getSite: build.query<Site, number>({
      query: (id) => `/crm/sites/${id}/`,
      extraOptions: customer,
      providesTags: (_result, _error, id) => [siteTag(id)],
    }),
    getSiteStats: build.query<SiteStats, number>({
      query: (id) => `/crm/sites/${id}/stats/`,
      extraOptions: customer,
      providesTags: (_result, _error, id) => [{ type: 'SiteStats', id }],
    }),
    createSite: build.mutation<Site, SitePayload>({
      query: (body) => ({ url: '/crm/sites/', method: 'POST', body: toSiteRequestBody(body) }),
      extraOptions: customer,
      invalidatesTags: (_result, error) => (error ? [] : [LIST, { type: 'CustomerStats' }]),
    }),
    updateSite: build.mutation<Site, { id: number; body: Partial<SitePayload> }>({
      query: ({ id, body }) => ({ url: `/crm/sites/${id}/`, method: 'PATCH', body: toSiteRequestBody(body) }),
      extraOptions: customer,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [siteTag(id), LIST]),
    }),
    deleteSite: build.mutation<void, number>({
      query: (id) => ({ url: `/crm/sites/${id}/`, method: 'DELETE' }),
      extraOptions: customer,
      invalidatesTags: (_result, error, id) => (error ? [] : [siteTag(id), LIST, { type: 'CustomerStats' }]),
    }),
    activateSite: build.mutation<ActiveSite, number>({
      query: (id) => ({ url: `/crm/sites/active/${id}/`, method: 'PUT' }),
      extraOptions: customer,
    }),
  }),
});

export const {
  useListSitesQuery,
  useGetSiteQuery,
  useGetSiteStatsQuery,
  useCreateSiteMutation,
  useUpdateSiteMutation,
  useDeleteSiteMutation,
  useActivateSiteMutation,
} = sitesApi;
