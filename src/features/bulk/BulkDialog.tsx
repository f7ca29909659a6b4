import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorDetail } from '../../core/api/apiTypes';
import {
  BULK_TYPES,
  useBulkStateQuery,
  usePreviewBulkMutation,
  useStartBulkMutation,
  type BulkPreview,
  type BulkState,
} from '../../core/bulk/bulkApi';
import { bulkUndoRequested } from '../../core/bulk/bulkSagas';
import { ENTITIES, sourceOf } from '../../core/entity/entityRegistry';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../core/state/hooks';
import type { ListBulkEditorProps } from '../../components/entity/listBulkEditor';
import { ReferencePicker } from '../../components/entity/ReferencePicker';
import { BULK_FIELDS, changeLines, type BulkField } from './bulkFields';

const POLL_MS = 500;
/** Long enough to reach for "Undo". */
const UNDO_TOAST_MS = 15000;

function FieldInput({ field, value, onChange }: { field: BulkField; value: unknown; onChange: (v: unknown) => void }) {
  if (field.kind === 'reference')
    return (
      <ReferencePicker
        label={field.label}
        source={sourceOf(field.entity)}
        value={typeof value === 'number' ? value : null}
        onChange={(id) => onChange(id)}
        size="small"
        sx={{ flex: 1 }}
      />
    );
  if (field.kind === 'choice')
    return (
      <TextField
        select
        size="small"
        label={field.label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flex: 1 }}
      >
        {field.choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <TextField
      size="small"
      label={field.label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: 1 }}
    />
  );
}

function PreviewView({ preview, deleting, plural }: { preview: BulkPreview; deleting: boolean; plural: string }) {
  return (
    <Stack spacing={1} aria-label="Preview" role="region">
      <Typography role="status">
        {deleting
          ? `${preview.changing} of ${preview.total} ${plural} will be deleted`
          : `${preview.changing} of ${preview.total} ${plural} will change`}
        {preview.unchanged > 0 ? `, ${preview.unchanged} already have these values` : ''}
        {preview.skipped > 0 ? `, ${preview.skipped} will be skipped` : ''}.
      </Typography>
      {preview.router_entries > 0 ? (
        <Typography>{preview.router_entries} router configuration entries will change.</Typography>
      ) : null}
      {preview.sample.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3">
            {deleting ? 'For example' : 'For example (before → after)'}
          </Typography>
          <ul style={{ margin: 0 }}>
            {preview.sample.map((row) => (
              <li key={row.id}>
                <strong>{row.label}</strong>
                {deleting ? null : `: ${changeLines(row.before, row.after).join('; ')}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.errors.length > 0 ? (
        <Alert severity="warning">
          Skipped:
          <ul style={{ margin: 0 }}>
            {preview.errors.slice(0, 10).map((skip) => (
              <li key={skip.id}>
                #{skip.id}: {skip.message}
              </li>
            ))}
          </ul>
          {preview.errors.length > 10 ? `and ${preview.errors.length - 10} more` : null}
        </Alert>
      ) : null}
    </Stack>
  );
}

function Progress({ state }: { state?: BulkState }) {
  const progress = state?.progress;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : undefined;
  return (
    <Stack spacing={1}>
      <Typography role="status">
        {progress ? `Applying: row ${progress.done} of ${progress.total}` : 'Applying...'}
      </Typography>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label="Bulk edit progress"
      />
    </Stack>
  );
}

/**
 * Bulk edit or delete of a list's selected rows (issue 37): the fields to set, the server's preview
 * (how many change, a sample before → after, router entries, rows skipped and why), then one job with
 * its progress; when it lands, a toast offers "Undo". Loaded on demand (React.lazy), so no list pays for it.
 */
export default function BulkDialog({ entity, action, selection, count, onClose, onStarted }: ListBulkEditorProps) {
  const dispatch = useAppDispatch();
  const fields = BULK_FIELDS[entity];
  const { plural } = ENTITIES[BULK_TYPES[entity]];
  const deleting = action === 'delete';
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [runPreview, previewing] = usePreviewBulkMutation();
  const [start, starting] = useStartBulkMutation();
  const finished = (status?: string) => status === 'applied' || status === 'failed';
  const [stopped, setStopped] = useState(false);
  const state = useBulkStateQuery(jobId ?? 0, { skip: jobId === null, pollingInterval: stopped ? 0 : POLL_MS });

  const set = Object.fromEntries(fields.filter((f) => chosen[f.name]).map((f) => [f.name, values[f.name] ?? null]));
  const request = { entity, action, selection, set };
  const title = deleting ? `Delete ${count} ${plural}` : `Edit ${count} ${plural}`;

  const onPreview = async () => {
    setError(null);
    const result = await runPreview(request);
    if ('error' in result) return setError(errorDetail(result.error) ?? 'The preview could not be made.');
    setPreview(result.data);
  };

  const onApply = async () => {
    setError(null);
    const result = await start(request);
    if ('error' in result) return setError(errorDetail(result.error) ?? 'The bulk edit could not be started.');
    setJobId(result.data.id);
  };

  const data = state.data;
  const landed = jobId !== null && data?.id === jobId && finished(data.status) ? data : null;
  useEffect(() => {
    if (!landed || stopped) return;
    setStopped(true);
    if (landed.status === 'failed') {
      setError(landed.error ?? 'The bulk edit failed; nothing was changed.');
      return;
    }
    const counts = landed.counts ?? { changed: 0, unchanged: 0, skipped: 0 };
    dispatch(
      toastQueued({
        title: deleting ? `${counts.changed} ${plural} deleted` : `${counts.changed} ${plural} changed`,
        message: counts.skipped > 0 ? `${counts.skipped} skipped` : undefined,
        variant: 'success',
        autoHideDuration: UNDO_TOAST_MS,
        action: { label: 'Undo', dispatch: bulkUndoRequested({ id: landed.id, entity }) },
      }),
    );
    onStarted();
    onClose();
  }, [landed, stopped, deleting, plural, entity, dispatch, onStarted, onClose]);

  const running = jobId !== null && !stopped && !landed;
  const nothingChosen = !deleting && Object.keys(set).length === 0;
  return (
    <Dialog open onClose={running ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {deleting ? (
            <Typography>
              Rows that cannot be deleted (still in use) are skipped; the preview names them and says why.
            </Typography>
          ) : (
            fields.map((field) => (
              <Stack key={field.name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ minWidth: 150 }}
                  control={
                    <Checkbox
                      checked={Boolean(chosen[field.name])}
                      onChange={(event) => {
                        setChosen({ ...chosen, [field.name]: event.target.checked });
                        setPreview(null);
                      }}
                    />
                  }
                  label={`Set ${field.label.toLowerCase()}`}
                />
                {chosen[field.name] ? (
                  <FieldInput
                    field={field}
                    value={values[field.name]}
                    onChange={(value) => {
                      setValues({ ...values, [field.name]: value });
                      setPreview(null);
                    }}
                  />
                ) : null}
              </Stack>
            ))
          )}
          {preview ? <PreviewView preview={preview} deleting={deleting} plural={plural} /> : null}
          {running ? <Progress state={data} /> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          Cancel
        </Button>
        <Button onClick={onPreview} disabled={nothingChosen || previewing.isLoading || running}>
          Preview
        </Button>
        <Button
          variant="contained"
          color={deleting ? 'error' : 'primary'}
          onClick={onApply}
          disabled={!preview || preview.changing === 0 || starting.isLoading || running}
        >
          {deleting ? `Delete ${preview?.changing ?? ''} ${plural}` : `Apply to ${preview?.changing ?? ''} ${plural}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
