import { memo } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import { truncate } from '../../../components/format';
import { useGetCustomerStatsQuery, type CustomerStats } from '../../../core/tenancy/customersApi';
import type { Customer } from '../../../core/tenancy/tenancySlice';

const STAT_FIELDS: { key: keyof CustomerStats; label: string }[] = [
  { key: 'site_count', label: 'Sites' },
  { key: 'address_count', label: 'Addresses' },
  { key: 'floor_count', label: 'Floors' },
  { key: 'room_count', label: 'Rooms' },
  { key: 'tenant_count', label: 'Tenants' },
  { key: 'user_count', label: 'Users' },
];

type Props = {
  customer: Customer;
  lastActive: boolean;
  /** This card's selection is running. */
  selecting: boolean;
  /** Another selection is running: every button waits. */
  disabled: boolean;
  onSelect: (customerId: number) => void;
};

/** One customer on the selection screen (requirements §2.5): logo, name, six counts, and the select button. */
export const CustomerCard = memo(function CustomerCard({ customer, lastActive, selecting, disabled, onSelect }: Props) {
  const { data: stats, isError } = useGetCustomerStatsQuery(customer.id);
  const label = selecting ? 'Loading...' : lastActive ? 'Resume Session' : 'Select Customer';

  return (
    <Card
      component="article"
      aria-label={customer.name}
      variant="outlined"
      data-last-active={lastActive || undefined}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        // Highlighted by colour and an inner ring, never by a wider border or an extra line: the
        // highlighted card keeps its neighbours' layout, so the row's stats stay aligned.
        borderColor: lastActive ? 'primary.main' : 'divider',
        boxShadow: lastActive ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
      }}
    >
      {lastActive ? (
        <Chip label="Last Active" color="primary" size="small" sx={{ position: 'absolute', top: 8, right: 8 }} />
      ) : null}
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          {customer.logo ? (
            <Avatar
              src={customer.logo}
              alt={`${customer.name} logo`}
              variant="rounded"
              sx={{ width: 52, height: 52, bgcolor: 'background.default' }}
            />
          ) : (
            <Avatar
              variant="rounded"
              aria-hidden
              sx={{ width: 52, height: 52, bgcolor: 'action.selected', color: 'text.secondary' }}
            >
              <BusinessOutlinedIcon />
            </Avatar>
          )}
          <Box sx={{ minWidth: 0, flex: 1, pr: lastActive ? 11 : 0 }}>
            <Typography variant="h6" component="h2" noWrap title={customer.name}>
              {truncate(customer.name)}
            </Typography>
          </Box>
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, m: 0 }}>
          {STAT_FIELDS.map(({ key, label: statLabel }) => (
            <Box key={key} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="caption" color="textSecondary">
                {statLabel}
              </Typography>
              <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 650 }}>
                {stats ? stats[key] : isError ? '–' : <Skeleton width={28} />}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant={lastActive ? 'contained' : 'outlined'}
          disabled={disabled || selecting}
          onClick={() => onSelect(customer.id)}
        >
          {label}
        </Button>
      </CardActions>
    </Card>
  );
});
