import { baseApi } from '../../core/api/baseApi';
import type { Alert, AlertKind, MaintenanceWindow } from '../../../rules/alerts';

export interface AlertFilters {
  status?: 'open' | 'closed';
  kind?: AlertKind;
  site_id?: number;
  page_size?: number;
}

export interface AlertList {
  data: Alert[];
  total: number;
  silenced_by: MaintenanceWindow[];
}

export interface NewMaintenanceWindow {
  site_id: number;
  device_id?: number | null;
  starts_at: string;
  ends_at: string;
  reason?: string | null;
}

const query = (filters: AlertFilters) =>
  new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  ).toString();

/** GET /crm/alerts/ and the maintenance windows; a realtime `alert` frame makes the Alert tag stale. */
export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAlerts: build.query<AlertList, AlertFilters>({
      query: (filters) => `/crm/alerts/?${query(filters)}`,
      providesTags: [{ type: 'Alert', id: 'LIST' }],
    }),
    listMaintenanceWindows: build.query<{ data: MaintenanceWindow[]; total: number }, void>({
      query: () => '/crm/maintenance-windows/',
      providesTags: [{ type: 'MaintenanceWindow', id: 'LIST' }],
    }),
    addMaintenanceWindow: build.mutation<MaintenanceWindow, NewMaintenanceWindow>({
      query: (body) => ({ url: '/crm/maintenance-windows/', method: 'POST', body }),
      invalidatesTags: [
        { type: 'MaintenanceWindow', id: 'LIST' },
        { type: 'Alert', id: 'LIST' },
      ],
    }),
    removeMaintenanceWindow: build.mutation<null, number>({
      query: (id) => ({ url: `/crm/maintenance-windows/${id}/`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'MaintenanceWindow', id: 'LIST' },
        { type: 'Alert', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListAlertsQuery,
  useListMaintenanceWindowsQuery,
  useAddMaintenanceWindowMutation,
  useRemoveMaintenanceWindowMutation,
} = alertsApi;
