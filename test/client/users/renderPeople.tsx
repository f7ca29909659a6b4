import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../src/core/paths';
import { tenancySagas } from '../../../src/core/tenancy/tenancySagas';
import { customersRoutes } from '../../../src/features/customers/customersRoutes';
import { usersRoutes } from '../../../src/features/users/usersRoutes';
import { acme, beacon, siteA } from '../../support/fixtures';
import { type FakeHandler, installFakeApi } from '../../support/fakeApi';
import { CrumbsFrame, renderScreens } from '../../support/renderScreens';

// Loaded here so the routes' lazy pages resolve from the module cache instead of compiling inside a test.
import '../../../src/features/users/pages/UsersListPage';
import '../../../src/features/users/pages/UserDetailPage';
import '../../../src/features/customers/pages/CustomersListPage';
import '../../../src/features/customers/pages/CustomerDetailPage';

// The DataGrid is heavy in jsdom; on a busy machine a page can take longer than a second to show.
configure({ asyncUtilTimeout: 8000 });

const routes: RouteObject[] = [
  {
    Component: CrumbsFrame,
    children: [...usersRoutes, ...customersRoutes, { path: paths.dashboard, element: <h1>Dashboard</h1> }],
  },
];

/**
 * The users and customers screens (their real routes, lazy pages included) at `path`, signed in with
 * Acme Housing and its Harbour View site active, Beacon Lofts as a second customer (as a superuser
 * with `superuser`); the fake API answers `api`'s routes.
 */
export function renderPeople(path: string, api: Record<string, FakeHandler>, { superuser = false } = {}) {
  const server = installFakeApi(api);
  const state = {
    session: {
      accessToken: 'access',
      refreshToken: 'refresh',
      initialised: true,
      tokenExpiry: Date.now() + 240_000,
      isSuperuser: superuser,
    },
    tenancy: { customers: [acme, beacon], customersLoaded: true, activeCustomer: acme, activeSite: { ...siteA } },
  };
  const view = renderScreens(routes, path, state, { sagas: tenancySagas });
  const lastQuery = (route: string) => Object.fromEntries(server.requests(route).at(-1)?.query ?? []);
  return { ...view, server, lastQuery };
}

/** A page of a list reply, `{data, total}`. */
export const page = <T,>(data: T[], total = data.length) => ({ data, total });
