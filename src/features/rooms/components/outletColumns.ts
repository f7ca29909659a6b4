import type { GridColDef } from '@mui/x-data-grid';
import type { ReferenceRow } from '../../../core/entity/referenceApi';

/** Columns of a room's outlets on its page. */
export const outletColumns: GridColDef<ReferenceRow>[] = [
  { field: 'label', headerName: 'Outlet', flex: 1 },
  { field: 'switch_port', headerName: 'Switch port', flex: 1.2 },
  { field: 'network_name', headerName: 'Network', flex: 1 },
  {
    field: 'interface_up',
    headerName: 'Port',
    width: 90,
    valueFormatter: (value: unknown) => (value === true ? 'Up' : value === false ? 'Down' : ''),
  },
];
