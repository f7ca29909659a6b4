import { deferredSlot } from './deferredSlot';

/** @mui/material/Tabs for the DataGrid's material slots, fetched if ever rendered (see deferredSlot). */
export default deferredSlot(() => import('@mui/material/Tabs').then((module) => module.default));
