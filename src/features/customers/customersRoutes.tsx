import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

/** /customers and /customers/{id} (requirements §2.2). */
export const customersRoutes: RouteObject[] = [
  {
    path: paths.customers,
    element: lazyPage(() => import('./pages/CustomersListPage')),
    handle: crumbs({ label: 'Customers' }),
  },
  { path: routePatterns.customer, element: lazyPage(() => import('./pages/CustomerDetailPage')) },
];
