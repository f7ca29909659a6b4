import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { outletColumns } from '../../../components/outlets/outletColumns';
import type { Outlet } from '../outletTypes';
import { referenceColumn } from '../../../components/entity/hoverCard/referenceColumn';

/** The outlets list's columns: the shared outlet columns, then where the outlet is. */
export function useOutletColumns(): GridColDef<Outlet>[] {
  return useMemo<GridColDef<Outlet>[]>(
    () => [
      ...outletColumns<Outlet>(),
      referenceColumn<Outlet>('room', (row) => row.room?.id, {
        field: 'room',
        headerName: 'Room',
        flex: 1,
        minWidth: 110,
        valueGetter: (_value, row) => row.room?.name,
      }),
      { field: 'floor', headerName: 'Floor', flex: 1, minWidth: 110, valueGetter: (_value, row) => row.floor?.name },
      {
        field: 'address',
        headerName: 'Address',
        flex: 1.5,
        minWidth: 160,
        valueGetter: (_value, row) => row.address?.name,
      },
    ],
    [],
  );
}
