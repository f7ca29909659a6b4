import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import {
  advancedModeToggled,
  selectAdvancedMode,
  selectSidebarOpen,
  selectTheme,
  sidebarToggled,
  themeChanged,
} from '../../core/preferences/preferencesSlice';
import type { ThemeSetting } from '../../core/session/sessionSlice';
import { themeOptions } from './ThemeMenuItems';

/** The user's display preferences in one place; every change applies (and persists) at once. */
export function PreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const advancedMode = useAppSelector(selectAdvancedMode);
  const sidebarOpen = useAppSelector(selectSidebarOpen);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="preferences-title">
      <DialogTitle id="preferences-title">Preferences</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id="preferences-theme">Theme</FormLabel>
            <RadioGroup
              row
              aria-labelledby="preferences-theme"
              value={theme}
              onChange={(event) => dispatch(themeChanged(event.target.value as ThemeSetting))}
            >
              {themeOptions.map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
              ))}
            </RadioGroup>
            <FormHelperText>System follows your operating system's light or dark setting.</FormHelperText>
          </FormControl>
          <FormControl>
            <FormControlLabel
              control={<Switch checked={advancedMode} onChange={() => dispatch(advancedModeToggled())} />}
              label="Advanced Mode"
            />
            <FormHelperText>Shows the technical sections: networks, outlets, wireless and doorbells.</FormHelperText>
          </FormControl>
          <FormControlLabel
            control={<Switch checked={sidebarOpen} onChange={() => dispatch(sidebarToggled())} />}
            label="Keep the sidebar open"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
