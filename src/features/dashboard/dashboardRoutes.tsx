import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyScreen';
import { paths } from '../../core/paths';

/** The dashboard, inside the shell (requirements §2.2). */
export const dashboardRoutes: RouteObject[] = [
  { path: paths.dashboard, element: lazyPage(() => import('./pages/DashboardPage')) },
];
