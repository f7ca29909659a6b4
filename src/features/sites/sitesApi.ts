import { baseApi } from '../../core/api/baseApi';
import { siteListTag, siteTag } from '../../core/tenancy/tenancySitesApi';
import type { Site, SitePayload } from '../../core/tenancy/siteTypes';
import { isLogoFile } from './siteLogo';

export type { Site, SiteListArgs, SiteListResponse, SitePayload, SiteStats } from '../../core/tenancy/siteTypes';
export { useGetSiteQuery, useGetSiteStatsQuery, useListSitesQuery } from '../../core/tenancy/tenancySitesApi';

/*
 * Site writes (requirements §7), on top of the reads in core/tenancy. Creating invalidates the list;
 * updating and deleting invalidate the site too.
 */

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

export const { useCreateSiteMutation, useUpdateSiteMutation, useDeleteSiteMutation } = sitesApi;
