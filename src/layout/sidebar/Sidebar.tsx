import { memo, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { selectSidebarOpen, sidebarToggled } from '../../core/preferences/preferencesSlice';
import { Brand } from './Brand';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH } from './sidebarWidths';
import { SidebarNav } from './SidebarNav';

// The phone's drawer is a chunk of its own: desktops never need it, phones only once it opens.
const { Component: MobileSidebar, preload: preloadMobileNavigation } = lazyWithPreload(() =>
  import('./MobileSidebar').then((m) => m.MobileSidebar),
);
/** For the top bar's "Open navigation" button: start fetching the drawer on pointer-enter or focus. */
export { preloadMobileNavigation };

type Props = { mobile: boolean; mobileOpen: boolean; onMobileClose: () => void };

/**
 * Desktop: a docked panel, open 256 px or collapsed 70 px (state.preferences.sidebar, persisted).
 * Under 768 px: a temporary drawer opened from the top bar (MobileSidebar).
 */
export const Sidebar = memo(function Sidebar({ mobile, mobileOpen, onMobileClose }: Props) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSidebarOpen);

  // Mounted from the first opening on, so that closing keeps its transition.
  const [mobileOpened, setMobileOpened] = useState(false);
  if (mobile && mobileOpen && !mobileOpened) setMobileOpened(true);

  if (mobile) {
    return mobileOpened ? (
      <Suspense fallback={null}>
        <MobileSidebar open={mobileOpen} onClose={onMobileClose} />
      </Suspense>
    ) : null;
  }

  const width = open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const transition = (theme: Theme) => theme.transitions.create('width');
  // What a permanent Drawer renders (a spacer and a fixed paper), without the Drawer module: its modal
  // and slide are only for phones.
  return (
    <Box data-testid="sidebar" sx={{ width, flexShrink: 0, transition }}>
      <Paper
        square
        elevation={0}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: 'drawer',
          height: '100%',
          width,
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          overflowY: 'auto',
          boxSizing: 'border-box',
          borderRight: 1,
          borderColor: 'divider',
          transition,
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
          {open ? <Brand /> : null}
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
      </Paper>
    </Box>
  );
});
