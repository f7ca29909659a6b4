import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { exportRequested, selectExport } from '../../core/exports/exportsSlice';
import { formatDate } from '../format';
import type { ListParams } from '../../core/entity/listTypes';

interface ExportCsvButtonProps {
  /** the list's key, also the file's name: 'rooms' → rooms-2026-11-23.csv */
  listKey: string;
  /** the entity's collection path, '/crm/rooms/' */
  path: string;
  /** the list's current filters, search and ordering */
  params: ListParams;
  disabled?: boolean;
}

/**
 * "Export CSV": every row matching the list's filters and sort, streamed by the server; while it
 * downloads the button shows how far it got ("Exporting 40%").
 */
export function ExportCsvButton({ listKey, path, params, disabled }: ExportCsvButtonProps) {
  const dispatch = useAppDispatch();
  const progress = useAppSelector((state) => selectExport(state, listKey));
  const running = progress?.status === 'running';
  const percent = running && progress.total ? Math.min(100, Math.round((progress.rows / progress.total) * 100)) : null;

  const start = () =>
    dispatch(exportRequested({ key: listKey, path, params, filename: `${listKey}-${formatDate(new Date())}.csv` }));

  return (
    <Button
      size="small"
      variant="outlined"
      onClick={start}
      disabled={disabled || running}
      startIcon={
        running ? (
          <CircularProgress
            size={16}
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? 0}
          />
        ) : (
          <DownloadIcon />
        )
      }
    >
      {running ? `Exporting${percent === null ? '...' : ` ${percent}%`}` : 'Export CSV'}
    </Button>
  );
}
