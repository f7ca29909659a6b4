import { lazy, type ComponentType } from 'react';

/**
 * A component that is a chunk of its own (React.lazy), plus `preload` to start fetching it before it
 * renders: call it when the pointer enters or focus reaches the button that opens it, so that by the
 * click the chunk is usually there; `load` does the same and says when it is there. A failed fetch is
 * forgotten, so the next attempt retries.
 *
 * @example const { Component: Popup, preload } = lazyWithPreload(() => import('./Popup').then((m) => m.Popup));
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Component = lazy(() => start().then((component) => ({ default: component })));
  // A preload's failure is not shown: rendering the component retries and reports it.
  const preload = () => void start().catch(() => undefined);
  return { Component, preload, load: start };
}
