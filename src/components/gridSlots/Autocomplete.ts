import { deferredSlot } from './deferredSlot';

/** @mui/material/Autocomplete for the DataGrid's material slots, fetched if ever rendered (see deferredSlot). */
export default deferredSlot(() => import('@mui/material/Autocomplete').then((module) => module.default));
