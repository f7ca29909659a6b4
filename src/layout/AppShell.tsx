import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { BreadcrumbsProvider } from '../components/crumbs';
import KeyboardShortcuts from '../features/shortcuts/KeyboardShortcuts';
import { Sidebar } from './sidebar/Sidebar';
import { TopBar } from './topbar/TopBar';
import { NoSitesGate } from './NoSitesGate';
import { useIsMobile } from './useIsMobile';

/** The signed-in layout (requirements §2.3): sidebar, sticky top bar, and the page. Loaded lazily after login. */
export default function AppShell() {
  const mobile = useIsMobile();
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const openNavigation = useCallback(() => setMobileNavOpen(true), []);
  const closeNavigation = useCallback(() => setMobileNavOpen(false), []);

  return (
    <BreadcrumbsProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Sidebar mobile={mobile} mobileOpen={mobileNavOpen} onMobileClose={closeNavigation} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar mobile={mobile} onOpenNavigation={openNavigation} />
          <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, maxWidth: 1440, width: '100%', mx: 'auto' }}>
            <NoSitesGate>
              <Suspense fallback={<FullPageSpinner fill={false} />}>
                <Outlet />
              </Suspense>
            </NoSitesGate>
          </Box>
        </Box>
      </Box>
      <KeyboardShortcuts />
    </BreadcrumbsProvider>
  );
}
