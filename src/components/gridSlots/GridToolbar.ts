import { deferredSlot } from './deferredSlot';

/**
 * @mui/x-data-grid's default toolbar for its default slots, fetched if ever rendered (see deferredSlot):
 * our lists give the grid a toolbar of their own.
 */
export const GridToolbar = deferredSlot(() =>
  import('x-data-grid-files/components/toolbarV8/GridToolbar.mjs').then((module) => module.GridToolbar),
);
