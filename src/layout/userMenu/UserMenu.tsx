import { lazy, memo, Suspense, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { useNavigate } from 'react-router';
import { paths } from '../../core/paths';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { advancedModeToggled, selectAdvancedMode } from '../../core/preferences/preferencesSlice';
import { logoutRequested, selectCurrentUser } from '../../core/session/sessionSlice';
import { selectCustomers } from '../../core/tenancy/tenancySlice';
import { ThemeMenuItems } from './ThemeMenuItems';
import { CustomerSwitchList } from './CustomerSwitchList';
import { SiteSwitchList } from './SiteSwitchList';

// Fetched on first opening, not with the shell; mounted from then on so it keeps its closing transition.
const PreferencesDialog = lazy(() => import('./PreferencesDialog').then((m) => ({ default: m.PreferencesDialog })));
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

type View = 'main' | 'customers' | 'sites';

function initialsOf(name: string): string {
  const letters = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase());
  return letters.join('') || '?';
}

/**
 * Requirements §2.3 user menu: Theme, Advanced Mode, Switch Customer (more than one), Switch Site,
 * Preferences, Logout; and Change password (README "Choices").
 */
export const UserMenu = memo(function UserMenu() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const customers = useAppSelector(selectCustomers);
  const advancedMode = useAppSelector(selectAdvancedMode);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<View>('main');
  const navigate = useNavigate();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [preferencesOpened, setPreferencesOpened] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordOpened, setPasswordOpened] = useState(false);

  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  const initials = initialsOf(fullName);
  const open = (event: MouseEvent<HTMLElement>) => {
    setView('main');
    setAnchor(event.currentTarget);
  };
  const close = () => setAnchor(null);
  const back = () => setView('main');

  const mainItems = [
    <Box key="who" sx={{ px: 2, py: 1 }}>
      <Typography variant="subtitle2" noWrap>
        {fullName}
      </Typography>
      <Typography variant="body2" color="textSecondary" noWrap>
        {user?.email}
      </Typography>
    </Box>,
    <Divider key="d1" />,
    <ThemeMenuItems key="theme" />,
    <Divider key="d2" />,
    <MenuItem key="advanced" onClick={() => dispatch(advancedModeToggled())}>
      <ListItemIcon>
        {advancedMode ? (
          <CheckBoxIcon fontSize="small" color="primary" />
        ) : (
          <CheckBoxOutlineBlankIcon fontSize="small" />
        )}
      </ListItemIcon>
      <ListItemText>Advanced Mode</ListItemText>
    </MenuItem>,
    customers.length > 1 ? (
      <MenuItem key="customer" onClick={() => setView('customers')}>
        <ListItemIcon>
          <BusinessOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Switch Customer</ListItemText>
      </MenuItem>
    ) : null,
    <MenuItem key="site" onClick={() => setView('sites')}>
      <ListItemIcon>
        <ApartmentOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Switch Site</ListItemText>
    </MenuItem>,
    <MenuItem
      key="preferences"
      onClick={() => {
        close();
        setPreferencesOpen(true);
        setPreferencesOpened(true);
      }}
    >
      <ListItemIcon>
        <TuneOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Preferences</ListItemText>
    </MenuItem>,
    <MenuItem
      key="password"
      onClick={() => {
        close();
        setPasswordOpen(true);
        setPasswordOpened(true);
      }}
    >
      <ListItemIcon>
        <KeyOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change password</ListItemText>
    </MenuItem>,
    <MenuItem
      key="recording"
      onClick={() => {
        close();
        navigate(paths.supportRecording);
      }}
    >
      <ListItemIcon>
        <SupportAgentOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Open a recording</ListItemText>
    </MenuItem>,
    <Divider key="d3" />,
    <MenuItem
      key="logout"
      onClick={() => {
        close();
        dispatch(logoutRequested());
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Logout</ListItemText>
    </MenuItem>,
  ];

  return (
    <>
      <IconButton
        // The initials the button shows are part of its name, so speech control finds it by them (WCAG 2.5.3).
        aria-label={`User menu (${initials})`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={open}
        size="small"
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main' }}>{initials}</Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, maxHeight: 480 } } }}
      >
        {view === 'customers' ? <CustomerSwitchList onBack={back} onDone={close} /> : null}
        {view === 'sites' ? <SiteSwitchList onBack={back} onDone={close} /> : null}
        {view === 'main' ? mainItems : null}
      </Menu>
      {preferencesOpened ? (
        <Suspense fallback={null}>
          <PreferencesDialog open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      ) : null}
      {passwordOpened ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
});
