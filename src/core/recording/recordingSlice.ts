import { createAction, createSlice } from '@reduxjs/toolkit';

export interface RecordingState {
  isRecording: boolean;
  isPaused: boolean;
}

export const initialRecordingState: RecordingState = { isRecording: false, isPaused: false };

/**
 * Only in a recording file: the whole (redacted) state where the recording could not follow the
 * store action by action, after a page reload or a pause. The root reducer restores it on replay.
 */
export const stateCaptured = createAction<{ reason: 'reloaded' | 'resumed'; state: unknown }>(
  'recording/stateCaptured',
);

export const recordingSlice = createSlice({
  name: 'recording',
  initialState: initialRecordingState,
  reducers: {
    started() {
      return { isRecording: true, isPaused: false };
    },
    paused(state) {
      if (state.isRecording) state.isPaused = true;
    },
    resumed(state) {
      state.isPaused = false;
    },
    stopped() {
      return initialRecordingState;
    },
  },
  selectors: {
    selectRecording: (state) => state,
    selectIsRecording: (state) => state.isRecording,
    selectIsRecordingPaused: (state) => state.isPaused,
  },
});

export const { started, paused, resumed, stopped } = recordingSlice.actions;
export const {
  started: recordingStarted,
  paused: recordingPaused,
  resumed: recordingResumed,
  stopped: recordingStopped,
} = recordingSlice.actions;
export const { selectRecording, selectIsRecording, selectIsRecordingPaused } = recordingSlice.selectors;
export default recordingSlice.reducer;
