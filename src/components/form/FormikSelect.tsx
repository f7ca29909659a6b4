import MenuItem from '@mui/material/MenuItem';
import FormikTextField from './FormikTextField';
import type { FormikTextFieldProps } from './FormikTextField';

export interface SelectOption {
  value: string;
  label: string;
}

export type FormikSelectProps = Omit<FormikTextFieldProps, 'select' | 'children'> & {
  options: readonly (SelectOption | string)[];
  /** Label of the empty choice; omit to make a value mandatory. */
  emptyLabel?: string;
};

/**
 * A select bound to a Formik field (a TextField in select mode, so labels and helper text match).
 * @example <FormikSelect name="time_zone" label="Time zone" options={zones} emptyLabel="Not set" />
 */
export function FormikSelect({ options, emptyLabel, ...rest }: FormikSelectProps) {
  return (
    <FormikTextField select {...rest}>
      {emptyLabel !== undefined ? (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        );
      })}
    </FormikTextField>
  );
}

export default FormikSelect;
