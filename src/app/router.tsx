import { useLayoutEffect, useMemo, useState, useTransition } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { matchRoutes, Router, UNSAFE_createBrowserHistory, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageLoadingBar } from '../components/PageLoadingBar';
import { setNavigator } from '../core/browser';
import { locationChanged, type LocationState } from '../core/location/locationSlice';
import { guardHistory, type GuardedHistory } from '../core/navigation/guardedHistory';
import { NavigationContext } from '../core/navigation/navigationContext';

/**
 * The browser's history for the app, which sagas navigate through (src/core/browser.ts) as soon as
 * it exists. Data comes from RTK Query, not route loaders, so the router only maps URLs to screens:
 * react-router's declarative <Router>, without its data router (16 KiB gzip of every page).
 */
export function createAppHistory(): GuardedHistory {
  const history = guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  navigateThrough(history);
  return history;
}

/** Makes `history` the one sagas navigate with. */
export function navigateThrough(history: GuardedHistory): void {
  setNavigator((path, { replace, state } = {}) => (replace ? history.replace(path, state) : history.push(path, state)));
}

/**
 * Tells the store where the user is, now and after each route change (`location/changed`), so the
 * route is part of the state a recording or DevTools shows.
 */
export function reportLocations(history: GuardedHistory, dispatch: (action: UnknownAction) => unknown): () => void {
  let last = '';
  const report = ({ pathname, search, hash }: LocationState) => {
    const where = `${pathname}${search}${hash}`;
    if (where === last) return;
    last = where;
    dispatch(locationChanged({ pathname, search, hash }));
  };
  report(history.location);
  return history.listen(({ location }) => report(location));
}

function Screens({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * `routes` at the history's location. A screen that crashes shows the crash screen (reported once)
 * until the user goes elsewhere; the routes matched are there for the breadcrumbs.
 */
export function AppRouter({ history, routes }: { history: GuardedHistory; routes: RouteObject[] }) {
  const [{ action, location }, setShown] = useState({ action: history.action, location: history.location });
  const [nextPageLoading, startTransition] = useTransition();
  useLayoutEffect(() => {
    // In a transition, as react-router's own routers do: the page on screen stays until the next one is
    // ready, instead of a lazy page's spinner that React then keeps up for at least 300 ms.
    const stop = history.listen((update) => startTransition(() => setShown(update)));
    // A saga may have navigated between the first render and now, before anyone listened.
    setShown((shown) =>
      shown.location === history.location ? shown : { action: history.action, location: history.location },
    );
    return stop;
  }, [history, startTransition]);
  const navigation = useMemo(
    () => ({ history, matches: matchRoutes(routes, location) ?? [] }),
    [history, routes, location],
  );
  // Kept as is while only nextPageLoading changes: the bar appearing re-renders nothing else.
  const screens = useMemo(
    () => (
      <Router location={location} navigationType={action} navigator={history}>
        <NavigationContext.Provider value={navigation}>
          <ErrorBoundary resetKey={location.pathname}>
            <Screens routes={routes} />
          </ErrorBoundary>
        </NavigationContext.Provider>
      </Router>
    ),
    [location, action, history, navigation, routes],
  );
  return (
    <>
      {nextPageLoading ? <PageLoadingBar /> : null}
      {screens}
    </>
  );
}
