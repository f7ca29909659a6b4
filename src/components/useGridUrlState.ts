import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
// Types only: this hook must not pull the DataGrid into the pages that import it.
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

export interface GridUrlStateOptions {
  /** Fields the server can order by; a sort on anything else in the URL is ignored. */
  sortableFields: readonly string[];
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
}

export interface GridUrlState {
  paginationModel: GridPaginationModel;
  sortModel: GridSortModel;
  search: string;
  /** API ordering, e.g. "name" or "-created_at"; undefined when unsorted. */
  ordering: string | undefined;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onSortModelChange: (model: GridSortModel) => void;
  setSearch: (text: string) => void;
}

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
  const [params, setParams] = useSearchParams();

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
    [setParams],
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

  const first = sortModel[0];
  const ordering = first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : undefined;
  return { paginationModel, sortModel, search, ordering, onPaginationModelChange, onSortModelChange, setSearch };
}

export default useGridUrlState;
