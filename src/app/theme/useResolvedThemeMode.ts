import useMediaQuery from '@mui/material/useMediaQuery';
import type { ResolvedMode } from './createAppTheme';

export type ThemePreference = 'light' | 'dark' | 'auto';

/** Resolves the stored preference to a mode; 'auto' follows the operating system (prefers-color-scheme). */
export function useResolvedThemeMode(preference: ThemePreference): ResolvedMode {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  if (preference === 'auto') return prefersDark ? 'dark' : 'light';
  return preference;
}
