import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { useAppSelector } from '../../core/state/hooks';
import { selectTheme } from '../../core/preferences/preferencesSlice';
import { createAppTheme } from './createAppTheme';
import { useResolvedThemeMode } from './useResolvedThemeMode';

/** Light, dark or auto theme from state.preferences.theme; the theme object is rebuilt only when the mode changes. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useResolvedThemeMode(useAppSelector(selectTheme));
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
