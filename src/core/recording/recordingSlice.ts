import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecordingHeader } from './recordingHeader';

export interface RecordingState {
  isRecording: boolean;
  isPaused: boolean;
  /** The recording is large: stopping offers a compressed file. */
  large?: boolean;
}

/** How the user stopped: the note they typed, and whether the file is to be compressed. */
export interface RecordingStop {
  note?: string;
  gzip?: boolean;
}

export const initialRecordingState: RecordingState = { isRecording: false, isPaused: false };

/**
 * Only in a recording file: the whole (redacted) state where the recording could not follow the
 * store action by action, after a page reload or a pause. The root reducer restores it on replay.
 */
export const stateCaptured = createAction<{ reason: 'reloaded' | 'resumed' | 'opened'; state: unknown }>(
  'recording/stateCaptured',
);

/**
 * Only in a recording file, its first action: the header (build, browser, who, when, the note).
 * Replaying it puts the page in replay mode (core/state/replayMode.ts).
 */
export const recordingDescribed = createAction<RecordingHeader>('recording/described');

export const recordingSlice = createSlice({
  name: 'recording',
  initialState: initialRecordingState as RecordingState,
  reducers: {
    started(): RecordingState {
      return { isRecording: true, isPaused: false };
    },
    paused(state) {
      if (state.isRecording) state.isPaused = true;
    },
    resumed(state) {
      state.isPaused = false;
    },
    grewLarge(state) {
      state.large = true;
    },
    stopped(_state, _action: PayloadAction<RecordingStop | undefined>) {
      return initialRecordingState;
    },
  },
  selectors: {
    selectRecording: (state) => state,
    selectIsRecording: (state) => state.isRecording,
    selectIsRecordingPaused: (state) => state.isPaused,
  },
});

export const { started, paused, resumed, stopped, grewLarge } = recordingSlice.actions;
export const {
  started: recordingStarted,
  paused: recordingPaused,
  resumed: recordingResumed,
  stopped: recordingStopped,
} = recordingSlice.actions;
export const { selectRecording, selectIsRecording, selectIsRecordingPaused } = recordingSlice.selectors;
export default recordingSlice.reducer;
