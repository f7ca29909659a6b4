/*
 * Replay mode: this page shows a recorded session (imported into Redux DevTools, or opened on the
 * support page) instead of its user's own. From then on until a reload it writes no browser storage
 * and sends nothing to the server, so the recording's redacted tokens never reach the API and the
 * support person's own session stays as it was. There is no way back but a reload, on purpose.
 */

let replaying = false;
const listeners = new Set<() => void>();

/** Entered by the root reducer when a recording's first action passes (`recording/described`). */
export function enterReplayMode(): void {
  if (replaying) return;
  replaying = true;
  // Reducers call this: tell the screens after the dispatch, not during it.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

export function isReplaying(): boolean {
  return replaying;
}

/** For `useSyncExternalStore(subscribeToReplayMode, isReplaying)`. */
export function subscribeToReplayMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests end replay mode (a page never does). */
export function leaveReplayModeForTests(): void {
  replaying = false;
}

/** What a request answers in replay mode, without leaving the browser. */
export const REPLAY_OFFLINE = 'Replaying a recording: the network is off';
