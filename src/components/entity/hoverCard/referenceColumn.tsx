import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { EntityReference } from './EntityReference';
import type { HoverCardEntity } from './hoverCardFacts';

type Column<Row extends GridValidRowModel> = GridColDef<Row> & { field: string };

/**
 * A list column naming a tenant, room, network or router: the name links to it and shows its hover
 * card. `idOf` reads the referenced id from the row; the column keeps its field, so the list still
 * orders by it.
 *
 * @example referenceColumn('tenant', (row) => row.tenant_id, { field: 'tenant_name', headerName: 'Tenant', flex: 1 })
 */
export function referenceColumn<Row extends GridValidRowModel>(
  entity: HoverCardEntity,
  idOf: (row: Row) => unknown,
  column: Column<Row>,
): GridColDef<Row> {
  return {
    ...column,
    renderCell: ({ row, value, formattedValue, tabIndex, hasFocus }) => {
      const id = idOf(row);
      const text = (formattedValue ?? value) as string | null | undefined;
      if (typeof id !== 'number' || !text) return text ?? '';
      return (
        <EntityReference entity={entity} id={id} tabIndex={tabIndex} cellFocused={hasFocus}>
          {text}
        </EntityReference>
      );
    },
  };
}
