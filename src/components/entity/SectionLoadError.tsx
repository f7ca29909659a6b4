import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A panel's "could not be loaded" line with its Retry; the rest of the page stays usable. */
export function SectionLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Typography color="error" variant="body2">
      The {what} could not be loaded.{' '}
      <Button size="small" onClick={() => onRetry()}>
        Retry
      </Button>
    </Typography>
  );
}
