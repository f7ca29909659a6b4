import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { OutletStateChip } from './OutletStateChip';
import { referenceColumn } from '../entity/hoverCard/referenceColumn';

/**
 * The outlet columns the outlets list and a room's outlets share: label, switch port, network and
 * the port state as a chip. Field names are the server's, so the list can order by each of them.
 */
export function outletColumns<Row extends GridValidRowModel>(): GridColDef<Row>[] {
  return [
    { field: 'label', headerName: 'Outlet', flex: 1, minWidth: 100 },
    { field: 'switch_port', headerName: 'Switch port', flex: 1.2, minWidth: 140 },
    referenceColumn<Row>('network', (row) => row.network_id, {
      field: 'network_name',
      headerName: 'Network',
      flex: 1,
      minWidth: 120,
    }),
    {
      field: 'interface_up',
      headerName: 'Port',
      width: 100,
      renderCell: ({ row }) => (
        <OutletStateChip
          up={row.interface_up as boolean | null}
          changedAt={row.interface_changed_at as string | null | undefined}
        />
      ),
    },
  ];
}
