import { memo } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { TopBarBreadcrumbs } from '../breadcrumbs/TopBarBreadcrumbs';
import { preloadMobileNavigation } from '../sidebar/Sidebar';
import { HealthButton } from '../health/HealthButton';
import { UserMenu } from '../userMenu/UserMenu';
import { QuickSearch } from '../../features/search/components/QuickSearch';
import { ActiveTenantChip } from './ActiveTenantChip';
import { RecordingButton } from '../../components/recording/RecordingButton';
import { RefreshButton } from './RefreshButton';

type Props = { mobile: boolean; onOpenNavigation: () => void };

/**
 * Sticky top bar (requirements §2.3): breadcrumbs, then the active tenant, search, health, refresh,
 * recording and the user menu; on a phone the breadcrumbs move to a second row.
 */
export const TopBar = memo(function TopBar({ mobile, onOpenNavigation }: Props) {
  return (
    <AppBar
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', backdropFilter: 'blur(8px)' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
        {mobile ? (
          <IconButton
            edge="start"
            aria-label="Open navigation"
            onClick={onOpenNavigation}
            onPointerEnter={preloadMobileNavigation}
            onFocus={preloadMobileNavigation}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>{mobile ? null : <TopBarBreadcrumbs />}</Box>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <ActiveTenantChip />
          <QuickSearch />
          <HealthButton />
          <RefreshButton />
          <RecordingButton />
          <UserMenu />
        </Stack>
      </Toolbar>
      {/* On a phone the buttons leave the first row no room: the trail gets a row of its own. */}
      {mobile ? (
        <Box sx={{ px: 2, pb: 1, mt: -0.5 }}>
          <TopBarBreadcrumbs />
        </Box>
      ) : null}
    </AppBar>
  );
});
