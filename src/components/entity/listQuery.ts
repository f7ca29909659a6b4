import type { SkipToken } from '@reduxjs/toolkit/query';
import type { ListParams, Page } from '../../core/entity/listTypes';
import type { GridUrlState } from '../useGridUrlState';

/** What the kit's lists need of an RTK Query list hook's result. */
export interface ListQueryResult<Row> {
  data?: Page<Row>;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A feature's list hook, e.g. `useListRoomsQuery`; skipToken while the list waits for its URL. */
export type UseList<Row> = (params: ListParams | SkipToken) => ListQueryResult<Row>;

/** The list's filters, search and ordering as the server names them (no paging: the CSV export sends these). */
export function filterParams(grid: GridUrlState, fixed: ListParams = {}): ListParams {
  return {
    ...fixed,
    ...grid.filters,
    ...(grid.ordering ? { ordering: grid.ordering } : {}),
    ...(grid.search.trim() ? { search: grid.search.trim() } : {}),
  };
}

/** One page of the list as the server names it. */
export function pageParams(grid: GridUrlState, fixed: ListParams = {}): ListParams {
  const { page, pageSize } = grid.paginationModel;
  return { ...filterParams(grid, fixed), page: page + 1, page_size: pageSize };
}
