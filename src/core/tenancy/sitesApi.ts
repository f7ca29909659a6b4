import { baseApi } from '../api/baseApi';
import { isLogoFile } from './siteLogo';
import type { SiteListArgs, SiteListResponse, Site, SitePayload, SiteStats } from './siteTypes';
import type { ActiveSite } from './tenancySlice';

/*
 * Every site call (requirements §7): the customer's sites, one site, its stats, making a site the
 * active one, and creating, editing and deleting sites. Every call works inside the active customer
 * (X-Customer-ID). Creating invalidates the list; updating and deleting invalidate the site too.
 */
export const siteListTag = { type: 'Site' as const, id: 'LIST' };
export const siteTag = (id: number) => ({ type: 'Site' as const, id });

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
      query: ({ page, pageSize, ordering, search, customerId }) => ({
        url: '/crm/sites/',
        ...(customerId !== undefined ? { headers: { 'X-Customer-ID': String(customerId) } } : {}),
        params: {
          page,
          page_size: pageSize,
          ...(ordering ? { ordering } : {}),
          ...(search?.trim() ? { search: search.trim() } : {}),
        },
      }),
      // Requirements §9: the sites list is cached 5 minutes and retried twice, 1 s apart.
      keepUnusedDataFor: 300,
      extraOptions: { tenancy: 'customer', retries: 2, retryDelayMs: 1000 },
      providesTags: (result) => [...(result?.data ?? []).map((site) => siteTag(site.id)), siteListTag],
    }),
    getSite: build.query<Site, number>({
      query: (id) => `/crm/sites/${id}/`,
      extraOptions: { tenancy: 'customer' },
      providesTags: (_result, _error, id) => [siteTag(id)],
    }),
    getSiteStats: build.query<SiteStats, number>({
      query: (id) => `/crm/sites/${id}/stats/`,
      extraOptions: { tenancy: 'customer' },
      providesTags: (_result, _error, id) => [{ type: 'SiteStats', id }],
    }),
    /** Only the tenancy sagas call this: screens dispatch `siteSwitchRequested` or `siteCreated`. */
    activateSite: build.mutation<ActiveSite, number>({
      query: (id) => ({ url: `/crm/sites/active/${id}/`, method: 'PUT' }),
      extraOptions: { tenancy: 'customer' },
    }),
    createSite: build.mutation<Site, SitePayload>({
      query: (body) => ({ url: '/crm/sites/', method: 'POST', body: toSiteRequestBody(body) }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (_result, error) => (error ? [] : [siteListTag, { type: 'CustomerStats' }]),
    }),
    updateSite: build.mutation<Site, { id: number; body: Partial<SitePayload> }>({
      query: ({ id, body }) => ({ url: `/crm/sites/${id}/`, method: 'PATCH', body: toSiteRequestBody(body) }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [siteTag(id), siteListTag]),
    }),
    deleteSite: build.mutation<void, number>({
      query: (id) => ({ url: `/crm/sites/${id}/`, method: 'DELETE' }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (_result, error, id) => (error ? [] : [siteTag(id), siteListTag, { type: 'CustomerStats' }]),
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
} = sitesApi;
