import type { MonitoringHistory } from '../../../rules/alerts';
import { baseApi } from '../api/baseApi';

/** A site's history; `customerId` names the site's customer when it is not the active one (a device page). */
export interface MonitoringHistoryArgs {
  siteId: number;
  customerId?: number | null;
}

/* The charts' read (GET /crm/sites/{id}/monitoring-history/), imported only by the lazy charts chunk; a new alert refetches it. */
export const monitoringHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMonitoringHistory: build.query<MonitoringHistory, MonitoringHistoryArgs>({
      query: ({ siteId, customerId }) => ({
        url: `/crm/sites/${siteId}/monitoring-history/`,
        headers: customerId != null ? { 'X-Customer-ID': String(customerId) } : undefined,
      }),
      providesTags: [{ type: 'Alert', id: 'LIST' }],
    }),
  }),
});

export const { useGetMonitoringHistoryQuery } = monitoringHistoryApi;
