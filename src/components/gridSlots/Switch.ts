import { deferredSlot } from './deferredSlot';

/** @mui/material/Switch for the DataGrid's material slots, fetched if ever rendered (see deferredSlot). */
export default deferredSlot(() => import('@mui/material/Switch').then((module) => module.default));
