import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { RecordingStop } from '../../core/recording/recordingSlice';

interface StopRecordingDialogProps {
  /** The recording is large: offer a compressed file, ticked. */
  large: boolean;
  onStop: (stop: RecordingStop) => void;
  onCancel: () => void;
}

/** Asks for a note to support (kept in the file's header) before the recording stops and downloads. */
export default function StopRecordingDialog({ large, onStop, onCancel }: StopRecordingDialogProps) {
  const [note, setNote] = useState('');
  const [gzip, setGzip] = useState(large);
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Stop recording</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The recording downloads as a file for support. What happened, in a few words? (optional)
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          label="Note for support"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {large ? (
          <FormControlLabel
            control={<Checkbox checked={gzip} onChange={(event) => setGzip(event.target.checked)} />}
            label="Compress the file (gzip): smaller to send; open it on the support page"
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Keep recording</Button>
        <Button variant="contained" onClick={() => onStop({ note: note.trim(), gzip: large && gzip })}>
          Stop and download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
