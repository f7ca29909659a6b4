import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CheckedImport, CommitMode, RowCheck } from '../importTypes';

/** A 10,000-row file would make a table too long to use; the rest is in the counts (and the result file). */
const SHOWN_ROWS = 500;
const RESULT_TEXT = { created: 'Created', updated: 'Updated', unchanged: 'Unchanged', error: 'Error' };

interface ImportCheckStepProps {
  checked: CheckedImport;
  busy: boolean;
  onCommit: (mode: CommitMode) => void;
  onRestart: () => void;
}

/** One table line per message of a row (a row without messages is one line). */
function lines(rows: RowCheck[]) {
  return rows.flatMap((row) =>
    row.errors.length === 0
      ? [{ row, field: '', message: '' }]
      : row.errors.map((error) => ({ row, field: error.column, message: error.message })),
  );
}

/** Step 3: the dry run per row (what would happen, nothing saved yet), then the choice of how to commit. */
export function ImportCheckStep({ checked, busy, onCommit, onRestart }: ImportCheckStepProps) {
  const { counts } = checked;
  const [onlyErrors, setOnlyErrors] = useState(counts.error > 0);
  const passed = counts.created + counts.updated + counts.unchanged;
  const rows = onlyErrors ? checked.rows.filter((row) => row.status === 'error') : checked.rows;
  const shown = lines(rows.slice(0, SHOWN_ROWS));
  return (
    <Stack spacing={2}>
      <Typography role="status">
        Dry run, nothing saved yet: {counts.created} to create, {counts.updated} to update, {counts.unchanged}{' '}
        unchanged, {counts.error} with errors.
      </Typography>
      <FormControlLabel
        control={<Switch checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} />}
        label="Only rows with errors"
      />
      <TableContainer sx={{ maxHeight: '50vh' }}>
        <Table size="small" stickyHeader aria-label="Dry run">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Result</TableCell>
              <TableCell>Field</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(({ row, field, message }, index) => (
              <TableRow key={`${row.line}-${index}`}>
                <TableCell>{row.line}</TableCell>
                <TableCell sx={row.status === 'error' ? { color: 'error.main' } : undefined}>
                  {RESULT_TEXT[row.status]}
                </TableCell>
                <TableCell>{field}</TableCell>
                <TableCell>{message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > SHOWN_ROWS ? (
        <Typography variant="body2" color="textSecondary">
          The first {SHOWN_ROWS} of {rows.length} rows are shown.
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={onRestart}>
          Choose another file
        </Button>
        <Button variant="contained" disabled={busy || passed === 0} onClick={() => onCommit('valid')}>
          Import the {passed} rows that passed
        </Button>
        <Button variant="outlined" disabled={busy || counts.error > 0} onClick={() => onCommit('all')}>
          Import only if every row passes
        </Button>
      </Stack>
    </Stack>
  );
}
