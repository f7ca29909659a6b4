import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { selectTheme, themeChanged } from '../../core/preferences/preferencesSlice';
import type { ThemeSetting } from '../../core/session/sessionSlice';

export const themeOptions: { value: ThemeSetting; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

/** Theme section of the user menu: Light, Dark, System (auto follows the operating system). */
export function ThemeMenuItems() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  return [
    <ListSubheader key="theme-header" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
      Theme
    </ListSubheader>,
    ...themeOptions.map((option) => (
      <MenuItem
        key={option.value}
        selected={theme === option.value}
        onClick={() => dispatch(themeChanged(option.value))}
      >
        <ListItemIcon>{theme === option.value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
        <ListItemText>{option.label}</ListItemText>
      </MenuItem>
    )),
  ];
}
