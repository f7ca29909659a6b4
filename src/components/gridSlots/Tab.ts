import { deferredSlot } from './deferredSlot';

/** @mui/material/Tab for the DataGrid's material slots, fetched if ever rendered (see deferredSlot). */
export default deferredSlot(() => import('@mui/material/Tab').then((module) => module.default));
