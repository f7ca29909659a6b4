import type { ComponentType } from 'react';
import type { GridPanelProps } from '@mui/x-data-grid';
import { deferredSlot } from './deferredSlot';

/*
 * What @mui/x-data-grid's default slots import from its components (webpack.config.ts
 * `deferredGridParts`). What every list shows comes as it is; the preferences panel, which shows a
 * grid's columns or filters only when the user opens it, is fetched on its first opening.
 */
export { GridSkeletonCell } from 'x-data-grid-files/components/cell/GridSkeletonCell.mjs';
export { GridFooter } from 'x-data-grid-files/components/GridFooter.mjs';
export { GridLoadingOverlay } from 'x-data-grid-files/components/GridLoadingOverlay.mjs';
export { GridNoRowsOverlay } from 'x-data-grid-files/components/GridNoRowsOverlay.mjs';
export { GridNoColumnsOverlay } from 'x-data-grid-files/components/GridNoColumnsOverlay.mjs';
export { GridPagination } from 'x-data-grid-files/components/GridPagination.mjs';
export { GridRow } from 'x-data-grid-files/components/GridRow.mjs';
export { GridRowCount } from 'x-data-grid-files/components/GridRowCount.mjs';
export { GridColumnHeaderFilterIconButton } from 'x-data-grid-files/components/columnHeaders/GridColumnHeaderFilterIconButton.mjs';
export { GridColumnHeaderSortIcon } from 'x-data-grid-files/components/columnHeaders/GridColumnHeaderSortIcon.mjs';
export { GridRowCheckbox } from 'x-data-grid-files/components/columnSelection/GridRowCheckbox.mjs';

export const GridColumnsPanel = deferredSlot(() =>
  import('x-data-grid-files/components/panel/GridColumnsPanel.mjs').then((module) => module.GridColumnsPanel),
);
export const GridColumnsManagement = deferredSlot(() =>
  import('x-data-grid-files/components/columnsManagement/GridColumnsManagement.mjs').then(
    (module) => module.GridColumnsManagement,
  ),
);
export const GridFilterPanel = deferredSlot(() =>
  import('x-data-grid-files/components/panel/filterPanel/GridFilterPanel.mjs').then((module) => module.GridFilterPanel),
);

/**
 * The panel arrives with what it may hold: a popper places itself once, when it opens, so its content
 * must be there then, not a moment later.
 */
const Panel = deferredSlot(() =>
  Promise.all([
    import('x-data-grid-files/components/panel/GridPanel.mjs'),
    GridColumnsPanel.ready(),
    GridColumnsManagement.ready(),
    GridFilterPanel.ready(),
  ]).then(([module]) => module.GridPanel as ComponentType<GridPanelProps>),
);

/** The grid renders its panel closed all the time: fetched on the first opening only. */
export function GridPanel(props: GridPanelProps) {
  return props.open || Panel.isLoaded() ? <Panel {...props} /> : null;
}
