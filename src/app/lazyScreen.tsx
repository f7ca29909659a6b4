import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageSpinner } from '../components/FullPageSpinner';

/**
 * A route element whose screen is its own chunk, fetched only when the element renders. Unlike
 * route.lazy (fetched as soon as a URL matches) this lets the guards decide first, so a signed-out
 * visit to /sites downloads the login screen and not the shell or the DataGrid.
 *
 * @example { path: '/login', element: lazyScreen(() => import('../core/session/pages/LoginPage')) }
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, fill = true) {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<FullPageSpinner fill={fill} />}>
      <Screen />
    </Suspense>
  );
}
