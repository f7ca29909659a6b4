import type { UnknownAction } from '@reduxjs/toolkit';
import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../core/browser';
import { locationChanged, type LocationState } from '../core/location/locationSlice';
import { routes } from './routes';

/**
 * The app's data router. Sagas navigate through src/app/browser.ts, so the router registers its
 * navigate there as soon as it exists.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((path, options) => router.navigate(path, options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Tells the store where the user is, now and after each route change (`location/changed`), so the
 * route is part of the state a recording or DevTools shows. The router's other updates (loading,
 * data) are not route changes and are left out.
 */
export function reportLocations(router: AppRouter, dispatch: (action: UnknownAction) => unknown): () => void {
  let last = '';
  const report = ({ pathname, search, hash }: LocationState) => {
    const where = `${pathname}${search}${hash}`;
    if (where === last) return;
    last = where;
    dispatch(locationChanged({ pathname, search, hash }));
  };
  report(router.state.location);
  return router.subscribe((state) => report(state.location));
}
