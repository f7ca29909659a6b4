import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../core/paths';
import { RecordingFileError, recordedSteps, type OpenedRecording } from '../../../core/recording/recordingFile';
import { recordingDescribed, stateCaptured } from '../../../core/recording/recordingSlice';
import { headerLines, recordingTimeline } from '../../../core/recording/recordingTimeline';
import { useAppDispatch } from '../../../core/state/hooks';
import { enterReplayMode } from '../../../core/state/replayMode';
import { openRecordingFile } from '../openRecordingFile';

/**
 * Support staff open a customer's session recording: its header and timeline (as `npm run replay`
 * prints them), then "Show the app as recorded" puts the tab in replay mode (no storage writes, no
 * network) with the recorded end state, on the recorded page.
 */
export default function OpenRecordingPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<{ name: string; recording: OpenedRecording } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setOpened({ name: file.name, recording: await openRecordingFile(file) });
      setProblem(null);
    } catch (error) {
      setOpened(null);
      setProblem(error instanceof RecordingFileError ? error.message : `${file.name} could not be read.`);
    }
  };

  const steps = opened ? recordedSteps(opened.recording.lifted) : [];
  const showAsRecorded = () => {
    const last = steps.at(-1);
    if (!opened || !last) return;
    // Replay mode first: nothing of the recording may reach storage or the server.
    enterReplayMode();
    if (opened.recording.header) dispatch(recordingDescribed(opened.recording.header));
    dispatch(stateCaptured({ reason: 'opened', state: last.state }));
    const where = (last.state as { location?: { pathname?: string } } | undefined)?.location?.pathname;
    navigate(where && where !== paths.login ? where : paths.dashboard);
  };

  return (
    <Stack spacing={2}>
      <PageHeader title="Open a recording" />
      <Typography>
        Open a session recording a customer sent (<code>portico-session-….json</code> or <code>.json.gz</code>). Showing
        it puts this tab in replay mode: it writes nothing to your browser storage and sends nothing to the server;
        reload the page to return to your own session.
      </Typography>
      <div>
        <Button variant="contained" component="label">
          Choose a recording file
          <input hidden type="file" accept=".json,.gz,application/json,application/gzip" onChange={pick} />
        </Button>
      </div>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {opened ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {opened.name}
          </Typography>
          <Typography component="pre" sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap' }}>
            {[...(opened.recording.header ? headerLines(opened.recording.header) : ['No header']), '']
              .concat(recordingTimeline(steps, opened.recording.lifted.actionsById[0]?.timestamp))
              .join('\n')}
          </Typography>
          <Button variant="contained" onClick={showAsRecorded} disabled={steps.length === 0}>
            Show the app as recorded
          </Button>
        </Paper>
      ) : null}
    </Stack>
  );
}
