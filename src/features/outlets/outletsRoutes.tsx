import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const outletsCrumb = { label: 'Outlets', to: paths.outlets };

export const outletsRoutes: RouteObject[] = [
  {
    path: paths.outlets,
    element: lazyPage(() => import('./pages/OutletsListPage')),
    handle: crumbs({ label: 'Outlets' }),
  },
  {
    path: paths.outletCreate,
    element: lazyPage(() => import('./pages/OutletCreatePage')),
    handle: crumbs(outletsCrumb, { label: 'New outlet' }),
  },
  { path: routePatterns.outlet, element: lazyPage(() => import('./pages/OutletDetailPage')) },
  { path: routePatterns.outletEdit, element: lazyPage(() => import('./pages/OutletEditPage')) },
];
