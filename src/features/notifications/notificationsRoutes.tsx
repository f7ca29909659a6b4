import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths } from '../../core/paths';

/** The signed-in user's alert notifications, inside the shell (issue 36); the page is a chunk of its own. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: paths.notificationSettings,
    element: lazyPage(() => import('./pages/NotificationSettingsPage')),
    handle: crumbs({ label: 'Notifications' }),
  },
];
