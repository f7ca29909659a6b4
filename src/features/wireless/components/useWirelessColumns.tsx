import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { bandLabel, securityLabel } from '../wirelessChoices';
import type { Wireless } from '../wirelessTypes';
import { referenceColumn } from '../../../components/entity/hoverCard/referenceColumn';

/** The wireless list's columns; every one of them the server can order by. */
export function useWirelessColumns(): GridColDef<Wireless>[] {
  return useMemo<GridColDef<Wireless>[]>(
    () => [
      { field: 'ssid', headerName: 'SSID', flex: 1.5, minWidth: 180 },
      {
        field: 'security',
        headerName: 'Security',
        flex: 1,
        minWidth: 150,
        valueFormatter: (v: string) => securityLabel(v),
      },
      { field: 'band', headerName: 'Band', width: 130, valueFormatter: (v: string) => bandLabel(v) },
      referenceColumn<Wireless>('network', (row) => row.network_id, {
        field: 'network_name',
        headerName: 'Network',
        flex: 1,
        minWidth: 140,
      }),
      { field: 'vlan_id', headerName: 'VLAN', width: 90 },
      { field: 'enabled', headerName: 'Enabled', width: 100, valueFormatter: (v: boolean) => (v ? 'Yes' : 'No') },
    ],
    [],
  );
}
