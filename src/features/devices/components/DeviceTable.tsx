import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate } from '../../../components/format';
import { connectionInfo, deviceTitle } from '../deviceDisplay';
import { paths } from '../../../core/paths';
import { DeviceStateChip } from './DeviceStateChip';
import { DeviceStatusChip } from './DeviceStatusChip';
import type { Device } from '../deviceTypes';
import { formatRelativeTime } from '../relativeTime';

const COLUMNS = ['Device', 'Site', 'Connection', 'Status', 'State', 'Last Sync', 'Created', 'Actions'];

interface DeviceTableProps {
  devices: readonly Device[] | undefined;
  onDelete: (device: Device) => void;
}

function DeviceRow({ device, onDelete }: { device: Device; onDelete: (device: Device) => void }) {
  const navigate = useNavigate();
  const title = deviceTitle(device);
  // The whole row opens the device; its own links and buttons keep their meaning.
  const openRow = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a,button')) navigate(paths.device(device.id));
  };
  return (
    <TableRow hover onClick={openRow} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Link component={RouterLink} to={paths.device(device.id)} underline="hover" sx={{ fontWeight: 600 }}>
          {title}
        </Link>
        {device.unique_id ? (
          <Typography variant="body2" color="textSecondary">
            {device.unique_id}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{device.site_name ?? 'No site'}</TableCell>
      <TableCell>{connectionInfo(device)}</TableCell>
      <TableCell>
        <DeviceStatusChip device={device} />
      </TableCell>
      <TableCell>
        <DeviceStateChip device={device} />
      </TableCell>
      <TableCell>{device.last_sync_at ? formatRelativeTime(device.last_sync_at) : 'Never'}</TableCell>
      <TableCell>{formatDate(device.created_at)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${title}`} onClick={() => navigate(paths.deviceEdit(device.id))}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${title}`} color="error" onClick={() => onDelete(device)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

/** The device table; `devices` undefined means still loading. */
export function DeviceTable({ devices, onDelete }: DeviceTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Mikrotik devices">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Actions' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {!devices
            ? [0, 1, 2].map((row) => (
                <TableRow key={row}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : devices.map((device) => <DeviceRow key={device.id} device={device} onDelete={onDelete} />)}
          {devices?.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 6 }}>
                <Typography color="textSecondary">No devices found</Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
