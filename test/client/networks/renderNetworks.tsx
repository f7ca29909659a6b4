import { configure, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { makeStore } from '../../../src/app/store';
import { BreadcrumbsProvider } from '../../../src/components/crumbs';
import { setNavigator } from '../../../src/core/browser';
import { networksRoutes } from '../../../src/features/networks/networksRoutes';
import { TopBarBreadcrumbs } from '../../../src/layout/breadcrumbs/TopBarBreadcrumbs';
import { createFakeNetworkServer, type NetworkData } from './fakeNetworkServer';

// The DataGrid and Formik screens are heavy in jsdom; on a busy machine a refetch can take over a second.
configure({ asyncUtilTimeout: 8000 });

function CrumbsFrame() {
  return (
    <BreadcrumbsProvider>
      <TopBarBreadcrumbs />
      <Outlet />
    </BreadcrumbsProvider>
  );
}

/**
 * Renders the feature's own routes (lazy pages, route crumbs) at `path` with a real store (signed in,
 * customer 1, site 1 active), the breadcrumbs, and a fake API holding `data`.
 */
export function renderNetworks(path: string, data: NetworkData = {}) {
  const server = createFakeNetworkServer(data);
  const store = makeStore(
    {
      session: {
        accessToken: 'access-token',
        refreshToken: 'refresh-token',
        initialised: true,
        tokenExpiry: Date.now() + 240_000,
      },
      tenancy: {
        activeCustomer: { id: 1, name: 'Acme Property', logo: null },
        customersLoaded: true,
        activeSite: { id: 1, name: 'Moholt', description: '' },
      },
    },
    { persist: false, browserListeners: false },
  );
  const routes = [{ Component: CrumbsFrame, children: [...networksRoutes, { path: '*', element: <p>elsewhere</p> }] }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => router.navigate(to, options));
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  return { ...view, store, server, router, location, search: () => new URLSearchParams(location().search) };
}
