import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ApplyJob } from '../deviceStateTypes';

/** A running apply: items done of total, the command under way, and Cancel. */
export function ApplyProgress({
  job,
  onCancel,
  cancelling,
}: {
  job: ApplyJob;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const done = job.progress?.done ?? 0;
  const total = job.progress?.total ?? 0;
  return (
    <Box role="status" aria-label="Apply progress" sx={{ my: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {job.state === 'active' ? `Applying: ${done} / ${total} done` : 'Apply waiting to start'}
      </Typography>
      <LinearProgress
        variant={total > 0 ? 'determinate' : 'indeterminate'}
        value={total > 0 ? (done / total) * 100 : undefined}
        aria-label="Applied so far"
      />
      {job.progress?.current ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {job.progress.current}
        </Typography>
      ) : null}
      <Button sx={{ mt: 1 }} color="error" variant="outlined" onClick={onCancel} disabled={cancelling}>
        {cancelling ? 'Cancelling...' : 'Cancel'}
      </Button>
    </Box>
  );
}
