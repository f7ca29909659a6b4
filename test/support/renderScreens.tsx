import { render } from '@testing-library/react';
import { Outlet, UNSAFE_createMemoryHistory, type RouteObject } from 'react-router';
import { AppProviders } from '../../src/app/providers';
import { AppRouter, navigateThrough } from '../../src/app/router';
import type { MakeStoreOptions, PreloadedAppState } from '../../src/app/store';
import { BreadcrumbsProvider } from '../../src/components/crumbs';
import { guardHistory } from '../../src/core/navigation/guardedHistory';
import { TopBarBreadcrumbs } from '../../src/layout/breadcrumbs/TopBarBreadcrumbs';
import { makeTestStore } from './clientStore';

/** The shell's part entity screens talk to: the breadcrumbs they publish, above the page. */
export function CrumbsFrame() {
  return (
    <BreadcrumbsProvider>
      <TopBarBreadcrumbs />
      <Outlet />
    </BreadcrumbsProvider>
  );
}

/** A signed-in staff member (a superuser with `superuser`) with customer 1 and site `siteId` active. */
export function screenState({ siteId = 1, superuser = false } = {}): PreloadedAppState {
  return {
    session: {
      accessToken: 'access-token',
      refreshToken: 'refresh-token',
      initialised: true,
      tokenExpiry: Date.now() + 240_000,
      isSuperuser: superuser,
    },
    tenancy: {
      activeCustomer: { id: 1, name: 'Acme Property', logo: null },
      customersLoaded: true,
      activeSite: { id: siteId, name: 'Moholt', description: '' },
    },
  };
}

/**
 * Renders `routes` at `path` inside the app's providers with a real store (`state`, not persisted; the
 * root saga unless `sagas` says otherwise; torn down after the test) and the app's router on a memory
 * history that sagas navigate through, as in the browser.
 */
export function renderScreens(
  routes: RouteObject[],
  path: string,
  state: PreloadedAppState = screenState(),
  { sagas }: Pick<MakeStoreOptions, 'sagas'> = {},
) {
  const { store } = makeTestStore(state, { sagas, persist: false });
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  navigateThrough(history);
  const view = render(
    <AppProviders store={store}>
      <AppRouter history={history} routes={routes} />
    </AppProviders>,
  );
  const location = () => history.location;
  return { ...view, store, history, location, search: () => new URLSearchParams(location().search) };
}
