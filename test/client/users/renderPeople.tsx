import { configure, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { makeStore } from '../../../src/app/store';
import { BreadcrumbsProvider } from '../../../src/components/crumbs';
import { setNavigator } from '../../../src/core/browser';
import { paths } from '../../../src/core/paths';
import { tenancySagas } from '../../../src/core/tenancy/tenancySagas';
import { customersRoutes } from '../../../src/features/customers/customersRoutes';
import { usersRoutes } from '../../../src/features/users/usersRoutes';
import { TopBarBreadcrumbs } from '../../../src/layout/breadcrumbs/TopBarBreadcrumbs';
import { acme, beacon, siteA } from '../../support/fixtures';
import { type FakeHandler, installFakeApi } from '../../support/fakeApi';

// Loaded here so the routes' lazy pages resolve from the module cache instead of compiling inside a test.
import '../../../src/features/users/pages/UsersListPage';
import '../../../src/features/users/pages/UserDetailPage';
import '../../../src/features/customers/pages/CustomersListPage';
import '../../../src/features/customers/pages/CustomerDetailPage';

// The DataGrid is heavy in jsdom; on a busy machine a page can take longer than a second to show.
configure({ asyncUtilTimeout: 8000 });

/** The shell's breadcrumbs above the page, as the app shows them. */
function Shell() {
  return (
    <BreadcrumbsProvider>
      <TopBarBreadcrumbs />
      <Outlet />
    </BreadcrumbsProvider>
  );
}

const routes: RouteObject[] = [
  {
    Component: Shell,
    children: [...usersRoutes, ...customersRoutes, { path: paths.dashboard, element: <h1>Dashboard</h1> }],
  },
];

/**
 * The users and customers screens (their real routes, lazy pages included) at `path`, signed in with
 * Acme Housing and its Harbour View site active, Beacon Lofts as a second customer; the fake API
 * answers `api`'s routes.
 */
export function renderPeople(path: string, api: Record<string, FakeHandler>) {
  const server = installFakeApi(api);
  const store = makeStore(
    {
      session: { accessToken: 'access', refreshToken: 'refresh', initialised: true, tokenExpiry: Date.now() + 240_000 },
      tenancy: { customers: [acme, beacon], customersLoaded: true, activeCustomer: acme, activeSite: { ...siteA } },
    },
    { sagas: tenancySagas, persist: false, browserListeners: false },
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => router.navigate(to, options));
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  const lastQuery = (route: string) => Object.fromEntries(server.requests(route).at(-1)?.query ?? []);
  return { ...view, server, store, location, lastQuery, search: () => new URLSearchParams(location().search) };
}

/** A page of a list reply, `{data, total}`. */
export const page = <T,>(data: T[], total = data.length) => ({ data, total });
