import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import {
  recordingPaused,
  recordingResumed,
  recordingStarted,
  recordingStopped,
  selectRecording,
} from '../../core/recording/recordingSlice';

// Only when stopping: the login page does not download MUI's Dialog for it.
const StopRecordingDialog = lazy(() => import('./StopRecordingDialog'));

/**
 * The recording's state and its commands (the recording saga does the work), for either form of the
 * controls. Stop asks for a note first: render `stopDialog` beside the buttons.
 */
export function useRecordingControls() {
  const dispatch = useAppDispatch();
  const { isRecording, isPaused, large = false } = useAppSelector(selectRecording);
  const [stopping, setStopping] = useState(false);
  const stopDialog = stopping ? (
    <Suspense fallback={null}>
      <StopRecordingDialog
        large={large}
        onCancel={() => setStopping(false)}
        onStop={(stop) => {
          setStopping(false);
          dispatch(recordingStopped(stop));
        }}
      />
    </Suspense>
  ) : null;
  return {
    isRecording,
    isPaused,
    pauseLabel: isPaused ? 'Resume recording' : 'Pause recording',
    start: () => dispatch(recordingStarted()),
    pauseOrResume: () => dispatch(isPaused ? recordingResumed() : recordingPaused()),
    stop: () => setStopping(true),
    stopDialog,
  };
}
