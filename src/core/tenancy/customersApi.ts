import { baseApi } from '../api/baseApi';
import type { Customer } from './tenancySlice';

export interface CustomerList {
  data: Customer[];
  total: number;
}

export interface CustomerStats {
  site_count: number;
  address_count: number;
  floor_count: number;
  room_count: number;
  tenant_count: number;
  user_count: number;
}

/** PUT /crm/customers/active/{id}/ answers the customer plus the user's last site in it. */
export interface ActivatedCustomer extends Customer {
  last_active_site: number | null;
}

export const customersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's customers (all of them for a superuser); no X-Customer-ID needed. */
    listCustomers: build.query<CustomerList, void>({
      query: () => '/crm/customers/',
      providesTags: (result) => [
        ...(result?.data ?? []).map(({ id }) => ({ type: 'Customer' as const, id })),
        { type: 'Customer' as const, id: 'LIST' },
      ],
    }),
    getCustomerStats: build.query<CustomerStats, number>({
      query: (id) => ({ url: `/crm/customers/${id}/stats/`, headers: { 'X-Customer-ID': String(id) } }),
      providesTags: (_result, _error, id) => [{ type: 'CustomerStats', id }],
    }),
    activateCustomer: build.mutation<ActivatedCustomer, number>({
      query: (id) => ({ url: `/crm/customers/active/${id}/`, method: 'PUT', headers: { 'X-Customer-ID': String(id) } }),
    }),
  }),
});

export const { useListCustomersQuery, useGetCustomerStatsQuery, useActivateCustomerMutation } = customersApi;
