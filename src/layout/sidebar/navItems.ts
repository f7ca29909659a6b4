import type SvgIcon from '@mui/material/SvgIcon';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import LanOutlinedIcon from '@mui/icons-material/LanOutlined';
import PowerOutlinedIcon from '@mui/icons-material/PowerOutlined';
import WifiOutlinedIcon from '@mui/icons-material/WifiOutlined';
import DoorbellOutlinedIcon from '@mui/icons-material/DoorbellOutlined';
import RouterOutlinedIcon from '@mui/icons-material/RouterOutlined';
import { paths } from '../../core/paths';

export type NavItem = {
  label: string;
  path: string;
  icon: typeof SvgIcon;
  /** Shown only with Advanced Mode on. */
  advanced?: boolean;
  /** Shown only to superusers (who also need Advanced Mode). */
  superuser?: boolean;
};

/** Sidebar entries in order (requirements §2.3). */
export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', path: paths.dashboard, icon: DashboardOutlinedIcon },
  { label: 'Site', path: paths.site, icon: ApartmentOutlinedIcon },
  { label: 'Addresses', path: paths.addresses, icon: HomeWorkOutlinedIcon },
  { label: 'Floors', path: paths.floors, icon: LayersOutlinedIcon },
  { label: 'Rooms', path: paths.rooms, icon: MeetingRoomOutlinedIcon },
  { label: 'Tenants', path: paths.tenants, icon: PeopleAltOutlinedIcon },
  { label: 'Users', path: paths.users, icon: ManageAccountsOutlinedIcon },
  { label: 'Networks', path: paths.networks, icon: LanOutlinedIcon, advanced: true },
  { label: 'Outlets', path: paths.outlets, icon: PowerOutlinedIcon, advanced: true },
  { label: 'Wireless', path: paths.wireless, icon: WifiOutlinedIcon, advanced: true },
  { label: 'Doorbells', path: paths.doorbells, icon: DoorbellOutlinedIcon, advanced: true },
  { label: 'Devices', path: paths.mikrotikDevices, icon: RouterOutlinedIcon, advanced: true, superuser: true },
];

/** The entries a user sees: Advanced Mode reveals the technical ones, Devices also needs a superuser. */
export function visibleNavItems(advancedMode: boolean, isSuperuser: boolean): NavItem[] {
  return navItems.filter((item) => (!item.advanced || advancedMode) && (!item.superuser || isSuperuser));
}

/** '/site' is active on /site and /site/12 but not on /sites. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
