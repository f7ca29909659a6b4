import { deferredSlot } from './deferredSlot';

/** @mui/material/FormControlLabel for the DataGrid's material slots, fetched if ever rendered (see deferredSlot). */
export default deferredSlot(() => import('@mui/material/FormControlLabel').then((module) => module.default));

// The slots module also reads its class names: those come without the component.
export { formControlLabelClasses } from '@mui/material/FormControlLabel';
