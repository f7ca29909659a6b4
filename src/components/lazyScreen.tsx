import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * A route element whose screen is its own chunk, fetched only when the element renders. Unlike
 * route.lazy (fetched as soon as a URL matches) this lets the guards decide first, so a signed-out
 * visit to /sites downloads the login screen and not the shell or the DataGrid.
 *
 * @example { path: paths.noAccess, element: lazyScreen(() => import('../features/tenancy/pages/NoAccessPage')) }
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, fill = true) {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<FullPageSpinner fill={fill} />}>
      <Screen />
    </Suspense>
  );
}

/**
 * A screen inside the app shell: the shell keeps showing while its chunk loads. Every feature's
 * `<feature>Routes.tsx` registers its pages with this.
 *
 * @example { path: paths.sites, element: lazyPage(() => import('./pages/SitesListPage')) }
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazyScreen(load, false);
}
