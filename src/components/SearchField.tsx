import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

const searchAdornment = {
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <SearchIcon fontSize="small" />
      </InputAdornment>
    ),
  },
};

/**
 * A search box: a `type="search"` text field with the magnifier in front (a list's quick search,
 * the device filters).
 * @example <SearchField label="Search rooms" value={text} onChange={(event) => setText(event.target.value)} />
 */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return <TextField {...props} type="search" slotProps={searchAdornment} />;
}
