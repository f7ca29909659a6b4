import { useEffect, useState } from 'react';

/** Searches wait this long after the last keystroke (requirements §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value` once it has stopped changing for `delayMs` (the quick search waits 500 ms, requirements §9). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
