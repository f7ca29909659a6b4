import { memo } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { selectSidebarOpen, sidebarToggled } from '../../core/preferences/preferencesSlice';
import { SidebarNav } from './SidebarNav';

/** Requirements §9 widths. */
export const SIDEBAR_OPEN_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 70;

function Brand({ compact }: { compact: boolean }) {
  return (
    <Typography
      variant="h6"
      component="div"
      noWrap
      sx={{ fontWeight: 700, color: 'primary.main', letterSpacing: '-0.02em' }}
    >
      {compact ? 'P' : 'Portico'}
    </Typography>
  );
}

type Props = { mobile: boolean; mobileOpen: boolean; onMobileClose: () => void };

/**
 * Desktop: a permanent drawer, open 256 px or collapsed 70 px (state.preferences.sidebar, persisted).
 * Under 768 px: a temporary drawer opened from the top bar.
 */
export const Sidebar = memo(function Sidebar({ mobile, mobileOpen, onMobileClose }: Props) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSidebarOpen);

  if (mobile) {
    return (
      <Drawer variant="temporary" open={mobileOpen} onClose={onMobileClose}>
        <Box sx={{ width: SIDEBAR_OPEN_WIDTH }}>
          <Box sx={{ px: 2.5, py: 2 }}>
            <Brand compact={false} />
          </Box>
          <Divider />
          <SidebarNav collapsed={false} onNavigate={onMobileClose} />
        </Box>
      </Drawer>
    );
  }

  const width = open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  return (
    <Drawer
      variant="permanent"
      data-testid="sidebar"
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: open ? 'space-between' : 'center',
          px: open ? 2.5 : 1,
          py: 1.5,
          minHeight: 64,
        }}
      >
        {open ? <Brand compact={false} /> : null}
        <IconButton
          onClick={() => dispatch(sidebarToggled())}
          aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
          size="small"
        >
          {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
      </Box>
      <Divider />
      <SidebarNav collapsed={!open} />
    </Drawer>
  );
});
