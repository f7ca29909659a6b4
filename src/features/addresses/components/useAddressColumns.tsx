import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../../components/format';
import type { Address } from '../addressTypes';

/** The address list's columns; every one of them the server can order by. */
export function useAddressColumns(): GridColDef<Address>[] {
  return useMemo<GridColDef<Address>[]>(
    () => [
      { field: 'name', headerName: 'Address', flex: 1.5, minWidth: 200 },
      { field: 'postal_code', headerName: 'Postal code', width: 120 },
      { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
      { field: 'country', headerName: 'Country', width: 100 },
      { field: 'site_name', headerName: 'Site', flex: 1, minWidth: 140 },
      { field: 'created_at', headerName: 'Created', width: 120, valueFormatter: (value: string) => formatDate(value) },
    ],
    [],
  );
}
