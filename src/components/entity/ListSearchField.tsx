import { useEffect, useRef, useState } from 'react';
import { SearchField } from '../SearchField';
import { usePageShortcuts } from '../pageShortcuts';
import { SEARCH_DEBOUNCE_MS } from '../useDebouncedValue';

interface ListSearchFieldProps {
  value: string;
  onSearch: (text: string) => void;
  /** e.g. "Search rooms" */
  label: string;
}

/** Quick search over a list; reports the text once typing pauses. */
export default function ListSearchField({ value, onSearch, label }: ListSearchFieldProps) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  usePageShortcuts({ search: () => input.current?.focus() });

  // Back/forward changes the URL: show what the list is filtered by.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <SearchField
      size="small"
      label={label}
      value={text}
      inputRef={input}
      onChange={(event) => setText(event.target.value)}
      sx={{ width: { xs: '100%', sm: 280 } }}
    />
  );
}
