import { memo, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useAppSelector } from '../../core/state/hooks';
import { selectAdvancedMode } from '../../core/preferences/preferencesSlice';
import { selectIsSuperuser } from '../../core/session/sessionSlice';
import { isNavItemActive, visibleNavItems } from './navItems';

type Props = { collapsed: boolean; onNavigate?: () => void };

/** The navigation landmark; collapsed it shows icons only, each with a tooltip (700 ms, from the theme). */
export const SidebarNav = memo(function SidebarNav({ collapsed, onNavigate }: Props) {
  const advancedMode = useAppSelector(selectAdvancedMode);
  const isSuperuser = useAppSelector(selectIsSuperuser);
  const { pathname } = useLocation();
  const items = useMemo(() => visibleNavItems(advancedMode, isSuperuser), [advancedMode, isSuperuser]);

  return (
    <nav aria-label="Main navigation">
      <List sx={{ px: 1, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        {items.map((item) => {
          const Icon = item.icon;
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.path}>
              <Tooltip title={collapsed ? item.label : ''} placement="right">
                <ListItemButton
                  component={RouterLink}
                  to={item.path}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  aria-label={collapsed ? item.label : undefined}
                  onClick={onNavigate}
                  sx={{ minHeight: 44, px: 1.75, justifyContent: collapsed ? 'center' : 'flex-start' }}
                >
                  <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 2, color: active ? 'primary.main' : 'inherit' }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  {collapsed ? null : <ListItemText primary={item.label} />}
                </ListItemButton>
              </Tooltip>
            </li>
          );
        })}
      </List>
    </nav>
  );
});
