import { useNavigate } from 'react-router';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridValidRowModel } from '@mui/x-data-grid';

interface CompactGridProps<Row extends GridValidRowModel> {
  label: string;
  rows: Row[];
  total: number;
  loading: boolean;
  columns: GridColDef<Row>[];
  /** one page size only: the pager shows once there is more than a page */
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  emptyText: string;
  /** where a row leads (click or Enter); without it rows are plain */
  rowPath?: (row: Row) => string;
}

/**
 * A few rows of a detail page's panel (a floor's rooms, a user's changes): compact, paged by the
 * server, no column menus or sorting, skeleton rows while the first page loads.
 */
export function CompactGrid<Row extends GridValidRowModel>(props: CompactGridProps<Row>) {
  const { label, rows, total, loading, columns, pagination, onPaginationChange, emptyText, rowPath } = props;
  const navigate = useNavigate();
  const open = rowPath ? (row: Row) => navigate(rowPath(row)) : undefined;
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      rowCount={total}
      columns={columns}
      loading={loading}
      density="compact"
      autoHeight
      paginationMode="server"
      paginationModel={pagination}
      onPaginationModelChange={onPaginationChange}
      pageSizeOptions={[pagination.pageSize]}
      hideFooter={total <= pagination.pageSize}
      disableColumnMenu
      disableColumnSorting
      disableRowSelectionOnClick
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      localeText={{ noRowsLabel: emptyText }}
      onRowClick={open && (({ row }) => open(row))}
      onCellKeyDown={
        open &&
        (({ row }, event) => {
          if (event.key === 'Enter') open(row);
        })
      }
      sx={{ border: 0, ...(open && { '& .MuiDataGrid-row': { cursor: 'pointer' } }) }}
    />
  );
}
