import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../components/format';
import { useGetDeviceHistoryQuery } from '../devicesApi';
import type { DeviceApplyRecord } from '../deviceStateTypes';

const outcomes = { 'in-sync': 'In sync', drifted: 'Drifted', failed: 'Failed', cancelled: 'Cancelled' } as const;

function ApplyEntry({ record }: { record: DeviceApplyRecord }) {
  const applied = record.after?.applied;
  if (!applied) return null;
  const items = applied.items.map((item) => `${item.action} ${item.label}`);
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Applied by {record.user_name ?? 'a deleted user'}{' '}
        <Typography component="span" variant="body2" color="textSecondary">
          {formatDateTime(record.created_at)}
        </Typography>
      </Typography>
      <Typography variant="body2">
        {outcomes[applied.status] ?? applied.status}: {applied.applied} of {applied.total} commands,{' '}
        {applied.items_total} {applied.items_total === 1 ? 'item' : 'items'}
        {applied.reason ? ` — ${applied.reason}` : ''}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {items.slice(0, 5).join(', ')}
        {items.length > 5 ? `, and ${applied.items_total - 5} more` : ''}
      </Typography>
    </Box>
  );
}

/** The router's History: every plan applied, who applied it, when, the items and the result. */
export function DeviceHistoryCard({ deviceId }: { deviceId: number }) {
  const { data } = useGetDeviceHistoryQuery(deviceId);
  return (
    <Card component="section" aria-label="History">
      <CardHeader title="History" slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {data && data.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            Nothing applied yet.
          </Typography>
        ) : null}
        <Box component="ol" sx={{ m: 0, p: 0 }}>
          {(data ?? []).map((record) => (
            <ApplyEntry key={record.id} record={record} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
