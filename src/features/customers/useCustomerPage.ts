import { useMemo } from 'react';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import type { ListQueryResult } from '../../components/entity/listQuery';
import type { ListParams } from '../../core/entity/listTypes';
import { useListCustomersQuery } from '../../core/tenancy/customersApi';
import type { CustomerRow } from './customerTypes';

/**
 * The customers list as the kit's list page asks for it: the server answers the user's customers
 * whole (a handful), so a page is cut here and only a new search or order asks the server again.
 * Without either it is the tenancy's own list of the user's customers, read once for both.
 */
export function useListCustomerPage(params: ListParams | SkipToken): ListQueryResult<CustomerRow> {
  const { search, ordering, page, page_size: pageSize } = params === skipToken ? {} : params;
  const args =
    search || ordering
      ? { ...(search ? { search: String(search) } : {}), ...(ordering ? { ordering: String(ordering) } : {}) }
      : undefined;
  const result = useListCustomersQuery(params === skipToken ? skipToken : args);
  const { data: whole } = result;
  const data = useMemo(() => {
    if (!whole) return undefined;
    const size = Number(pageSize) || whole.data.length;
    const start = (Math.max(1, Number(page) || 1) - 1) * size;
    return { data: whole.data.slice(start, start + size), total: whole.total };
  }, [whole, page, pageSize]);
  return { data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}
