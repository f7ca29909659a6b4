import { useCallback, useMemo, type FocusEvent } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useListTimezonesQuery } from '../timezonesApi';

export const CHOOSE_TIME_ZONE = 'Choose a time zone from the list';

/** The listed zone the text names, ignoring case and surrounding spaces; the text itself when none does. */
export function resolveTimeZone(text: string, zones: readonly string[]): string {
  const typed = text.trim();
  const lower = typed.toLowerCase();
  return zones.find((zone) => zone.toLowerCase() === lower) ?? typed;
}

/**
 * Time zone picker fed by GET /core/timezones/; typing filters the ~400 IANA names. Text typed and
 * not picked is never dropped: leaving the field takes the zone it names exactly (any case), and any
 * other text stays, flagged "Choose a time zone from the list" so the form cannot be sent with it.
 */
export default function TimeZoneField({ name = 'time_zone', label = 'Time zone' }: { name?: string; label?: string }) {
  const { data: zones, isLoading, isError } = useListTimezonesQuery();
  // Without the list nothing can be checked here; the server still refuses an unknown zone.
  const validate = useCallback(
    (value: string) => (value && zones && !zones.includes(value) ? CHOOSE_TIME_ZONE : undefined),
    [zones],
  );
  const [field, meta, helpers] = useField<string>({ name, validate });
  const options = useMemo(() => zones ?? [], [zones]);
  const shownError = meta.touched && meta.error ? meta.error : undefined;

  const commit = (text: string) => {
    const value = resolveTimeZone(text, options);
    if (value !== field.value) void helpers.setValue(value);
  };
  const onBlur = (event: FocusEvent) => {
    const text = event.target instanceof HTMLInputElement ? event.target.value : field.value;
    const value = resolveTimeZone(text, options);
    if (value === field.value) {
      void helpers.setTouched(true);
      return;
    }
    // Touched first without validating: Formik would validate the value from before this blur.
    void helpers.setTouched(true, false);
    void helpers.setValue(value);
  };

  return (
    <Autocomplete
      freeSolo
      options={options}
      value={field.value || null}
      loading={isLoading}
      onChange={(_event, value) => commit(value ?? '')}
      onBlur={onBlur}
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
