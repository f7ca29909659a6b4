import { Suspense, useState, type ComponentType } from 'react';
import { lazyWithPreload } from '../lazyWithPreload';

/**
 * A component fetched as a chunk of its own the first time it renders (nothing shows until then), and
 * rendered directly from then on. For the DataGrid's parts that a list does not show until asked
 * (webpack.config.ts `deferredGridParts`): a list then does not download them, and they still work when
 * a grid shows them. `ready()` fetches it ahead, for a part that must arrive whole together with another.
 */
export function deferredSlot<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let Loaded: ComponentType<Props> | undefined;
  const fetched = () =>
    load().then((component) => {
      Loaded = component;
      return component;
    });
  const { Component: Lazy, load: ready } = lazyWithPreload(fetched);
  function DeferredSlot(props: Props) {
    // Chosen once per instance: switching from the lazy path to the loaded one would remount it.
    const [LoadedAtMount] = useState(() => Loaded);
    if (LoadedAtMount) return <LoadedAtMount {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(DeferredSlot, { ready, isLoaded: () => Loaded !== undefined });
}
