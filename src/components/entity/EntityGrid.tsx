import { useMemo, type RefObject } from 'react';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  GridOverlay,
  useGridApiRef,
  type GridApi,
  type GridColDef,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import Typography from '@mui/material/Typography';
import { usePageShortcuts } from '../pageShortcuts';
import { PAGE_SIZE_OPTIONS, type GridUrlState } from '../useGridUrlState';
import { GridToolbar } from './GridToolbar';
import type { GridPreferencesState } from './useGridPreferences';

interface EntityGridProps<Row extends GridValidRowModel> {
  label: string;
  /** the list's columns and density (the page holds them: a saved view sets them too) */
  preferences: GridPreferencesState;
  rows: Row[];
  loading: boolean;
  columns: GridColDef<Row>[];
  onOpen: (row: Row) => void;
  /** what the empty grid says, e.g. "No rooms found" */
  emptyText: string;
  grid: GridUrlState;
  total: number;
  /** the ticked rows' ids, when rows are selectable (a list with bulk edit) */
  selected?: readonly number[];
  onSelectedChange?: (ids: number[]) => void;
}

/** Columns whose cells do not open their row: the actions and the selection checkbox. */
const NOT_OPENING = new Set(['actions', GRID_CHECKBOX_SELECTION_FIELD]);

/**
 * `j`/`k`: move the grid's cell focus to the next or previous row (the first row when none has it); the
 * grid focuses the cell and its own Enter opens the row.
 */
function moveRowFocus(apiRef: RefObject<GridApi | null>, step: 1 | -1): void {
  const api = apiRef.current;
  if (!api) return;
  const ids = api.getSortedRowIds();
  if (ids.length === 0) return;
  const focused = api.state.focus.cell;
  const at = focused ? ids.indexOf(focused.id) : -1;
  const next = at === -1 ? 0 : Math.min(Math.max(at + step, 0), ids.length - 1);
  // The first data cell: not the selection checkbox (Enter there would not open the row) nor the actions.
  const field = api.getVisibleColumns().find((column) => !NOT_OPENING.has(column.field))?.field;
  if (!field) return;
  api.scrollToIndexes({ rowIndex: next });
  api.setCellFocus(ids[next], field);
}

/**
 * The DataGrid of every list, in server mode: the URL owns page, page size and sort; columns and
 * density are the user's own; skeleton rows while the first page loads, a progress line while
 * later pages do.
 */
export function EntityGrid<Row extends GridValidRowModel>(props: EntityGridProps<Row>) {
  const { label, preferences, grid, rows, total, loading, columns, onOpen, emptyText } = props;
  const { selected, onSelectedChange } = props;
  const selectionModel = useMemo<GridRowSelectionModel | undefined>(
    () => (selected ? { type: 'include', ids: new Set(selected) } : undefined),
    [selected],
  );
  const apiRef = useGridApiRef();
  usePageShortcuts({ next: () => moveRowFocus(apiRef, 1), previous: () => moveRowFocus(apiRef, -1) });
  const slots = useMemo(
    () => ({
      toolbar: GridToolbar,
      noRowsOverlay: () => (
        <GridOverlay>
          <Typography color="textSecondary">{emptyText}</Typography>
        </GridOverlay>
      ),
    }),
    [emptyText],
  );
  return (
    <DataGrid
      apiRef={apiRef}
      aria-label={label}
      rows={rows}
      rowCount={total}
      columns={columns}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={grid.paginationModel}
      onPaginationModelChange={grid.onPaginationModelChange}
      sortModel={grid.sortModel}
      onSortModelChange={grid.onSortModelChange}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      columnVisibilityModel={preferences.columnVisibilityModel}
      onColumnVisibilityModelChange={preferences.onColumnVisibilityModelChange}
      density={preferences.density}
      onDensityChange={preferences.onDensityChange}
      showToolbar
      slots={slots}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      disableColumnFilter
      disableRowSelectionOnClick
      checkboxSelection={Boolean(onSelectedChange)}
      keepNonExistentRowsSelected
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(model) =>
        onSelectedChange?.(
          model.type === 'include'
            ? [...model.ids].map(Number)
            : rows.map((row) => Number(row.id)).filter((id) => !model.ids.has(id)),
        )
      }
      onRowClick={({ row }, event) => {
        // Ticking a row's checkbox selects it; it does not open it.
        if (!(event.target as Element).closest('.MuiDataGrid-cellCheckbox')) onOpen(row);
      }}
      onCellKeyDown={({ row, field }, event) => {
        if (event.key === 'Enter' && !NOT_OPENING.has(field)) onOpen(row);
      }}
      sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
