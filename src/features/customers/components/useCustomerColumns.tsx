import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerRow } from '../customerTypes';
import { ActiveCustomerChip } from './ActiveCustomerChip';
import { CustomerLogo } from './CustomerLogo';

/** The customers list's columns: the server orders by name only; logo and the active marker are not sortable. */
export function useCustomerColumns(activeId: number | undefined): GridColDef<CustomerRow>[] {
  return useMemo<GridColDef<CustomerRow>[]>(
    () => [
      {
        field: 'logo',
        headerName: 'Logo',
        width: 80,
        sortable: false,
        renderCell: ({ row }) => <CustomerLogo customer={row} />,
        display: 'flex',
      },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 220 },
      {
        field: 'active',
        headerName: 'Active',
        width: 110,
        sortable: false,
        valueGetter: (_value, row) => row.id === activeId,
        renderCell: ({ value }) => (value ? <ActiveCustomerChip /> : null),
      },
    ],
    [activeId],
  );
}
