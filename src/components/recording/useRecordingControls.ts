import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import {
  recordingPaused,
  recordingResumed,
  recordingStarted,
  recordingStopped,
  selectRecording,
} from '../../core/recording/recordingSlice';

/** The recording's state and its commands (the recording saga does the work), for either form of the controls. */
export function useRecordingControls() {
  const dispatch = useAppDispatch();
  const { isRecording, isPaused } = useAppSelector(selectRecording);
  return {
    isRecording,
    isPaused,
    pauseLabel: isPaused ? 'Resume recording' : 'Pause recording',
    start: () => dispatch(recordingStarted()),
    pauseOrResume: () => dispatch(isPaused ? recordingResumed() : recordingPaused()),
    stop: () => dispatch(recordingStopped()),
  };
}
