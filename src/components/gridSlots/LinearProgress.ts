import { deferredSlot } from './deferredSlot';

/** @mui/material/LinearProgress for the DataGrid's material slots, fetched if ever rendered (see deferredSlot). */
export default deferredSlot(() => import('@mui/material/LinearProgress').then((module) => module.default));
