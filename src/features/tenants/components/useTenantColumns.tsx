import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../../components/format';
import { kindLabel } from '../tenantKinds';
import type { Tenant } from '../tenantTypes';

/** The tenant list's columns; every one of them the server can order by. */
export function useTenantColumns(): GridColDef<Tenant>[] {
  return useMemo<GridColDef<Tenant>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1.5, minWidth: 200 },
      { field: 'kind', headerName: 'Type', width: 110, valueFormatter: (value: string) => kindLabel(value) },
      { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 180 },
      { field: 'phone', headerName: 'Phone', width: 150 },
      { field: 'reference', headerName: 'Reference', width: 140 },
      { field: 'created_at', headerName: 'Created', width: 120, valueFormatter: (value: string) => formatDate(value) },
    ],
    [],
  );
}
