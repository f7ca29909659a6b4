import type { MonitoringHistory, OccupancyHistory } from '../../../rules/alerts';
import { baseApi } from '../api/baseApi';

/** A site's history; `customerId` names the site's customer when it is not the active one (a device page). */
export interface MonitoringHistoryArgs {
  siteId: number;
  customerId?: number | null;
}

/* The charts' reads, imported only by the lazy charts chunk. */
export const monitoringHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /* GET /crm/sites/{id}/monitoring-history/: a new alert refetches it. */
    getMonitoringHistory: build.query<MonitoringHistory, MonitoringHistoryArgs>({
      query: ({ siteId, customerId }) => ({
        url: `/crm/sites/${siteId}/monitoring-history/`,
        headers: customerId != null ? { 'X-Customer-ID': String(customerId) } : undefined,
      }),
      providesTags: [{ type: 'Alert', id: 'LIST' }],
    }),
    /*
     * GET /crm/occupancy-history/ of a customer, cached per customer like its stats: stale with the
     * customer's counts (a site or room added or removed) and with any occupancy period (an
     * occupancy's write or event names the period, not its room or site).
     */
    getOccupancyHistory: build.query<OccupancyHistory, number>({
      query: (customerId) => ({ url: '/crm/occupancy-history/', headers: { 'X-Customer-ID': String(customerId) } }),
      providesTags: (_result, _error, id) => [{ type: 'CustomerStats', id }, 'RoomOccupancy'],
    }),
  }),
});

export const { useGetMonitoringHistoryQuery, useGetOccupancyHistoryQuery } = monitoringHistoryApi;
