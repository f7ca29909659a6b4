import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImportColumn } from '../importTypes';

interface ImportMappingStepProps {
  header: string[];
  columns: ImportColumn[];
  mapping: Record<string, string>;
  busy: boolean;
  onChange: (mapping: Record<string, string>) => void;
  onCheck: () => void;
  onBack: () => void;
}

/** True when some header is not itself a column's name: then the user confirms where each goes. */
export const needsMapping = (header: string[], mapping: Record<string, string>) =>
  header.some((source) => mapping[source] !== source);

/** Step 2: which field each column of the file fills (or none); remembered by the server per user. */
export function ImportMappingStep(props: ImportMappingStepProps) {
  const { header, columns, mapping, busy, onChange, onCheck, onBack } = props;
  const mapped = new Set(Object.values(mapping));
  const missing = columns.filter((column) => column.required && !mapped.has(column.name)).map((c) => c.name);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography>The file&apos;s columns differ from the fields. Choose the field each column fills.</Typography>
      {header.map((source, index) => (
        <TextField
          key={`${index}-${source}`}
          select
          size="small"
          label={source || `Column ${index + 1}`}
          value={mapping[source] ?? ''}
          onChange={(event) => onChange({ ...mapping, [source]: event.target.value })}
        >
          <MenuItem value="">
            <em>Ignore this column</em>
          </MenuItem>
          {columns.map((column) => (
            <MenuItem key={column.name} value={column.name}>
              {column.name}
              {column.required ? ' (required)' : ''}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {missing.length > 0 ? (
        <Alert severity="warning">No column fills {missing.join(', ')}: new rows need it.</Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={onBack}>
          Back
        </Button>
        <Button variant="contained" onClick={onCheck} disabled={busy}>
          Check rows
        </Button>
      </Stack>
    </Stack>
  );
}
