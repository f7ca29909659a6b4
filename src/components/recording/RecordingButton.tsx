import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { RecordingDot } from './RecordingDot';
import { useRecordingControls } from './useRecordingControls';

/** Support-session recording in the top bar: start; while recording, pause/resume and stop. */
export const RecordingButton = memo(function RecordingButton() {
  const { isRecording, isPaused, pauseLabel, start, pauseOrResume, stop, stopDialog } = useRecordingControls();

  if (!isRecording) {
    return (
      <Tooltip title="Start recording">
        <IconButton aria-label="Start recording" onClick={start}>
          <FiberManualRecordIcon sx={{ color: 'text.secondary' }} />
        </IconButton>
      </Tooltip>
    );
  }

  return (
    <Stack direction="row" sx={{ alignItems: 'center', borderRadius: 5, bgcolor: 'action.hover', pl: 0.5 }}>
      <RecordingDot paused={isPaused} />
      <Tooltip title={pauseLabel}>
        <IconButton aria-label={pauseLabel} size="small" onClick={pauseOrResume}>
          {isPaused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title="Stop recording">
        <IconButton aria-label="Stop recording" size="small" onClick={stop}>
          <StopIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {stopDialog}
    </Stack>
  );
});
