import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Occupancy } from '../../core/occupancy/occupancyTypes';
import { EntityReference } from '../entity/hoverCard/EntityReference';
import { canEndToday, occupancyStatus } from './occupancyValues';
import type { OccupancySide } from './occupancySides';

interface OccupancyTableProps {
  side: OccupancySide;
  rows: Occupancy[];
  onEdit: (occupancy: Occupancy) => void;
  onEndToday: (occupancy: Occupancy) => void;
  onDelete: (occupancy: Occupancy) => void;
  /** the period an "End today" is running for */
  ending: number | null;
}

const EMPTY = '—';

/** What the other side of a period is called in texts: the tenant on a room page, the room on a tenant page. */
export function counterpartName(side: OccupancySide, occupancy: Occupancy): string {
  if (side === 'room') return occupancy.tenant_name;
  return [occupancy.address?.name, occupancy.floor?.name, occupancy.room?.name].filter(Boolean).join(' · ');
}

function Counterpart({ side, occupancy }: { side: OccupancySide; occupancy: Occupancy }) {
  return side === 'room' ? (
    <EntityReference entity="tenant" id={occupancy.tenant_id}>
      {counterpartName(side, occupancy)}
    </EntityReference>
  ) : (
    <EntityReference entity="room" id={occupancy.room_id}>
      {counterpartName(side, occupancy)}
    </EntityReference>
  );
}

/** The periods of a room or tenant, newest first, each with Edit, End today and Delete. */
export function OccupancyTable({ side, rows, onEdit, onEndToday, onDelete, ending }: OccupancyTableProps) {
  return (
    <Table size="small" aria-label={side === 'room' ? 'Tenants of this room' : 'Rooms of this tenant'}>
      <TableHead>
        <TableRow>
          <TableCell>{side === 'room' ? 'Tenant' : 'Room'}</TableCell>
          <TableCell>Start</TableCell>
          <TableCell>End</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((occupancy) => {
          const name = counterpartName(side, occupancy);
          const endText = ending === occupancy.id ? 'Ending...' : 'End today';
          return (
            <TableRow key={occupancy.id}>
              <TableCell>
                <Counterpart side={side} occupancy={occupancy} />
              </TableCell>
              <TableCell>{occupancy.start_date ?? EMPTY}</TableCell>
              <TableCell>{occupancy.end_date ?? EMPTY}</TableCell>
              <TableCell>{occupancyStatus(occupancy)}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => onEdit(occupancy)} aria-label={`Edit: ${name}`}>
                    Edit
                  </Button>
                  {canEndToday(occupancy) ? (
                    <Button
                      size="small"
                      onClick={() => onEndToday(occupancy)}
                      disabled={ending === occupancy.id}
                      aria-label={`${endText}: ${name}`}
                    >
                      {endText}
                    </Button>
                  ) : null}
                  <Button size="small" color="error" onClick={() => onDelete(occupancy)} aria-label={`Delete: ${name}`}>
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
