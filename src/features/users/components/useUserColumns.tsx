import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate, formatDateTime } from '../../../components/format';
import { roleLabels, type User } from '../userTypes';
import { ActiveChip } from './ActiveChip';

/** The users list's columns; the server orders by every one of them. */
export function useUserColumns(): GridColDef<User>[] {
  return useMemo<GridColDef<User>[]>(
    () => [
      { field: 'full_name', headerName: 'Name', flex: 1, minWidth: 160 },
      { field: 'email', headerName: 'E-mail', flex: 1.3, minWidth: 200 },
      { field: 'role', headerName: 'Role', width: 110, valueFormatter: (value: User['role']) => roleLabels[value] },
      {
        field: 'is_active',
        headerName: 'Status',
        width: 110,
        renderCell: ({ row }) => <ActiveChip active={row.is_active} />,
      },
      {
        field: 'last_login_at',
        headerName: 'Last login',
        width: 150,
        valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
      },
      {
        field: 'member_since',
        headerName: 'Member since',
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [],
  );
}
