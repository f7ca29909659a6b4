import { useMemo } from 'react';
import { DataGrid, GridOverlay, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS, type GridUrlState } from '../useGridUrlState';
import { GridToolbar } from './GridToolbar';
import { useGridPreferences } from './useGridPreferences';

interface EntityGridProps<Row extends GridValidRowModel> {
  label: string;
  listKey: string;
  grid: GridUrlState;
  rows: Row[];
  total: number;
  loading: boolean;
  columns: GridColDef<Row>[];
  onOpen: (row: Row) => void;
  /** what the empty grid says, e.g. "No rooms found" */
  emptyText: string;
}

/**
 * The DataGrid of every list, in server mode: the URL owns page, page size and sort; columns and
 * density are the user's own; skeleton rows while the first page loads, a progress line while
 * later pages do.
 */
export function EntityGrid<Row extends GridValidRowModel>(props: EntityGridProps<Row>) {
  const { label, listKey, grid, rows, total, loading, columns, onOpen, emptyText } = props;
  const preferences = useGridPreferences(listKey);
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
      onRowClick={({ row }) => onOpen(row)}
      onCellKeyDown={({ row, field }, event) => {
        if (event.key === 'Enter' && field !== 'actions') onOpen(row);
      }}
      sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
