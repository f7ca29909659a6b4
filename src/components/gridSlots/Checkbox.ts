import { deferredSlot } from './deferredSlot';

/** @mui/material/Checkbox for the DataGrid's material slots, fetched if ever rendered (see deferredSlot). */
export default deferredSlot(() => import('@mui/material/Checkbox').then((module) => module.default));
