import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAppHistory } from '../core/navigation/navigationContext';
// Types only: this hook must not pull the DataGrid into the pages that import it.
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** A list filter the URL may carry: its server name, and the other names links use for it (requirements §2.2). */
export interface UrlFilter {
  /** the server's query parameter, e.g. 'address_id' */
  param: string;
  /** other URL names read as this filter, e.g. ['addressId', 'address'] */
  aliases?: readonly string[];
}

export interface GridUrlStateOptions {
  /** Fields the server can order by; a sort on anything else in the URL is ignored. */
  sortableFields: readonly string[];
  /** Filters read from the URL (under their param or an alias) and written under their param. */
  filters?: readonly UrlFilter[];
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
}

export interface GridUrlState {
  paginationModel: GridPaginationModel;
  sortModel: GridSortModel;
  search: string;
  /** API ordering, e.g. "name" or "-created_at"; undefined when unsorted. */
  ordering: string | undefined;
  /** Active filters by server param, e.g. { address_id: '5' }. */
  filters: Record<string, string>;
  setFilter: (param: string, value: string | null) => void;
  /** Removes every filter and the search (paging and sort stay). */
  clearFilters: () => void;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onSortModelChange: (model: GridSortModel) => void;
  setSearch: (text: string) => void;
}

const NO_FILTERS: readonly UrlFilter[] = [];

function positiveInt(raw: string | null): number | null {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Grid state kept in the URL so a list survives reloads, back/forward and shared links:
 * `?page=2&pageSize=50&sort=-name&search=north` (page is 1-based in the URL, 0-based in the grid).
 * Defaults are left out of the URL. Changing sort, page size or search goes back to page 1.
 * @example const grid = useGridUrlState({ sortableFields: ['name'] }); useListSitesQuery({ page: grid.paginationModel.page + 1, … })
 */
export function useGridUrlState(options: GridUrlStateOptions): GridUrlState {
  const { sortableFields, defaultPageSize = DEFAULT_PAGE_SIZE, pageSizeOptions = PAGE_SIZE_OPTIONS } = options;
  const { filters: filterDefs = NO_FILTERS } = options;
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const history = useAppHistory();

  const rawPage = params.get('page');
  const rawPageSize = params.get('pageSize');
  const rawSort = params.get('sort');
  const search = params.get('search') ?? '';

  const paginationModel = useMemo(() => {
    const size = positiveInt(rawPageSize);
    return {
      page: (positiveInt(rawPage) ?? 1) - 1,
      pageSize: size !== null && pageSizeOptions.includes(size) ? size : defaultPageSize,
    };
  }, [rawPage, rawPageSize, pageSizeOptions, defaultPageSize]);

  const sortModel = useMemo<GridSortModel>(() => {
    if (!rawSort) return [];
    const field = rawSort.replace(/^-/, '');
    return sortableFields.includes(field) ? [{ field, sort: rawSort.startsWith('-') ? 'desc' : 'asc' }] : [];
  }, [rawSort, sortableFields]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, replace = false) => {
      // The list stays on screen while the next page loads; a search that fires then (its typing
      // paused after the user clicked away) would bring the user back to the list.
      if (history.location.pathname !== pathname) return;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      );
    },
    [setParams, history, pathname],
  );

  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      const sizeChanged = model.pageSize !== paginationModel.pageSize;
      const page = sizeChanged ? 0 : model.page;
      update({
        page: page > 0 ? page + 1 : null,
        pageSize: model.pageSize === defaultPageSize ? null : model.pageSize,
      });
    },
    [update, paginationModel.pageSize, defaultPageSize],
  );

  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const item = model[0];
      update({ sort: item?.sort ? `${item.sort === 'desc' ? '-' : ''}${item.field}` : null, page: null });
    },
    [update],
  );

  // Typing replaces the history entry so Back does not replay every keystroke.
  const setSearch = useCallback(
    (text: string) => update({ search: text.trim() ? text : null, page: null }, true),
    [update],
  );

  const filterKey = filterDefs
    .map(({ param, aliases = [] }) => [param, ...aliases].map((name) => params.get(name) ?? '').join(','))
    .join(';');
  const filters = useMemo(() => {
    const active: Record<string, string> = {};
    for (const { param, aliases = [] } of filterDefs) {
      const value = [param, ...aliases].map((name) => params.get(name)).find((raw) => raw !== null && raw !== '');
      if (value) active[param] = value;
    }
    return active;
    // filterKey stands for the filter parts of params, so other URL changes keep the object stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey, filterDefs]);

  const namesOf = useCallback(
    (param: string) => {
      const def = filterDefs.find((filter) => filter.param === param);
      return [param, ...(def?.aliases ?? [])];
    },
    [filterDefs],
  );

  const setFilter = useCallback(
    (param: string, value: string | null) => {
      const changes: Record<string, string | null> = { page: null };
      for (const name of namesOf(param)) changes[name] = null;
      changes[param] = value;
      update(changes);
    },
    [namesOf, update],
  );

  const clearFilters = useCallback(() => {
    const changes: Record<string, null> = { page: null, search: null };
    for (const { param } of filterDefs) for (const name of namesOf(param)) changes[name] = null;
    update(changes);
  }, [filterDefs, namesOf, update]);

  const first = sortModel[0];
  const ordering = first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : undefined;
  return {
    paginationModel,
    sortModel,
    search,
    ordering,
    filters,
    setFilter,
    clearFilters,
    onPaginationModelChange,
    onSortModelChange,
    setSearch,
  };
}

export default useGridUrlState;
