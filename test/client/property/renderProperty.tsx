import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
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
import { createFakePropertyServer, type PropertyData } from './fakePropertyServer';
import { CrumbsFrame, renderScreens, screenState } from '../../support/renderScreens';

// The DataGrid and Formik screens are heavy in jsdom; on a busy machine a refetch can take over a second.
configure({ asyncUtilTimeout: 5000 });

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
  return { ...renderScreens(routes, path, screenState({ superuser })), server };
}
