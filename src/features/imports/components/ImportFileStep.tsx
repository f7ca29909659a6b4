import { useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';

export interface ChosenFile {
  text: string;
  fileName?: string;
}

interface ImportFileStepProps {
  /** 'rooms' in "A CSV file of rooms" */
  plural: string;
  busy: boolean;
  onTemplate: () => void;
  onUpload: (file: ChosenFile) => void;
}

/** Step 1: a CSV file chosen from disk (uploaded at once) or pasted text, and the entity's template. */
export function ImportFileStep({ plural, busy, onTemplate, onUpload }: ImportFileStepProps) {
  const [pasted, setPasted] = useState('');
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file, fixed, may be chosen again
    if (file) onUpload({ text: await file.text(), fileName: file.name });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>
        A CSV file of {plural} with a header line (UTF-8, separated by , or ;). Rows with an id, or that match a stored
        one, update it.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
          Choose file
          <input hidden type="file" accept=".csv,text/csv,text/plain" onChange={choose} />
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onTemplate}>
          Download template
        </Button>
      </Stack>
      <TextField
        label="Or paste the CSV here"
        multiline
        minRows={6}
        maxRows={16}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <div>
        <Button variant="contained" disabled={busy || pasted.trim() === ''} onClick={() => onUpload({ text: pasted })}>
          Upload pasted text
        </Button>
      </div>
    </Stack>
  );
}
