import { useMemo } from 'react';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import type { ListQueryResult } from '../../components/entity/listQuery';
import { baseApi } from '../../core/api/baseApi';
import type { ListParams, Page } from '../../core/entity/listTypes';
import type { CustomerDetail, CustomerRow } from './customerTypes';

/** Customer screens' calls; the customer switch itself stays with core/tenancy (customerSwitchRequested). */
export const customerScreensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The user's customers, whole: the server applies search and ordering, not paging. */
    listCustomerRows: build.query<Page<CustomerRow>, { search?: string; ordering?: string }>({
      query: (params) => ({ url: '/crm/customers/', params }),
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
  }),
});

export const { useListCustomerRowsQuery, useGetCustomerDetailQuery } = customerScreensApi;

/**
 * The customers list as the kit's list page asks for it: the server answers the user's customers
 * whole (a handful), so a page is cut here and only a new search or order asks the server again.
 */
export function useListCustomerPage(params: ListParams | SkipToken): ListQueryResult<CustomerRow> {
  const { search, ordering, page, page_size: pageSize } = params === skipToken ? {} : params;
  const result = useListCustomerRowsQuery(
    params === skipToken
      ? skipToken
      : { ...(search ? { search: String(search) } : {}), ...(ordering ? { ordering: String(ordering) } : {}) },
  );
  const { data: whole } = result;
  const data = useMemo(() => {
    if (!whole) return undefined;
    const size = Number(pageSize) || whole.data.length;
    const start = (Math.max(1, Number(page) || 1) - 1) * size;
    return { data: whole.data.slice(start, start + size), total: whole.total };
  }, [whole, page, pageSize]);
  return { data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}
