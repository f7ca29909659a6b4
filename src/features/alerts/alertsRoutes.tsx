import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths } from '../../core/paths';

/** The customer's alerts and maintenance windows, inside the shell (issue 36). */
export const alertsRoutes: RouteObject[] = [
  {
    path: paths.alerts,
    element: lazyPage(() => import('./pages/AlertsPage')),
    handle: crumbs({ label: 'Alerts' }),
  },
];
