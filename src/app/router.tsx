import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../core/browser';
import { routes } from './routes';

/**
 * The app's data router. Sagas navigate through src/app/browser.ts, so the router registers its
 * navigate there as soon as it exists.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((path, options) => router.navigate(path, options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
