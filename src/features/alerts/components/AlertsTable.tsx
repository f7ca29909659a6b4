import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ALERT_KIND_LABELS, type Alert, type AlertAffected } from '../../../../rules/alerts';

const when = (iso: string) => new Date(iso).toLocaleString();

const more = (count: number) => (count > 0 ? ` and ${count} more` : '');

/** Rooms and tenants, with a tenant's contact details when the server sent them. */
function Affected({ affected }: { affected: AlertAffected }) {
  const rooms = affected.rooms.map((room) => room.name).join(', ');
  return (
    <>
      <Typography variant="body2">{`Rooms: ${rooms || 'none'}${more(affected.more_rooms)}`}</Typography>
      <Typography variant="body2" component="div">
        {'Tenants: '}
        {affected.tenants.length === 0 ? 'none' : null}
        {affected.tenants.map((tenant, index) => (
          <span key={tenant.id}>
            {index > 0 ? '; ' : ''}
            {tenant.name}
            {[tenant.email, tenant.phone].some(Boolean)
              ? ` (${[tenant.email, tenant.phone].filter(Boolean).join(', ')})`
              : ''}
          </span>
        ))}
        {more(affected.more_tenants)}
      </Typography>
    </>
  );
}

/** The alerts of the list page, newest first. */
export default function AlertsTable({ alerts }: { alerts: Alert[] }) {
  if (alerts.length === 0) return <Typography color="text.secondary">No alerts match.</Typography>;
  return (
    <Table size="small" aria-label="Alerts">
      <TableHead>
        <TableRow>
          <TableCell>Status</TableCell>
          <TableCell>Kind</TableCell>
          <TableCell>What happened</TableCell>
          <TableCell>Affects</TableCell>
          <TableCell>Since</TableCell>
          <TableCell>Closed</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {alerts.map((alert) => (
          <TableRow key={alert.id}>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                label={alert.status === 'open' ? 'Open' : 'Closed'}
                color={alert.status === 'open' ? (alert.critical ? 'error' : 'warning') : 'default'}
              />
            </TableCell>
            <TableCell>{ALERT_KIND_LABELS[alert.kind]}</TableCell>
            <TableCell>{alert.summary}</TableCell>
            <TableCell>
              <Typography variant="body2">{`Site: ${alert.affected.site.name}`}</Typography>
              <Affected affected={alert.affected} />
            </TableCell>
            <TableCell>{when(alert.since)}</TableCell>
            <TableCell>{alert.closed_at ? when(alert.closed_at) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
