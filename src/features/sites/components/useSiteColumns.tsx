import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate, truncate } from '../../../components/format';
import { CANNOT_DELETE } from '../../../components/PageHeader';
import type { Site } from '../../../core/tenancy/siteTypes';

interface RowActions {
  onEdit: (site: Site) => void;
  onDelete: (site: Site) => void;
}

function SiteRowActions({ site, onEdit, onDelete }: RowActions & { site: Site }) {
  // Clicks here must not also open the row.
  const stop = (handler: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    handler();
  };
  return (
    <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
      <IconButton size="small" aria-label={`Edit ${site.name}`} onClick={stop(() => onEdit(site))}>
        <EditIcon fontSize="small" />
      </IconButton>
      <Tooltip title={site.can_delete ? '' : CANNOT_DELETE}>
        <span>
          <IconButton
            size="small"
            aria-label={`Delete ${site.name}`}
            disabled={!site.can_delete}
            onClick={stop(() => onDelete(site))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** Memoised so the grid does not rebuild its columns on every render (pass stable callbacks). */
export function useSiteColumns({ onEdit, onDelete }: RowActions): GridColDef<Site>[] {
  return useMemo<GridColDef<Site>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
      {
        field: 'description',
        headerName: 'Description',
        flex: 1.5,
        minWidth: 200,
        sortable: false,
        valueFormatter: (value: string | null) => truncate(value),
      },
      { field: 'time_zone', headerName: 'Time zone', width: 170 },
      {
        field: 'prefix',
        headerName: 'Network',
        width: 150,
        sortable: false,
        valueGetter: (_value, site) => (site.prefix ? `${site.prefix}/${site.netmask ?? ''}` : ''),
      },
      { field: 'created_at', headerName: 'Created', width: 120, valueFormatter: (value: string) => formatDate(value) },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 100,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => <SiteRowActions site={row} onEdit={onEdit} onDelete={onDelete} />,
      },
    ],
    [onEdit, onDelete],
  );
}
