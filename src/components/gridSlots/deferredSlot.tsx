import { Suspense, type ComponentType } from 'react';
import { lazyWithPreload } from '../lazyWithPreload';

/**
 * A component fetched as a chunk of its own the first time it renders (nothing shows until then). For
 * the DataGrid's material slots that our grid never renders (webpack.config.ts `deferredGridSlots`): a
 * list then does not download them, and they still work should a grid feature ever use them.
 */
export function deferredSlot<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const { Component: Slot } = lazyWithPreload(() => load().then((module) => module.default));
  return function DeferredSlot(props: Props) {
    return (
      <Suspense fallback={null}>
        <Slot {...props} />
      </Suspense>
    );
  };
}
