import { useCallback, useState } from 'react';
// Types only: the DataGrid stays in the list chunks.
import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid';
import { useAppSelector } from '../../core/state/hooks';
import { selectCurrentUser } from '../../core/session/sessionSlice';

interface GridPreferences {
  columns: GridColumnVisibilityModel;
  density: GridDensity;
}

const DEFAULTS: GridPreferences = { columns: {}, density: 'standard' };

const storageKey = (userId: number | string, listKey: string) => `portico.grid.${userId}.${listKey}`;

function load(key: string | null): GridPreferences {
  if (!key) return DEFAULTS;
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<GridPreferences> | null;
    return { ...DEFAULTS, ...stored };
  } catch {
    return DEFAULTS;
  }
}

/**
 * A list's column choice and density, remembered per user and list in this browser (a view setting,
 * not application state: it stays out of the store and its persisted keys).
 */
export type GridPreferencesState = ReturnType<typeof useGridPreferences>;

export function useGridPreferences(listKey: string) {
  const userId = useAppSelector(selectCurrentUser)?.id;
  const key = userId === undefined ? null : storageKey(userId, listKey);
  const [preferences, setPreferences] = useState(() => load(key));

  const save = useCallback(
    (change: Partial<GridPreferences>) =>
      setPreferences((previous) => {
        const next = { ...previous, ...change };
        if (key) localStorage.setItem(key, JSON.stringify(next));
        return next;
      }),
    [key],
  );

  const onColumnVisibilityModelChange = useCallback((columns: GridColumnVisibilityModel) => save({ columns }), [save]);
  const onDensityChange = useCallback((density: GridDensity) => save({ density }), [save]);
  return {
    /** a saved view's columns and density, taken as this browser's choice */
    apply: save,
    columnVisibilityModel: preferences.columns,
    density: preferences.density,
    onColumnVisibilityModelChange,
    onDensityChange,
  };
}
