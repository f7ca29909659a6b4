import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { noFilters, readFilters } from '../deviceFilters';
import type { DeviceFilterValues } from '../deviceFilters';

/** List filters that live in the URL query, so a filtered list can be bookmarked and shared. */
export function useDeviceFilters() {
  const [query, setQuery] = useSearchParams();
  const filters = useMemo(() => readFilters(query), [query]);

  const setFilter = useCallback(
    <K extends keyof DeviceFilterValues>(key: K, value: DeviceFilterValues[K]) => {
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === noFilters[key]) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      );
    },
    [setQuery],
  );

  const clearFilters = useCallback(() => setQuery({}, { replace: true }), [setQuery]);

  return { filters, setFilter, clearFilters };
}
