import type SvgIcon from '@mui/material/SvgIcon';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
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
  /** Other paths whose pages belong to this entry (the entry stays highlighted there too). */
  alsoOn?: readonly string[];
};

/** Sidebar entries in order (requirements §2.3). */
export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', path: paths.dashboard, icon: DashboardOutlinedIcon },
  { label: 'Alerts', path: paths.alerts, icon: NotificationsActiveOutlinedIcon },
  // The list of all sites has no entry of its own: it is reached from /site.
  { label: 'Site', path: paths.site, icon: ApartmentOutlinedIcon, alsoOn: [paths.sites] },
  // A list's entry stays highlighted on its records' pages (/address/12, /address/create…).
  { label: 'Addresses', path: paths.addresses, icon: HomeWorkOutlinedIcon, alsoOn: ['/address'] },
  { label: 'Floors', path: paths.floors, icon: LayersOutlinedIcon, alsoOn: ['/floor'] },
  { label: 'Rooms', path: paths.rooms, icon: MeetingRoomOutlinedIcon, alsoOn: ['/room'] },
  { label: 'Tenants', path: paths.tenants, icon: PeopleAltOutlinedIcon, alsoOn: ['/tenant'] },
  { label: 'Users', path: paths.users, icon: ManageAccountsOutlinedIcon, alsoOn: ['/user'] },
  // Speed limits and external IPs are network pages (/networks/speed-limits…), reached from Networks.
  {
    label: 'Networks',
    path: paths.networks,
    icon: LanOutlinedIcon,
    advanced: true,
    alsoOn: ['/network', paths.externalIps, '/external-ip'],
  },
  { label: 'Outlets', path: paths.outlets, icon: PowerOutlinedIcon, advanced: true, alsoOn: ['/outlet'] },
  { label: 'Wireless', path: paths.wireless, icon: WifiOutlinedIcon, advanced: true },
  { label: 'Doorbells', path: paths.doorbells, icon: DoorbellOutlinedIcon, advanced: true, alsoOn: ['/doorbell'] },
  { label: 'Devices', path: paths.mikrotikDevices, icon: RouterOutlinedIcon, advanced: true, superuser: true },
];

/** The entries a user sees: Advanced Mode reveals the technical ones, Devices also needs a superuser. */
export function visibleNavItems(advancedMode: boolean, isSuperuser: boolean): NavItem[] {
  return navItems.filter((item) => (!item.advanced || advancedMode) && (!item.superuser || isSuperuser));
}

/** An entry is active on its path and below it: Site on /site, /site/12, /site/edit and /sites. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return [item.path, ...(item.alsoOn ?? [])].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
