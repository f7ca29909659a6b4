import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { roomKindLabel } from '../../../components/entity/propertyFilters';
import type { Room } from '../roomTypes';
import { referenceColumn } from '../../../components/entity/hoverCard/referenceColumn';

/** The rooms list's columns; every one of them the server can order by. */
export function useRoomColumns(): GridColDef<Room>[] {
  return useMemo<GridColDef<Room>[]>(
    () => [
      { field: 'name', headerName: 'Room', flex: 1, minWidth: 120 },
      { field: 'kind', headerName: 'Kind', width: 130, valueFormatter: (value: string) => roomKindLabel(value) },
      { field: 'floor', headerName: 'Floor', flex: 1, minWidth: 120, valueGetter: (_value, row) => row.floor?.name },
      {
        field: 'address',
        headerName: 'Address',
        flex: 1.5,
        minWidth: 180,
        valueGetter: (_value, row) => row.address?.name,
      },
      referenceColumn<Room>('tenant', (row) => row.current_tenant_id, {
        field: 'current_tenant_name',
        headerName: 'Current tenant',
        flex: 1.2,
        minWidth: 160,
      }),
    ],
    [],
  );
}
