import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { countDevices } from '../deviceFilters';
import type { Device } from '../deviceTypes';

function SummaryCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value ?? '–'}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The four counts above the device list; counted over all devices, not the filtered ones. */
export function DeviceSummaryCards({ devices }: { devices: readonly Device[] | undefined }) {
  const counts = devices ? countDevices(devices) : undefined;
  const cards = [
    { label: 'Total Devices', value: counts?.total },
    { label: 'Enabled', value: counts?.enabled },
    { label: 'Disabled', value: counts?.disabled },
    { label: 'New Devices', value: counts?.new },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <SummaryCard label={card.label} value={card.value} />
        </Grid>
      ))}
    </Grid>
  );
}
