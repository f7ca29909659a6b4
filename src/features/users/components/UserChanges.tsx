import { useState } from 'react';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { changeEvent, changedFields } from '../../../components/entity/changeText';
import { CompactGrid } from '../../../components/entity/CompactGrid';
import { SectionLoadError } from '../../../components/entity/SectionLoadError';
import { formatDateTime } from '../../../components/format';
import type { ChangeRecord } from '../../../core/entity/changesApi';
import { useListUserChangesQuery } from '../usersApi';
import { ChangedObjectLink } from './ChangedObjectLink';

const PAGE_SIZE = 10;
const ACTIONS = { create: 'Created', update: 'Changed', delete: 'Deleted' } as const;

const columns: GridColDef<ChangeRecord>[] = [
  { field: 'created_at', headerName: 'When', width: 150, valueFormatter: (value: string) => formatDateTime(value) },
  {
    field: 'action',
    headerName: 'Action',
    width: 100,
    valueFormatter: (value: ChangeRecord['action']) => ACTIONS[value],
  },
  {
    field: 'object',
    headerName: 'Object',
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => row.object_type,
    renderCell: ({ row }) => <ChangedObjectLink change={row} />,
  },
  {
    field: 'fields',
    headerName: 'Fields',
    flex: 1.2,
    minWidth: 180,
    valueGetter: (_value, row) =>
      row.action === 'update'
        ? (changeEvent(row) ??
          changedFields(row)
            .map((field) => field.label)
            .join(', '))
        : '',
  },
];

/**
 * The changes a user made in the active customer, newest first, each naming the object it touched
 * and linking to its page where the console has one. Refetched on every visit: any write adds to it.
 */
export function UserChanges({ userId }: { userId: number }) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching, isError, refetch } = useListUserChangesQuery(
    { userId, page: pagination.page + 1, pageSize: pagination.pageSize },
    { refetchOnMountOrArgChange: true },
  );
  const total = data?.total ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="Recent changes">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Recent changes{data ? ` (${total})` : ''}
      </Typography>
      {isError ? (
        <SectionLoadError what="changes" onRetry={refetch} />
      ) : (
        <CompactGrid
          label="Recent changes"
          rows={data?.data ?? []}
          total={total}
          loading={isFetching}
          columns={columns}
          pagination={pagination}
          onPaginationChange={setPagination}
          emptyText="No changes recorded in this customer"
        />
      )}
    </Paper>
  );
}
