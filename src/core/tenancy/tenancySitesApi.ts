import { baseApi } from '../api/baseApi';
import type { SiteListArgs, SiteListResponse, Site, SiteStats } from './siteTypes';
import type { ActiveSite } from './tenancySlice';

/*
 * The site calls any screen may need (requirements §7): the customer's sites, one site, its stats, and
 * making a site the active one. Creating, editing and deleting sites belong to features/sites.
 * Every call works inside the active customer (X-Customer-ID).
 */
export const siteListTag = { type: 'Site' as const, id: 'LIST' };
export const siteTag = (id: number) => ({ type: 'Site' as const, id });

export const tenancySitesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSites: build.query<SiteListResponse, SiteListArgs>({
      query: ({ page, pageSize, ordering, search }) => ({
        url: '/crm/sites/',
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
  }),
});

export const { useListSitesQuery, useGetSiteQuery, useGetSiteStatsQuery } = tenancySitesApi;
