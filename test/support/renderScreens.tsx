import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../../src/app/providers';
import type { MakeStoreOptions, PreloadedAppState } from '../../src/app/store';
import { BreadcrumbsProvider } from '../../src/components/crumbs';
import { setNavigator } from '../../src/core/browser';
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
 * root saga unless `sagas` says otherwise; torn down after the test) and a memory router that the app's
 * navigator drives, as the browser's router does.
 */
export function renderScreens(
  routes: RouteObject[],
  path: string,
  state: PreloadedAppState = screenState(),
  { sagas }: Pick<MakeStoreOptions, 'sagas'> = {},
) {
  const { store } = makeTestStore(state, { sagas, persist: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => router.navigate(to, options));
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  return { ...view, store, router, location, search: () => new URLSearchParams(location().search) };
}
