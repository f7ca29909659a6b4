import type { GridColDef } from '@mui/x-data-grid';
import type { ReferenceRow } from '../../../core/entity/referenceApi';
import { referenceColumn } from '../../../components/entity/hoverCard/referenceColumn';

/** Columns of an address's floors and rooms on its page. */
export const floorColumns: GridColDef<ReferenceRow>[] = [
  { field: 'name', headerName: 'Floor', flex: 1 },
  { field: 'level', headerName: 'Level', width: 90 },
];

export const roomColumns: GridColDef<ReferenceRow>[] = [
  { field: 'name', headerName: 'Room', flex: 1 },
  {
    field: 'floor',
    headerName: 'Floor',
    flex: 1,
    valueGetter: (_value, row) => (row.floor as { name?: string } | null)?.name,
  },
  referenceColumn('tenant', (row) => row.current_tenant_id, {
    field: 'current_tenant_name',
    headerName: 'Tenant',
    flex: 1,
  }),
];
