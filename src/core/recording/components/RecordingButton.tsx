import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import {
  recordingPaused,
  recordingResumed,
  recordingStarted,
  recordingStopped,
  selectRecording,
} from '../recordingSlice';

/**
 * Support-session recording: start; while recording pause/resume and stop (the recording saga does
 * the work). In the top bar, and on the login page so a session can be recorded from its sign-in.
 */
export const RecordingButton = memo(function RecordingButton() {
  const dispatch = useAppDispatch();
  const { isRecording, isPaused } = useAppSelector(selectRecording);

  if (!isRecording) {
    return (
      <Tooltip title="Start recording">
        <IconButton aria-label="Start recording" onClick={() => dispatch(recordingStarted())}>
          <FiberManualRecordIcon sx={{ color: 'text.secondary' }} />
        </IconButton>
      </Tooltip>
    );
  }

  const pauseLabel = isPaused ? 'Resume recording' : 'Pause recording';
  return (
    <Stack direction="row" sx={{ alignItems: 'center', borderRadius: 5, bgcolor: 'action.hover', pl: 0.5 }}>
      <FiberManualRecordIcon
        aria-hidden
        fontSize="small"
        sx={{
          color: isPaused ? 'warning.main' : 'error.main',
          animation: isPaused ? 'none' : 'portico-pulse 1.4s ease-in-out infinite',
          '@keyframes portico-pulse': { '50%': { opacity: 0.35 } },
        }}
      />
      <Tooltip title={pauseLabel}>
        <IconButton
          aria-label={pauseLabel}
          size="small"
          onClick={() => dispatch(isPaused ? recordingResumed() : recordingPaused())}
        >
          {isPaused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title="Stop recording">
        <IconButton aria-label="Stop recording" size="small" onClick={() => dispatch(recordingStopped())}>
          <StopIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
});
