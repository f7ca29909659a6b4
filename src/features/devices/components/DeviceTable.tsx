import { useMemo, useState, type MouseEvent } from 'react';
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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate } from '../../../components/format';
import { connectionInfo, deviceStatus, deviceTitle } from '../deviceDisplay';
import { paths } from '../../../core/paths';
import { DeviceStateChip } from './DeviceStateChip';
import { DeviceStatusChip } from './DeviceStatusChip';
import type { Device } from '../deviceTypes';
import { formatRelativeTime } from '../relativeTime';

const COLUMNS = ['Device', 'Site', 'Connection', 'Status', 'State', 'Last Sync', 'Created', 'Actions'];

/** The columns a click sorts by, each by what it shows; devices without a value go last. */
const SORT_KEYS: Partial<Record<string, (device: Device) => string>> = {
  Device: (device) => deviceTitle(device).toLowerCase(),
  Site: (device) => device.site_name?.toLowerCase() ?? '',
  Status: (device) => deviceStatus(device),
  'Last Sync': (device) => device.last_sync_at ?? '',
  Created: (device) => device.created_at,
};
const PAGE_SIZES = [10, 25, 50, 100];

type Sort = { column: string; direction: 'asc' | 'desc' } | null;

function sortDevices(devices: readonly Device[], sort: Sort): readonly Device[] {
  const key = sort && SORT_KEYS[sort.column];
  if (!sort || !key) return devices;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...devices].sort((a, b) => {
    const [left, right] = [key(a), key(b)];
    if (!left || !right) return left === right ? 0 : left ? -1 : 1;
    return sign * left.localeCompare(right);
  });
}

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
      <TableCell>
        {device.site_name ?? 'No site'}
        {device.customer_name ? (
          <Typography variant="body2" color="textSecondary">
            {device.customer_name}
          </Typography>
        ) : null}
      </TableCell>
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

/** The device table, sorted by a column header and paged; `devices` undefined means still loading. */
export function DeviceTable({ devices, onDelete }: DeviceTableProps) {
  const [sort, setSort] = useState<Sort>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const sorted = useMemo(() => devices && sortDevices(devices, sort), [devices, sort]);
  // A filter that leaves fewer rows brings a later page back to the last one there is.
  const lastPage = Math.max(0, Math.ceil((sorted?.length ?? 0) / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = sorted?.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  const sortBy = (column: string) => {
    setSort((current) =>
      current?.column === column && current.direction === 'asc'
        ? { column, direction: 'desc' }
        : { column, direction: 'asc' },
    );
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Mikrotik devices">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'Actions' ? 'right' : 'left'}
                sortDirection={sort?.column === column ? sort.direction : false}
                aria-label={column}
              >
                {SORT_KEYS[column] ? (
                  <TableSortLabel
                    active={sort?.column === column}
                    direction={sort?.column === column ? sort.direction : 'asc'}
                    onClick={() => sortBy(column)}
                    aria-label={`Sort by ${column}`}
                  >
                    {column}
                  </TableSortLabel>
                ) : (
                  column
                )}
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
            : shown?.map((device) => <DeviceRow key={device.id} device={device} onDelete={onDelete} />)}
          {devices?.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 6 }}>
                <Typography color="textSecondary">No devices found</Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {devices && devices.length > 0 ? (
        <TablePagination
          component="div"
          count={devices.length}
          page={shownPage}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      ) : null}
    </TableContainer>
  );
}
