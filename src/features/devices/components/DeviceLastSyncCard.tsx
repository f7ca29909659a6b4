import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { OutletStateChip } from '../../../components/outlets/OutletStateChip';
import { errorDetail } from '../../../core/api/apiTypes';
import { paths } from '../../../core/paths';
import { useSyncDeviceMutation } from '../devicesApi';
import type { Device, LastSync, RouterInterface } from '../deviceTypes';
import { DescriptionList } from '../../../components/DescriptionList';
import { When } from './When';
import { syncCacheKey } from './DeviceSyncButton';

/**
 * The last sync attempt: the one this page just made if it failed (a failure refreshes nothing),
 * else the one the server stored.
 */
function useLastSync(device: Device): LastSync | null {
  const [, attempt] = useSyncDeviceMutation({ fixedCacheKey: syncCacheKey(device.id) });
  if (attempt.isError && attempt.startedTimeStamp) {
    const message = errorDetail(attempt.error) ?? 'The server did not say why.';
    return { at: new Date(attempt.startedTimeStamp).toISOString(), ok: false, message, outlets_updated: [] };
  }
  return device.last_sync;
}

function OutletsUpdated({ sync }: { sync: LastSync }) {
  const count = sync.outlets_updated.length;
  if (count === 0) return <>None</>;
  return (
    <Stack spacing={0.5}>
      <span>{count === 1 ? '1 outlet' : `${count} outlets`}</span>
      {sync.outlets_updated.map((outlet) => (
        <Stack key={outlet.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={paths.outlet(outlet.id)}>
            {outlet.label}
          </Link>
          <Typography variant="body2" color="textSecondary">
            {outlet.switch_port}
          </Typography>
          <OutletStateChip up={outlet.interface_up} />
        </Stack>
      ))}
    </Stack>
  );
}

function InterfacesTable({ interfaces }: { interfaces: readonly RouterInterface[] }) {
  return (
    <Table size="small" aria-label="Interfaces read at the last sync">
      <TableHead>
        <TableRow>
          <TableCell>Interface</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>State</TableCell>
          <TableCell>Comment</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {interfaces.map((iface) => (
          <TableRow key={iface.name}>
            <TableCell>{iface.name}</TableCell>
            <TableCell>{iface.type}</TableCell>
            <TableCell>{iface.disabled ? 'Disabled' : iface.running ? 'Running' : 'Not running'}</TableCell>
            <TableCell>{iface.comment}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "Last Sync" card: when the last attempt ran, ok or why not, what it read and what it changed in Portico. */
export function DeviceLastSyncCard({ device }: { device: Device }) {
  const sync = useLastSync(device);
  return (
    <Card component="section" aria-label="Last Sync">
      <CardHeader
        title="Last Sync"
        action={
          sync ? <Chip size="small" label={sync.ok ? 'OK' : 'Failed'} color={sync.ok ? 'success' : 'error'} /> : null
        }
      />
      <CardContent>
        {!sync ? (
          <Typography variant="body2" color="textSecondary">
            This device has not been synced yet.
          </Typography>
        ) : (
          <Stack spacing={2}>
            <DescriptionList
              fields={[
                { label: 'Attempted', value: <When at={sync.at} /> },
                { label: 'Result', value: sync.ok ? 'OK' : sync.message },
                !!device.system_identity && { label: 'Router identity', value: device.system_identity },
                sync.ok && { label: 'Outlets updated', value: <OutletsUpdated sync={sync} /> },
              ]}
            />
            {device.router_interfaces?.length ? <InterfacesTable interfaces={device.router_interfaces} /> : null}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
