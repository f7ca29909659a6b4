import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  type ReferenceRow,
  type ReferenceSource,
  useGetReferenceQuery,
  useSearchReferencesQuery,
} from '../../core/entity/referenceApi';
import { useDebouncedValue } from '../useDebouncedValue';
import { nameOf, type RowLabel } from './listFilters';
import { useRecordSite } from './recordSite';

/** Typing pauses this long before the server is asked (a picker answers faster than the list search). */
export const PICKER_DEBOUNCE_MS = 250;

export interface ReferencePickerProps {
  label: string;
  source: ReferenceSource;
  /** the chosen row's id, or null */
  value: number | null;
  onChange: (id: number | null, row: ReferenceRow | null) => void;
  /** how a row reads in the list and the field; `name` unless given */
  optionLabel?: RowLabel;
  /** filters the candidates, e.g. { site_id: 3 } */
  params?: Record<string, string | number | boolean>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  onBlur?: () => void;
  name?: string;
  /** the input's id (Autocomplete makes one up otherwise) */
  id?: string;
  sx?: SxProps<Theme>;
  /** focus the field and open its list on mount (a picker that is the whole of a popover) */
  autoFocus?: boolean;
}

/**
 * Picks a row of another entity by searching the server as the user types (the first 20 matches),
 * never loading a whole table. The chosen row is read by id, so the field names it before any search.
 * @example <ReferencePicker label="Address" source={sourceOf('address')} value={id} onChange={setId} />
 */
export function ReferencePicker(props: ReferencePickerProps) {
  const { label, source, value, onChange, optionLabel = nameOf, params, error, helperText } = props;
  const { required, disabled, size, onBlur, name, id, sx, autoFocus } = props;
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, PICKER_DEBOUNCE_MS);

  const chosen = useGetReferenceQuery(value ? { path: source.path, tag: source.tag, id: value } : skipToken);
  // The page's record's site (a room of another site's edit page, its occupancy panel), else the active one.
  const siteId = useRecordSite();
  const found = useSearchReferencesQuery(open ? { ...source, search, params, siteId } : skipToken);
  const selected = value && chosen.data?.id === value ? chosen.data : null;

  // Options answer the text in the field, never an earlier one: while the typed text waits for its
  // debounce or its answer (currentData is only the current query's), the list says Searching... so a
  // quick click cannot pick a row of the previous text's answer.
  const answered = open && input === search && found.currentData !== undefined;
  const options = useMemo(() => {
    if (!answered) return [];
    const rows = found.currentData?.data ?? [];
    return selected && !rows.some((row) => row.id === selected.id) ? [selected, ...rows] : rows;
  }, [answered, found.currentData, selected]);

  return (
    <Autocomplete<ReferenceRow>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      options={options}
      loading={open && !answered}
      loadingText="Searching..."
      disabled={disabled}
      openOnFocus={autoFocus}
      size={size}
      sx={sx}
      // The server filters; the list shows what it answered.
      filterOptions={(rows) => rows}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear' || reason === 'reset') setInput('');
      }}
      onChange={(_event, row) => onChange(row?.id ?? null, row)}
      noOptionsText="No matches"
      renderInput={(params_) => (
        <TextField
          {...params_}
          name={name}
          label={label}
          autoFocus={autoFocus}
          required={required}
          error={error}
          helperText={helperText}
          onBlur={onBlur}
        />
      )}
    />
  );
}

export default ReferencePicker;
