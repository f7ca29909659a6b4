import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ListParams } from '../../core/entity/listTypes';
import { type ReferenceRow, type ReferenceSource, useListRelatedQuery } from '../../core/entity/referenceApi';
import { CompactGrid } from './CompactGrid';
import { SectionLoadError } from './SectionLoadError';
import { useRecordSite } from './recordSite';

const PAGE_SIZE = 5;

interface RelatedListProps {
  /** "Rooms" */
  title: string;
  /** the related entity's collection: sourceOf('room') */
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

/**
 * A compact grid of an object's related rows (a floor's rooms), paged by the server, each row opening its
 * page. The rows are read on the object's own site, which need not be the active one.
 */
export function RelatedList(props: RelatedListProps) {
  const { title, source, params, columns, rowPath, viewAllPath, actions } = props;
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching, isError, refetch } = useListRelatedQuery({
    ...source,
    siteId: useRecordSite(),
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
        <SectionLoadError what={title.toLowerCase()} onRetry={refetch} />
      ) : (
        <CompactGrid
          label={title}
          rows={data?.data ?? []}
          total={total}
          loading={isFetching}
          columns={columns}
          pagination={pagination}
          onPaginationChange={setPagination}
          emptyText={`No ${title.toLowerCase()}`}
          rowPath={rowPath}
        />
      )}
    </Paper>
  );
}
