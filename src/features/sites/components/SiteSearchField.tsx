import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** Requirements §9: searches wait 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Quick search over a list; reports the text once typing pauses. */
export default function SiteSearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);

  // Back/forward changes the URL: show what the list is filtered by.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      size="small"
      type="search"
      label="Search sites"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
