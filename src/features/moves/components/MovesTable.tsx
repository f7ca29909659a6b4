import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MOVE_STATUS_LABELS, needsAttention, type UpcomingMove } from '../movesTypes';

const vlan = (id: number | null) => (id === null ? 'none' : `VLAN ${id}`);

/** What one move changes on the routers, in a line each. */
function changesOf(move: UpcomingMove): string[] {
  const moveIn = move.kind === 'move_in';
  return [
    move.ports.length > 0 ? `Ports ${move.ports.join(', ')}: ${vlan(move.vlan_before)} → ${vlan(move.vlan_after)}` : '',
    move.keys > 0
      ? `${move.keys} Wi-Fi key${move.keys === 1 ? '' : 's'} ${moveIn ? 'put on the air' : 'withdrawn'}`
      : '',
    move.speed_limit && moveIn ? `Speed limit ${move.speed_limit}` : '',
    move.external_ips.length > 0
      ? `External IP ${move.external_ips.join(', ')} ${moveIn ? 'routed' : 'withdrawn'}`
      : '',
  ].filter(Boolean);
}

/** The site's moves in time order; overdue and failed ones are marked in red. */
export default function MovesTable({ moves }: { moves: UpcomingMove[] }) {
  if (moves.length === 0)
    return <Typography color="text.secondary">No move-ins or move-outs in the next 30 days.</Typography>;
  return (
    <Table size="small" aria-label="Upcoming move-ins and move-outs">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Move</TableCell>
          <TableCell>Room</TableCell>
          <TableCell>Tenant</TableCell>
          <TableCell>What changes</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {moves.map((move) => (
          <TableRow
            key={`${move.occupancy_id}-${move.kind}`}
            selected={needsAttention(move.status)}
            data-testid={`move-${move.occupancy_id}-${move.kind}`}
          >
            <TableCell>{move.date}</TableCell>
            <TableCell>{move.kind === 'move_in' ? 'Move-in' : 'Move-out'}</TableCell>
            <TableCell>{move.room_name}</TableCell>
            <TableCell>{move.tenant_name}</TableCell>
            <TableCell>
              {changesOf(move).map((line) => (
                <Typography key={line} variant="body2">
                  {line}
                </Typography>
              ))}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                label={MOVE_STATUS_LABELS[move.status]}
                color={needsAttention(move.status) ? 'error' : move.status === 'applied' ? 'success' : 'default'}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
