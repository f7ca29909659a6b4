import { deferredSlot } from './deferredSlot';

/** @mui/material/ToggleButton for the DataGrid's material slots, fetched if ever rendered (see deferredSlot). */
export default deferredSlot(() => import('@mui/material/ToggleButton').then((module) => module.default));
