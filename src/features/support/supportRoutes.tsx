import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths } from '../../core/paths';

/** The support page (signed in, any customer or none). */
export const supportRoutes: RouteObject[] = [
  {
    path: paths.supportRecording,
    element: lazyPage(() => import('./pages/OpenRecordingPage')),
    handle: crumbs({ label: 'Open a recording' }),
  },
];
