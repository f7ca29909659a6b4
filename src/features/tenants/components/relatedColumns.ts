import type { GridColDef } from '@mui/x-data-grid';
import type { ReferenceRow } from '../../../core/entity/referenceApi';
import { referenceColumn } from '../../../components/entity/hoverCard/referenceColumn';

/** Columns of a tenant's networks and external IPs on its page. */
export const networkColumns: GridColDef<ReferenceRow>[] = [
  { field: 'name', headerName: 'Network', flex: 1 },
  { field: 'vlan_id', headerName: 'VLAN', width: 90 },
  { field: 'subnet', headerName: 'Subnet', flex: 1 },
];

export const externalIpColumns: GridColDef<ReferenceRow>[] = [
  { field: 'address', headerName: 'Address', flex: 1 },
  referenceColumn('network', (row) => row.network_id, { field: 'network_name', headerName: 'Network', flex: 1 }),
];
