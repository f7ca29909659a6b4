import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  /** The list the count stands for; without it the card is a plain count (another customer's, say). */
  to?: string;
  loading?: boolean;
}

/**
 * A count that links to its list; a skeleton while loading, a dash when the count is unavailable.
 * The link is named by what it shows ("Rooms 240"): a separate aria-label would differ from the
 * visible text, which speech-control users say to follow it (WCAG 2.5.3).
 * @example <StatCard label="Rooms" value={stats?.room_count} icon={<MeetingRoomIcon />} to={paths.rooms} />
 */
export default function StatCard({ label, value, icon, to, loading = false }: StatCardProps) {
  const content = (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Stack sx={{ color: 'primary.main', '& svg': { fontSize: 32 } }}>{icon}</Stack>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="textSecondary" noWrap>
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {loading ? <Skeleton width={48} /> : (value ?? '–')}
          </Typography>
        </Stack>
      </Stack>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} aria-busy={loading || undefined} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
