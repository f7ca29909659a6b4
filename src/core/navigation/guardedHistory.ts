import type { UNSAFE_createBrowserHistory } from 'react-router';

/** react-router's history (its browser or its memory one, made with `v5Compat: true`). */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
export type HistoryUpdate = Parameters<Parameters<History['listen']>[0]>[0];
export type HistoryLocation = History['location'];

/** True when leaving `currentLocation` for `nextLocation` must wait for the user's answer. */
export type BlockerFunction = (args: { currentLocation: HistoryLocation; nextLocation: HistoryLocation }) => boolean;

/** A navigation a blocker stopped: `proceed` carries it out, `reset` drops it. */
export interface BlockedNavigation {
  proceed(): void;
  reset(): void;
}

/**
 * The app's history: what the router shows and follows, with a way to stop navigations (an unsaved
 * form asks first) and any number of listeners (react-router's history takes one).
 */
export interface GuardedHistory extends History {
  /** Installs the blocker (one at a time); returns its removal. */
  block(blocker: BlockerFunction): () => void;
  /** The navigation waiting for the user's answer, if any. */
  readonly blocked: BlockedNavigation | null;
  /** Called whenever `blocked` changes. */
  subscribeBlocked(listener: () => void): () => void;
}

/**
 * Wraps a history so that a blocker can stop links, sagas' navigations and the browser's Back and
 * Forward alike. Back and Forward have already moved the URL when they are reported: a stopped one
 * is undone (`go` the other way, unseen by listeners) and redone on proceed.
 */
export function guardHistory(inner: History): GuardedHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const blockedListeners = new Set<() => void>();
  let blocker: BlockerFunction | null = null;
  let blocked: BlockedNavigation | null = null;
  let shown = inner.location;
  /** the `go` that undoes a stopped Back/Forward: nobody sees it */
  let undoing = false;
  /** the `go` that redoes it once the user agreed: it passes */
  let redoing = false;

  const setBlocked = (next: BlockedNavigation | null) => {
    blocked = next;
    for (const listener of blockedListeners) listener();
  };
  const stops = (nextLocation: HistoryLocation) =>
    blocker !== null && blocker({ currentLocation: shown, nextLocation });
  /** Keeps `navigate` waiting for the user's answer: proceed runs it, reset drops it. */
  const holdUntilAnswered = (navigate: () => void) =>
    setBlocked({
      proceed: () => {
        setBlocked(null);
        navigate();
      },
      reset: () => setBlocked(null),
    });
  const unlessBlocked = (nextLocation: HistoryLocation, navigate: () => void) =>
    stops(nextLocation) ? holdUntilAnswered(navigate) : navigate();
  const locationOf = (to: Parameters<History['push']>[0], state: unknown): HistoryLocation => {
    const { pathname, search, hash } = inner.createURL(to);
    return { pathname, search, hash, state, key: '' };
  };

  inner.listen((update) => {
    if (update.action === 'POP') {
      if (undoing) {
        undoing = false;
        return;
      }
      if (redoing) redoing = false;
      else if (update.delta !== null && stops(update.location)) {
        const { delta } = update;
        undoing = true;
        inner.go(-delta);
        holdUntilAnswered(() => {
          redoing = true;
          inner.go(delta);
        });
        return;
      }
    }
    shown = update.location;
    for (const listener of listeners) listener(update);
  });

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return shown;
    },
    get blocked() {
      return blocked;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => unlessBlocked(locationOf(to, state), () => inner.push(to, state)),
    replace: (to, state) => unlessBlocked(locationOf(to, state), () => inner.replace(to, state)),
    // Back and Forward (and navigate(-1)) are checked when they are reported, above.
    go: (delta) => inner.go(delta),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block: (next) => {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
        if (blocked) setBlocked(null);
      };
    },
    subscribeBlocked: (listener) => {
      blockedListeners.add(listener);
      return () => blockedListeners.delete(listener);
    },
  };
}
