import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const addressesCrumb = { label: 'Addresses', to: paths.addresses };

export const addressesRoutes: RouteObject[] = [
  {
    path: paths.addresses,
    element: lazyPage(() => import('./pages/AddressesListPage')),
    handle: crumbs({ label: 'Addresses' }),
  },
  {
    path: paths.addressCreate,
    element: lazyPage(() => import('./pages/AddressCreatePage')),
    handle: crumbs(addressesCrumb, { label: 'New address' }),
  },
  { path: routePatterns.address, element: lazyPage(() => import('./pages/AddressDetailPage')) },
  { path: routePatterns.addressEdit, element: lazyPage(() => import('./pages/AddressEditPage')) },
];
