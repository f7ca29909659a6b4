import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { RouteMatch } from 'react-router';
import type { BlockedNavigation, BlockerFunction, GuardedHistory } from './guardedHistory';

/** What the app's router (src/app/router.tsx) tells the screens beyond react-router's own hooks. */
export interface AppNavigation {
  history: GuardedHistory;
  /** the routes the current location matches, outermost first: their `handle`s name breadcrumbs */
  matches: readonly RouteMatch[];
}

export const NavigationContext = createContext<AppNavigation | null>(null);

function useAppNavigation(): AppNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('Screens render inside the app router (src/app/router.tsx)');
  return navigation;
}

/** The browser's history, which is ahead of the rendered location while the next page loads. */
export function useAppHistory(): GuardedHistory {
  return useAppNavigation().history;
}

/** The routes the current location matches, outermost first. */
export function useRouteMatches(): readonly RouteMatch[] {
  return useAppNavigation().matches;
}

/**
 * Stops navigations for which `shouldBlock` answers true (links, sagas, Back and Forward) until the
 * user answers: `state` is 'blocked' with `proceed` and `reset` while one waits.
 */
export function useBlocker(
  shouldBlock: BlockerFunction,
): ({ state: 'blocked' } & BlockedNavigation) | { state: 'unblocked'; proceed?: undefined; reset?: undefined } {
  const { history } = useAppNavigation();
  // The newest answer, without installing a new blocker on every render.
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => history.block((transition) => latest.current(transition)), [history]);
  const blocked = useSyncExternalStore(history.subscribeBlocked, () => history.blocked);
  return blocked ? { state: 'blocked', ...blocked } : { state: 'unblocked' };
}
