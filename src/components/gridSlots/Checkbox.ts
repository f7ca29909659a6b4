/** The DataGrid's material Checkbox slot: the browser's own checkbox (see NativeCheckbox). */
export { default } from './NativeCheckbox';
