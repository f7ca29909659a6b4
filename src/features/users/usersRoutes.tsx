import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const userPage = () => import('./pages/UserDetailPage');

/** /users, and one user at /users/{id} or /user/{id} (requirements §2.2 lists both: the same page). */
export const usersRoutes: RouteObject[] = [
  { path: paths.users, element: lazyPage(() => import('./pages/UsersListPage')), handle: crumbs({ label: 'Users' }) },
  { path: routePatterns.user, element: lazyPage(userPage) },
  { path: routePatterns.userAlias, element: lazyPage(userPage) },
];
