import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Says that this tab shows a recording with storage and network off, and how to leave. */
export default function ReplayNotice() {
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      Replaying a recording: this tab shows a recorded session. Storage and network are off, so your own session is
      untouched; reload the page to return to it.
    </Alert>
  );
}
