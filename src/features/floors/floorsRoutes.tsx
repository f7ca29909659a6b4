import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const floorsCrumb = { label: 'Floors', to: paths.floors };

export const floorsRoutes: RouteObject[] = [
  {
    path: paths.floors,
    element: lazyPage(() => import('./pages/FloorsListPage')),
    handle: crumbs({ label: 'Floors' }),
  },
  {
    path: paths.floorCreate,
    element: lazyPage(() => import('./pages/FloorCreatePage')),
    handle: crumbs(floorsCrumb, { label: 'New floor' }),
  },
  { path: routePatterns.floor, element: lazyPage(() => import('./pages/FloorDetailPage')) },
  { path: routePatterns.floorEdit, element: lazyPage(() => import('./pages/FloorEditPage')) },
];
