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

/** Replays recorded actions into the states they produced: a fresh root reducer of the store's own kind. */
export type ReplayReducer = (state: never, action: UnknownAction) => unknown;

/**
 * redux-persist's own actions carry callbacks and act on storage when reduced, so they cannot be
 * replayed; the log keeps the state the store reached with them instead.
 */
const cannotReplay = (action: UnknownAction) => action.type.startsWith('persist/');

/**
 * The store's recording buffer, filled by `recordingMiddleware` with every action, exactly in the order
 * the reducer saw them. A dispatch only appends the action and its time: holding every intermediate
 * state would keep a burst's garbage alive and make the store's own work slower while recording.
 * `drain` recomputes the states later (the recording saga calls it between bursts) by running the
 * actions through `replay`, a reducer like the store's (Redux reducers are pure, so it reaches the
 * same states), from the state before the first waiting action.
 * Example: `const log = createRecordingLog(createRootReducer()); configureStore({ middleware: … .concat(recordingMiddleware(log)) })`.
 */
export function createRecordingLog(replay: ReplayReducer) {
  let capturing = false;
  let paused = false;
  /** The state before the first waiting action. */
  let base: unknown;
  // Parallel arrays rather than a step object per action: a dispatch appends two values (amortised O(1)).
  let actions: UnknownAction[] = [];
  let times: number[] = [];
  /** States the replay cannot reach, by their action's index. */
  let kept = new Map<number, unknown>();
  let listener: ((event: RecordingLogEvent) => void) | null = null;

  const push = (action: UnknownAction, state: unknown) => {
    if (cannotReplay(action)) kept.set(actions.length, state);
    actions.push(action);
    times.push(Date.now());
    if (actions.length === 1) listener?.('pending');
  };
  const clear = () => {
    actions = [];
    times = [];
    kept = new Map();
  };

  return {
    /**
     * Called after the reducer ran. While paused only the pause itself is kept; a resume records the
     * whole state (`stateCaptured`, which the root reducer restores, so the replay goes on from it).
     */
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
     * Starts capturing from `state`. After a reload (`reloaded`) the first step is the whole state of
     * the new page, unless the recording is paused: then the resume records it.
     */
    begin(state: unknown, reloaded: boolean): void {
      capturing = true;
      paused = statusOf(state)?.isPaused === true;
      base = state;
      clear();
      if (reloaded && !paused) push(stateCaptured({ reason: 'reloaded', state }), state);
    },
    end(): void {
      capturing = false;
      paused = false;
    },
    /** The steps captured since the last call, each with the state after it. */
    drain(): RecordedStep[] {
      let state = base;
      const steps = actions.map((action, i): RecordedStep => {
        state = kept.has(i) ? kept.get(i) : replay(state as never, action);
        return { action, state, at: times[i] };
      });
      base = state;
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
