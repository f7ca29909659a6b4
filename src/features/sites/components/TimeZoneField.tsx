import { useMemo } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useListTimezonesQuery } from '../timezonesApi';

/** Time zone picker fed by GET /core/timezones/; typing filters the ~400 IANA names. */
export default function TimeZoneField({ name = 'time_zone', label = 'Time zone' }: { name?: string; label?: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const { data, isLoading, isError } = useListTimezonesQuery();
  // Keep a saved zone selectable even before (or without) the list, so the value never looks invalid.
  const options = useMemo(() => {
    const zones = data ?? [];
    return field.value && !zones.includes(field.value) ? [field.value, ...zones] : zones;
  }, [data, field.value]);
  const shownError = meta.touched && meta.error ? meta.error : undefined;

  return (
    <Autocomplete
      options={options}
      value={field.value || null}
      loading={isLoading}
      onChange={(_event, value) => helpers.setValue(value ?? '')}
      onBlur={() => helpers.setTouched(true)}
      renderInput={(params) => (
        <TextField
          {...params}
          id={`field-${name}`}
          name={name}
          label={label}
          error={Boolean(shownError)}
          helperText={shownError || (isError ? 'Time zones could not be loaded' : ' ')}
        />
      )}
    />
  );
}
