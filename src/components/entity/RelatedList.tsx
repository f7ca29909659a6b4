import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ListParams } from '../../core/entity/listTypes';
import { type ReferenceRow, type ReferenceSource, useListRelatedQuery } from '../../core/entity/referenceApi';

const PAGE_SIZE = 5;

interface RelatedListProps {
  /** "Rooms" */
  title: string;
  /** the related entity's collection: { path: '/crm/rooms/', tag: 'Room' } */
  source: ReferenceSource;
  /** the filter tying the rows to the object, e.g. { floor_id: 7 } */
  params: ListParams;
  columns: GridColDef<ReferenceRow>[];
  rowPath: (row: ReferenceRow) => string;
  /** the full list with the same filter, e.g. '/rooms?floor_id=7' */
  viewAllPath?: string;
  /** e.g. an "Add room" button */
  actions?: ReactNode;
}

/** A compact grid of an object's related rows (a floor's rooms), paged by the server, each row opening its page. */
export function RelatedList(props: RelatedListProps) {
  const { title, source, params, columns, rowPath, viewAllPath, actions } = props;
  const navigate = useNavigate();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching, isError, refetch } = useListRelatedQuery({
    ...source,
    params: { ...params, page: pagination.page + 1, page_size: pagination.pageSize },
  });
  const total = data?.total ?? 0;

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
          {data ? ` (${total})` : ''}
        </Typography>
        {actions}
        {viewAllPath && total > 0 ? (
          <Button size="small" component={RouterLink} to={viewAllPath}>
            View all
          </Button>
        ) : null}
      </Box>
      {isError ? (
        <Typography color="error" variant="body2">
          The {title.toLowerCase()} could not be loaded.{' '}
          <Button size="small" onClick={() => refetch()}>
            Retry
          </Button>
        </Typography>
      ) : (
        <DataGrid
          aria-label={title}
          rows={data?.data ?? []}
          rowCount={total}
          columns={columns}
          loading={isFetching}
          density="compact"
          autoHeight
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[PAGE_SIZE]}
          hideFooter={total <= PAGE_SIZE}
          disableColumnMenu
          disableColumnSorting
          disableRowSelectionOnClick
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          localeText={{ noRowsLabel: `No ${title.toLowerCase()}` }}
          onRowClick={({ row }) => navigate(rowPath(row))}
          onCellKeyDown={({ row }, event) => {
            if (event.key === 'Enter') navigate(rowPath(row));
          }}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      )}
    </Paper>
  );
}
