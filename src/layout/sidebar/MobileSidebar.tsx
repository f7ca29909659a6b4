import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { Brand } from './Brand';
import { SIDEBAR_OPEN_WIDTH } from './sidebarWidths';
import { SidebarNav } from './SidebarNav';

type Props = { open: boolean; onClose: () => void };

/**
 * The phone's navigation: a temporary drawer opened from the top bar. A chunk of its own (Drawer's modal,
 * slide and focus trap), fetched when the top bar's button is reached (see Sidebar's preload).
 */
export function MobileSidebar({ open, onClose }: Props) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose}>
      <Box sx={{ width: SIDEBAR_OPEN_WIDTH }}>
        <Box sx={{ px: 2.5, py: 2 }}>
          <Brand />
        </Box>
        <Divider />
        <SidebarNav collapsed={false} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
