import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import { entityListPage } from '../../../components/entity/EntityListPage';
import { siteFilter } from '../../../components/entity/listFilters';
import { addressFilter } from '../../../components/entity/propertyFilters';
import { formatDate } from '../../../components/format';
import { paths } from '../../../core/paths';
import { useListDoorbellsQuery } from '../doorbellsApi';
import type { Doorbell } from '../doorbellTypes';

const filters = [siteFilter, addressFilter];
function useDoorbellColumns() {
  return useMemo<GridColDef<Doorbell>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
      {
        field: 'address',
        headerName: 'Address',
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => row.address.name,
      },
      { field: 'device_id', headerName: 'Device id', width: 180 },
      {
        field: 'rings',
        headerName: 'Rings',
        width: 160,
        sortable: false,
        valueGetter: (_value, row) => `${row.room_ids.length} rooms, ${row.tenant_ids.length} tenants`,
      },
      {
        field: 'created_at',
        headerName: 'Created',
        width: 120,
        sortable: false, // the server does not order doorbells by it
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [],
  );
}

/** /doorbells: the active site's doorbells, searched by name or device id. */
export default entityListPage('doorbell', {
  useList: useListDoorbellsQuery,
  useColumns: useDoorbellColumns,
  filters,
  subtitle: (
    <Link component={RouterLink} to={paths.presetMessages}>
      Preset messages
    </Link>
  ),
});
