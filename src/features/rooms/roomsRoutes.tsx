import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const roomsCrumb = { label: 'Rooms', to: paths.rooms };

export const roomsRoutes: RouteObject[] = [
  {
    path: paths.rooms,
    element: lazyPage(() => import('./pages/RoomsListPage')),
    handle: crumbs({ label: 'Rooms' }),
  },
  {
    path: paths.roomCreate,
    element: lazyPage(() => import('./pages/RoomCreatePage')),
    handle: crumbs(roomsCrumb, { label: 'New room' }),
  },
  { path: routePatterns.room, element: lazyPage(() => import('./pages/RoomDetailPage')) },
  { path: routePatterns.roomEdit, element: lazyPage(() => import('./pages/RoomEditPage')) },
];
