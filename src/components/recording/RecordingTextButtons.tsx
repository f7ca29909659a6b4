import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { RecordingDot } from './RecordingDot';
import { useRecordingControls } from './useRecordingControls';

/**
 * The recording controls as labelled buttons, for the login page: there is room for the words, and
 * without tooltips the page does not download MUI's Tooltip and Popper.
 */
export function RecordingTextButtons() {
  const { isRecording, isPaused, pauseLabel, start, pauseOrResume, stop, stopDialog } = useRecordingControls();

  if (!isRecording) {
    return (
      <Button size="small" color="inherit" startIcon={<FiberManualRecordIcon />} onClick={start}>
        Start recording
      </Button>
    );
  }

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <RecordingDot paused={isPaused} />
      <Button
        size="small"
        color="inherit"
        startIcon={isPaused ? <PlayArrowIcon /> : <PauseIcon />}
        onClick={pauseOrResume}
      >
        {pauseLabel}
      </Button>
      <Button size="small" color="inherit" startIcon={<StopIcon />} onClick={stop}>
        Stop recording
      </Button>
      {stopDialog}
    </Stack>
  );
}
