import { useMemo, useState } from 'react';
import { useField } from 'formik';
import { skipToken } from '@reduxjs/toolkit/query';
import Autocomplete from '@mui/material/Autocomplete';
import Chip, { type ChipProps } from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import {
  type ReferenceRow,
  type ReferenceSource,
  useGetReferenceQuery,
  useSearchReferencesQuery,
} from '../../core/entity/referenceApi';
import { useDebouncedValue } from '../useDebouncedValue';
import { nameOf, type RowLabel } from './listFilters';
import { PICKER_DEBOUNCE_MS } from './ReferencePicker';
import { useRecordSite } from './recordSite';

interface FormikReferenceListFieldProps {
  /** the Formik field holding the chosen ids */
  name: string;
  label: string;
  source: ReferenceSource;
  optionLabel?: RowLabel;
  /** filters the candidates, e.g. { address_id: 3 } */
  params?: Record<string, string | number | boolean>;
  helperText?: string;
  disabled?: boolean;
}

/** A chosen row as a chip; a row known only by id (an edit form's start) is read to name it. */
function ChosenChip({
  row,
  source,
  optionLabel,
  ...chipProps
}: ChipProps & { row: ReferenceRow; source: ReferenceSource; optionLabel: RowLabel }) {
  const named = 'name' in row;
  const read = useGetReferenceQuery(named ? skipToken : { path: source.path, tag: source.tag, id: row.id });
  return <Chip size="small" {...chipProps} label={optionLabel(read.data ?? row)} />;
}

/**
 * Several references of one kind (a doorbell's rooms) as a Formik field holding their ids, searched
 * on the server as the user types like ReferencePicker.
 * @example <FormikReferenceListField name="room_ids" label="Rooms" source={sourceOf('room')} params={{ address_id: 3 }} />
 */
export function FormikReferenceListField(props: FormikReferenceListFieldProps) {
  const { name, label, source, optionLabel = nameOf, params, helperText, disabled } = props;
  const [field, meta, helpers] = useField<number[]>(name);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [known, setKnown] = useState<Record<number, ReferenceRow>>({});
  const search = useDebouncedValue(input, PICKER_DEBOUNCE_MS);
  const siteId = useRecordSite();
  const found = useSearchReferencesQuery(open ? { ...source, search, params, siteId } : skipToken);
  const ids = field.value;
  const value = useMemo(() => (ids ?? []).map((id) => known[id] ?? { id }), [ids, known]);
  const shownError = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;

  return (
    <Autocomplete<ReferenceRow, true>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      options={found.data?.data ?? []}
      loading={found.isFetching}
      disabled={disabled}
      filterOptions={(rows) => rows}
      filterSelectedOptions
      getOptionLabel={(row) => ('name' in row ? optionLabel(row) : `#${row.id}`)}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear' || reason === 'reset') setInput('');
      }}
      onChange={(_event, rows) => {
        setKnown((before) => ({ ...before, ...Object.fromEntries(rows.map((row) => [row.id, row])) }));
        void helpers.setValue(rows.map((row) => row.id));
        void helpers.setTouched(true, false);
      }}
      renderValue={(rows, getItemProps) =>
        rows.map((row, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <ChosenChip key={key} {...itemProps} row={row} source={source} optionLabel={optionLabel} />;
        })
      }
      noOptionsText={found.isFetching ? 'Searching...' : 'No matches'}
      renderInput={(inputParams) => (
        <TextField
          {...inputParams}
          name={name}
          label={label}
          error={Boolean(shownError)}
          helperText={shownError || helperText || ' '}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    />
  );
}

export default FormikReferenceListField;
