import { configure, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { makeStore } from '../../../src/app/store';
import { BreadcrumbsProvider } from '../../../src/components/crumbs';
import { setNavigator } from '../../../src/core/browser';
import { paths, routePatterns } from '../../../src/core/paths';
import DoorbellDetailPage from '../../../src/features/doorbells/pages/DoorbellDetailPage';
import DoorbellFormPage from '../../../src/features/doorbells/pages/DoorbellFormPage';
import DoorbellsListPage from '../../../src/features/doorbells/pages/DoorbellsListPage';
import PresetMessagesPage from '../../../src/features/doorbells/pages/PresetMessagesPage';
import { TopBarBreadcrumbs } from '../../../src/layout/breadcrumbs/TopBarBreadcrumbs';
import { installFakeApi, type FakeHandler } from '../../support/fakeApi';

configure({ asyncUtilTimeout: 5000 });

function CrumbsFrame() {
  return (
    <BreadcrumbsProvider>
      <TopBarBreadcrumbs />
      <Outlet />
    </BreadcrumbsProvider>
  );
}

const routes: RouteObject[] = [
  {
    Component: CrumbsFrame,
    children: [
      { path: paths.doorbells, Component: DoorbellsListPage },
      { path: paths.presetMessages, Component: PresetMessagesPage },
      { path: paths.doorbellCreate, Component: DoorbellFormPage },
      { path: routePatterns.doorbell, Component: DoorbellDetailPage },
      { path: routePatterns.doorbellEdit, Component: DoorbellFormPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
  },
];

/** The doorbell screens at `path`, signed in with customer 1 and site 1 active, answering from `api`. */
export function renderDoorbells(path: string, api: Record<string, FakeHandler>) {
  const server = installFakeApi(api);
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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => router.navigate(to, options));
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  return { ...view, server, location, search: () => new URLSearchParams(location().search) };
}
