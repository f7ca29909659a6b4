import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { Floor } from '../floorTypes';

/** The floors list's columns; every one of them the server can order by. */
export function useFloorColumns(): GridColDef<Floor>[] {
  return useMemo<GridColDef<Floor>[]>(
    () => [
      { field: 'name', headerName: 'Floor', flex: 1, minWidth: 160 },
      { field: 'level', headerName: 'Level', width: 100, type: 'number', align: 'left', headerAlign: 'left' },
      {
        field: 'address',
        headerName: 'Address',
        flex: 1.5,
        minWidth: 200,
        valueGetter: (_value, row) => row.address?.name,
      },
    ],
    [],
  );
}
