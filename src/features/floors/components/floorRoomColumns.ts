import type { GridColDef } from '@mui/x-data-grid';
import { roomKindLabel } from '../../../components/entity/propertyFilters';
import type { ReferenceRow } from '../../../core/entity/referenceApi';
import { referenceColumn } from '../../../components/entity/hoverCard/referenceColumn';

/** Columns of a floor's rooms on its page. */
export const floorRoomColumns: GridColDef<ReferenceRow>[] = [
  { field: 'name', headerName: 'Room', flex: 1 },
  { field: 'kind', headerName: 'Kind', width: 130, valueFormatter: (value: unknown) => roomKindLabel(value) },
  referenceColumn('tenant', (row) => row.current_tenant_id, {
    field: 'current_tenant_name',
    headerName: 'Tenant',
    flex: 1,
  }),
];
