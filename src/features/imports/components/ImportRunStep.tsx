import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { errorDetail } from '../../../core/api/apiTypes';
import { importsApi, useImportStatusQuery } from '../importsApi';
import type { ImportName } from '../importTypes';

const POLL_MS = 1000;

interface ImportRunStepProps {
  entity: ImportName;
  id: number;
  onResult: () => void;
  onClose: () => void;
}

const countsText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');

/** Step 4: the commit job's progress (polled), then its outcome and the result file. */
export function ImportRunStep({ entity, id, onResult, onClose }: ImportRunStepProps) {
  // Polls until the job has finished (the cached state read first says whether it has).
  const cached = importsApi.endpoints.importStatus.useQueryState({ entity, id }).data;
  const done = (state?: string) => state === 'committed' || state === 'failed';
  const { data, error } = useImportStatusQuery({ entity, id }, { pollingInterval: done(cached?.state) ? 0 : POLL_MS });
  const finished = done(data?.state);
  if (error && !data)
    return <Alert severity="error">{errorDetail(error) ?? 'The import state could not be read.'}</Alert>;
  if (!finished) {
    const progress = data?.progress;
    const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : undefined;
    return (
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        <Typography role="status">
          {progress ? `Importing: row ${progress.done} of ${progress.total}` : 'Importing...'}
        </Typography>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label="Import progress"
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {data.state === 'failed' ? (
        <Alert severity="error">The import failed, nothing was saved: {data.error}</Alert>
      ) : (
        <Alert severity={data.counts.error || data.counts['not saved'] ? 'warning' : 'success'} role="status">
          Import finished: {countsText(data.counts)}.
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        {data.state === 'committed' ? (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onResult}>
            Download result CSV
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </Stack>
    </Stack>
  );
}
