import Grid from '@mui/material/Grid';
import ApartmentIcon from '@mui/icons-material/Apartment';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import LayersIcon from '@mui/icons-material/Layers';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import { paths } from '../core/paths';
import StatCard from './StatCard';

/** Counts of the stats endpoints (customer stats add site_count). */
export interface Counts {
  site_count?: number;
  address_count: number;
  floor_count: number;
  room_count: number;
  tenant_count: number;
  user_count: number;
}

const CARDS = [
  { key: 'site_count', label: 'Sites', to: paths.sites, icon: <ApartmentIcon /> },
  { key: 'address_count', label: 'Addresses', to: paths.addresses, icon: <HomeWorkIcon /> },
  { key: 'floor_count', label: 'Floors', to: paths.floors, icon: <LayersIcon /> },
  { key: 'room_count', label: 'Rooms', to: paths.rooms, icon: <MeetingRoomIcon /> },
  { key: 'tenant_count', label: 'Tenants', to: paths.tenants, icon: <PeopleIcon /> },
  { key: 'user_count', label: 'Users', to: paths.users, icon: <PersonIcon /> },
] as const;

/**
 * One card per count, each linking to its list; `withSites` adds the site count (customer level).
 * `linked={false}` for counts whose lists are not the active customer's: plain cards, no links.
 */
export default function StatGrid({
  counts,
  loading,
  withSites = false,
  linked = true,
}: {
  counts: Counts | undefined;
  loading: boolean;
  withSites?: boolean;
  linked?: boolean;
}) {
  const cards = withSites ? CARDS : CARDS.filter((card) => card.key !== 'site_count');
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, md: 4, lg: withSites ? 2 : 2.4 }}>
          <StatCard
            label={card.label}
            value={counts?.[card.key]}
            icon={card.icon}
            to={linked ? card.to : undefined}
            loading={loading}
          />
        </Grid>
      ))}
    </Grid>
  );
}
