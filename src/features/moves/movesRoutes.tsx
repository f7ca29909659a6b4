import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

/** A site's upcoming move-ins and move-outs and its move settings, inside the shell. */
export const movesRoutes: RouteObject[] = [
  {
    path: routePatterns.siteMoves,
    element: lazyPage(() => import('./pages/SiteMovesPage')),
    handle: crumbs({ label: 'Sites', to: paths.sites }, { label: 'Moves' }),
  },
];
