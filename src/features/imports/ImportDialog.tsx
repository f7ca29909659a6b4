import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import { errorDetail } from '../../core/api/apiTypes';
import { downloadUrl } from '../../core/browser';
import { ENTITIES } from '../../core/entity/entityRegistry';
import type { ListImporterProps } from '../../components/entity/listImporter';
import { ImportCheckStep } from './components/ImportCheckStep';
import { ImportFileStep, type ChosenFile } from './components/ImportFileStep';
import { ImportMappingStep, needsMapping } from './components/ImportMappingStep';
import { ImportRunStep } from './components/ImportRunStep';
import {
  useCheckImportMutation,
  useCommitImportMutation,
  useImportFileMutation,
  useUploadImportMutation,
} from './importsApi';
import {
  IMPORT_ENTITIES,
  type CheckedImport,
  type CommitMode,
  type ImportName,
  type UploadedImport,
} from './importTypes';

const STEPS = ['File', 'Columns', 'Dry run', 'Import'];
type StepName = 'file' | 'map' | 'check' | 'run';
const STEP_INDEX: Record<StepName, number> = { file: 0, map: 1, check: 2, run: 3 };

const pluralOf = (name: ImportName) => ENTITIES[IMPORT_ENTITIES[name]].plural;
const failure = (error: unknown, fallback: string) => errorDetail(error) ?? fallback;

/**
 * The CSV importer of a list (issue 37), full screen: a file or pasted text, the column mapping when
 * the headers are not the fields, the dry run per row, the commit job's progress and its result file.
 * Loaded on demand (React.lazy in EntityListPage), so no list pays for it.
 */
export default function ImportDialog({ imports, onClose }: ListImporterProps) {
  const [entity, setEntity] = useState<ImportName>(imports[0]);
  const [step, setStep] = useState<StepName>('file');
  const [uploaded, setUploaded] = useState<UploadedImport | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<CheckedImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, uploading] = useUploadImportMutation();
  const [check, checking] = useCheckImportMutation();
  const [commit, committing] = useCommitImportMutation();
  const [fetchFile] = useImportFileMutation();
  const busy = uploading.isLoading || checking.isLoading || committing.isLoading;
  const plural = pluralOf(entity);

  const download = async (filename: string, id?: number) => {
    setError(null);
    const result = await fetchFile({ entity, id });
    if ('error' in result) setError(failure(result.error, 'The file could not be downloaded.'));
    else downloadUrl(filename, result.data);
  };

  const runCheck = async (stored: UploadedImport, chosen: Record<string, string>) => {
    setError(null);
    const result = await check({ entity, id: stored.id, mapping: chosen });
    if ('error' in result) return setError(failure(result.error, 'The rows could not be checked.'));
    setChecked(result.data);
    setStep('check');
  };

  const onUpload = async (file: ChosenFile) => {
    setError(null);
    const result = await upload({ entity, ...file });
    if ('error' in result) return setError(failure(result.error, 'The file could not be uploaded.'));
    setUploaded(result.data);
    setMapping(result.data.mapping);
    if (needsMapping(result.data.header, result.data.mapping)) setStep('map');
    else await runCheck(result.data, result.data.mapping);
  };

  const onCommit = async (mode: CommitMode) => {
    if (!uploaded) return;
    setError(null);
    const result = await commit({ entity, id: uploaded.id, mode });
    if ('error' in result) return setError(failure(result.error, 'The import could not be started.'));
    setStep('run');
  };

  const restart = () => {
    setError(null);
    setUploaded(null);
    setChecked(null);
    setStep('file');
  };

  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="import-title">
      <DialogTitle id="import-title" sx={{ pr: 7 }}>
        Import {plural}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Stepper activeStep={STEP_INDEX[step]} aria-label="Import steps">
            {STEPS.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {step === 'file' && imports.length > 1 ? (
            <TextField
              select
              size="small"
              label="What to import"
              value={entity}
              onChange={(event) => setEntity(event.target.value as ImportName)}
              sx={{ maxWidth: 320 }}
            >
              {imports.map((name) => (
                <MenuItem key={name} value={name}>
                  {pluralOf(name).replace(/^./, (first) => first.toUpperCase())}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {step === 'file' ? (
            <ImportFileStep
              plural={plural}
              busy={busy}
              onTemplate={() => download(`${entity}-template.csv`)}
              onUpload={onUpload}
            />
          ) : null}
          {step === 'map' && uploaded ? (
            <ImportMappingStep
              header={uploaded.header}
              columns={uploaded.columns}
              mapping={mapping}
              busy={busy}
              onChange={setMapping}
              onCheck={() => runCheck(uploaded, mapping)}
              onBack={restart}
            />
          ) : null}
          {step === 'check' && checked ? (
            <ImportCheckStep checked={checked} busy={busy} onCommit={onCommit} onRestart={restart} />
          ) : null}
          {step === 'run' && uploaded ? (
            <ImportRunStep
              entity={entity}
              id={uploaded.id}
              onResult={() => download(`${entity}-import-${uploaded.id}-result.csv`, uploaded.id)}
              onClose={onClose}
            />
          ) : null}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
