import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../../components/format';
import type { ReferenceRow } from '../../../core/entity/referenceApi';
import type { ExternalIp, Network, SpeedLimit } from '../networkTypes';
import { formatKbps } from '../formatKbps';
import { referenceColumn } from '../../../components/entity/hoverCard/referenceColumn';

/* The lists' columns (every one of them the server can order by) and the related lists' columns. */

export const networkColumns: GridColDef<Network>[] = [
  { field: 'name', headerName: 'Network', flex: 1.2, minWidth: 160 },
  { field: 'vlan_id', headerName: 'VLAN', width: 90 },
  { field: 'subnet', headerName: 'Subnet', flex: 1, minWidth: 140 },
  { field: 'gateway', headerName: 'Gateway', flex: 1, minWidth: 120 },
  referenceColumn('tenant', (row) => row.tenant_id, {
    field: 'tenant_name',
    headerName: 'Tenant',
    flex: 1,
    minWidth: 140,
  }),
  { field: 'speed_limit_name', headerName: 'Speed limit', flex: 1, minWidth: 130 },
];

const rateColumn = (field: 'download_kbps' | 'upload_kbps', headerName: string): GridColDef<SpeedLimit> => ({
  field,
  headerName,
  width: 140,
  valueFormatter: (value: number) => formatKbps(value),
});

export const speedLimitColumns: GridColDef<SpeedLimit>[] = [
  { field: 'name', headerName: 'Speed limit', flex: 1, minWidth: 160 },
  rateColumn('download_kbps', 'Download'),
  rateColumn('upload_kbps', 'Upload'),
];

export const externalIpColumns: GridColDef<ExternalIp>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 140 },
  referenceColumn('network', (row) => row.network_id, {
    field: 'network_name',
    headerName: 'Network',
    flex: 1,
    minWidth: 140,
  }),
  referenceColumn('tenant', (row) => row.tenant_id, {
    field: 'tenant_name',
    headerName: 'Tenant',
    flex: 1,
    minWidth: 140,
  }),
  { field: 'created_at', headerName: 'Created', width: 120, valueFormatter: (value: string) => formatDate(value) },
];

const refName = (value: unknown) => (value as { name?: string } | null)?.name;

export const relatedOutletColumns: GridColDef<ReferenceRow>[] = [
  { field: 'label', headerName: 'Outlet', flex: 1 },
  referenceColumn('room', (row) => (row.room as { id?: number } | null)?.id, {
    field: 'room',
    headerName: 'Room',
    flex: 1,
    valueGetter: (_value, row) => refName(row.room),
  }),
  { field: 'switch_port', headerName: 'Switch port', flex: 1 },
  {
    field: 'interface_up',
    headerName: 'Port',
    width: 90,
    valueFormatter: (value: unknown) => (value === true ? 'Up' : value === false ? 'Down' : ''),
  },
];

export const relatedWirelessColumns: GridColDef<ReferenceRow>[] = [
  { field: 'ssid', headerName: 'SSID', flex: 1 },
  { field: 'band', headerName: 'Band', width: 100 },
  {
    field: 'enabled',
    headerName: 'Enabled',
    width: 100,
    valueFormatter: (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : ''),
  },
];

export const relatedExternalIpColumns: GridColDef<ReferenceRow>[] = [
  { field: 'address', headerName: 'Address', flex: 1 },
  referenceColumn('tenant', (row) => row.tenant_id, { field: 'tenant_name', headerName: 'Tenant', flex: 1 }),
];

export const relatedNetworkColumns: GridColDef<ReferenceRow>[] = [
  { field: 'name', headerName: 'Network', flex: 1.2 },
  { field: 'vlan_id', headerName: 'VLAN', width: 90 },
  { field: 'subnet', headerName: 'Subnet', flex: 1 },
];
