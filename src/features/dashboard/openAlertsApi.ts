import { baseApi } from '../../core/api/baseApi';
import type { Alert } from '../../../rules/alerts';

/* The dashboard's own read of the open alerts (features do not import each other); the Alert tag refetches it live. */
export const openAlertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDashboardAlerts: build.query<{ data: Alert[]; total: number }, void>({
      query: () => '/crm/alerts/?status=open&page_size=5',
      providesTags: [{ type: 'Alert', id: 'LIST' }],
    }),
  }),
});

export const { useListDashboardAlertsQuery } = openAlertsApi;
