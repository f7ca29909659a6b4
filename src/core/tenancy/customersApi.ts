import { baseApi } from '../api/baseApi';
import type { Customer } from './tenancySlice';

export interface CustomerList {
  data: Customer[];
  total: number;
}

/** The customers list's search and order; the server answers the user's customers whole, not paged. */
export interface CustomerListArgs {
  search?: string;
  ordering?: string;
}

/** A read of one customer adds its counts. */
export interface CustomerDetail extends Customer {
  stats: CustomerStats;
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

/**
 * Every customer call: the tenancy sagas (the user's customers, activation) and the customer screens
 * (the list with search and order, one customer with its counts) share them.
 */
export const customersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's customers (all of them for a superuser); no X-Customer-ID needed. */
    listCustomers: build.query<CustomerList, CustomerListArgs | void>({
      query: (params) => (params ? { url: '/crm/customers/', params } : '/crm/customers/'),
      providesTags: (result) => [
        ...(result?.data ?? []).map(({ id }) => ({ type: 'Customer' as const, id })),
        { type: 'Customer' as const, id: 'LIST' },
      ],
    }),
    getCustomerDetail: build.query<CustomerDetail, number>({
      query: (id) => `/crm/customers/${id}/`,
      providesTags: (_result, _error, id) => [
        { type: 'Customer', id },
        { type: 'CustomerStats', id },
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

export const {
  useListCustomersQuery,
  useGetCustomerDetailQuery,
  useGetCustomerStatsQuery,
  useActivateCustomerMutation,
} = customersApi;
