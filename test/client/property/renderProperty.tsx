import { configure, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { makeStore } from '../../../src/app/store';
import { BreadcrumbsProvider } from '../../../src/components/crumbs';
import { setNavigator } from '../../../src/core/browser';
import { paths, routePatterns } from '../../../src/core/paths';
import FloorCreatePage from '../../../src/features/floors/pages/FloorCreatePage';
import FloorDetailPage from '../../../src/features/floors/pages/FloorDetailPage';
import FloorEditPage from '../../../src/features/floors/pages/FloorEditPage';
import FloorsListPage from '../../../src/features/floors/pages/FloorsListPage';
import OutletCreatePage from '../../../src/features/outlets/pages/OutletCreatePage';
import OutletDetailPage from '../../../src/features/outlets/pages/OutletDetailPage';
import OutletEditPage from '../../../src/features/outlets/pages/OutletEditPage';
import OutletsListPage from '../../../src/features/outlets/pages/OutletsListPage';
import RoomCreatePage from '../../../src/features/rooms/pages/RoomCreatePage';
import RoomDetailPage from '../../../src/features/rooms/pages/RoomDetailPage';
import RoomEditPage from '../../../src/features/rooms/pages/RoomEditPage';
import RoomsListPage from '../../../src/features/rooms/pages/RoomsListPage';
import { TopBarBreadcrumbs } from '../../../src/layout/breadcrumbs/TopBarBreadcrumbs';
import { createFakePropertyServer, type PropertyData } from './fakePropertyServer';

// The DataGrid and Formik screens are heavy in jsdom; on a busy machine a refetch can take over a second.
configure({ asyncUtilTimeout: 5000 });

/** The shell's part these screens talk to: the breadcrumbs they publish. */
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
      { path: paths.floors, Component: FloorsListPage },
      { path: paths.floorCreate, Component: FloorCreatePage },
      { path: routePatterns.floor, Component: FloorDetailPage },
      { path: routePatterns.floorEdit, Component: FloorEditPage },
      { path: paths.rooms, Component: RoomsListPage },
      { path: paths.roomCreate, Component: RoomCreatePage },
      { path: routePatterns.room, Component: RoomDetailPage },
      { path: routePatterns.roomEdit, Component: RoomEditPage },
      { path: paths.outlets, Component: OutletsListPage },
      { path: paths.outletCreate, Component: OutletCreatePage },
      { path: routePatterns.outlet, Component: OutletDetailPage },
      { path: routePatterns.outletEdit, Component: OutletEditPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
  },
];

/**
 * Renders the floor, room and outlet screens at `path` with a real store (signed in, customer 1, site 1
 * active; a superuser with `superuser`), the breadcrumbs, and a fake API holding `data`.
 */
export function renderProperty(path: string, data: PropertyData = {}, { superuser = false } = {}) {
  const server = createFakePropertyServer(data);
  const store = makeStore(
    {
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
  return { ...view, store, server, router, location, search: () => new URLSearchParams(location().search) };
}
