import { Suspense, useRef, type ComponentType } from 'react';
import type { PopperProps } from '@mui/material/Popper';
import { lazyWithPreload } from '../lazyWithPreload';

type Props = PopperProps & { ref?: unknown };

let Loaded: ComponentType<Props> | undefined;
const { Component: Lazy } = lazyWithPreload(() =>
  import(/* webpackChunkName: "popper" */ '@mui/material/Popper').then((module) => {
    Loaded = module.default as ComponentType<Props>;
    return Loaded;
  }),
);

/**
 * @mui/material/Popper (with @popperjs/core) for MUI's Tooltip and the DataGrid's menus and panels
 * (webpack.config.ts `deferredPopper`): a closed Popper renders nothing, so nothing is fetched until a
 * tooltip, menu or panel first opens; from then on the real one renders (a first tooltip shows once
 * its chunk has arrived). Every prop and the ref go to the real Popper.
 */
export default function DeferredPopper(props: Props) {
  // Chosen once per instance when it first shows: switching from the lazy path to the loaded one would remount it.
  const path = useRef<'lazy' | 'loaded' | null>(null);
  if (path.current === null) {
    if (!props.open && !props.keepMounted) return null;
    path.current = Loaded ? 'loaded' : 'lazy';
  }
  if (path.current === 'loaded' && Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
