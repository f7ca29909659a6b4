import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { stateCaptured } from './recordingSlice';

/** One recorded step: the action as dispatched and the root state right after it (not yet redacted). */
export interface RecordedStep {
  action: UnknownAction;
  state: unknown;
  /** ms epoch when it was dispatched. */
  at: number;
}

/** What the log tells the recording saga: steps wait to be stored, or the recording was stopped. */
export type RecordingLogEvent = 'pending' | 'stopped';

interface RecordingStatus {
  isRecording: boolean;
  isPaused: boolean;
}

const statusOf = (state: unknown): RecordingStatus | undefined =>
  (state as { recording?: RecordingStatus } | null)?.recording;

/**
 * The store's recording buffer, filled by `recordingMiddleware` with every action and the state after
 * it, exactly in the order the reducer saw them. Keeping references is enough (Redux state is
 * immutable), so a dispatch pays almost nothing; the recording saga redacts and stores the steps later.
 * Example: `const log = createRecordingLog(); configureStore({ middleware: … .concat(recordingMiddleware(log)) })`.
 */
export function createRecordingLog() {
  let capturing = false;
  let paused = false;
  // Three parallel arrays rather than a step object per action: a dispatch appends three references
  // (amortised O(1), no allocation of its own); `drain` builds the steps when the saga stores them.
  let actions: UnknownAction[] = [];
  let states: unknown[] = [];
  let times: number[] = [];
  let listener: ((event: RecordingLogEvent) => void) | null = null;

  const push = (action: UnknownAction, state: unknown) => {
    actions.push(action);
    states.push(state);
    times.push(Date.now());
    if (actions.length === 1) listener?.('pending');
  };
  const clear = () => {
    actions = [];
    states = [];
    times = [];
  };

  return {
    /** Called after the reducer ran. While paused only the pause itself is kept; a resume records the whole state. */
    capture(action: UnknownAction, state: unknown): void {
      if (!capturing) return;
      const status = statusOf(state);
      if (status?.isPaused) {
        if (!paused) push(action, state);
        paused = true;
      } else if (paused) {
        paused = false;
        push(stateCaptured({ reason: 'resumed', state }), state);
      } else {
        push(action, state);
      }
      if (status && !status.isRecording) {
        capturing = false;
        listener?.('stopped');
      }
    },
    /**
     * Starts capturing. After a reload (`reloaded`) the first step is the whole state of the new
     * page, unless the recording is paused: then the resume records it.
     */
    begin(state: unknown, reloaded: boolean): void {
      capturing = true;
      paused = statusOf(state)?.isPaused === true;
      clear();
      if (reloaded && !paused) push(stateCaptured({ reason: 'reloaded', state }), state);
    },
    end(): void {
      capturing = false;
      paused = false;
    },
    /** The steps captured since the last call. */
    drain(): RecordedStep[] {
      const steps = actions.map((action, i): RecordedStep => ({ action, state: states[i], at: times[i] }));
      clear();
      return steps;
    },
    listen(next: ((event: RecordingLogEvent) => void) | null): void {
      listener = next;
    },
  };
}

export type RecordingLog = ReturnType<typeof createRecordingLog>;

/** Goes last in the chain, so only plain actions reach it and the state it reads is the reducer's answer. */
export function recordingMiddleware(log: RecordingLog): Middleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    log.capture(action as UnknownAction, api.getState());
    return result;
  };
}
