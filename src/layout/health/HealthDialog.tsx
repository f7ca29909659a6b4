import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { selectActiveCustomer } from '../../core/tenancy/tenancySlice';
import { CHECK_NOW_AFTER_FAILURES } from '../../core/health/healthSagas';
import { checkRequested, selectHealth } from '../../core/health/healthSlice';
import { formatDateTime } from '../../components/format';
import { badgeFor, indicatorFor, serviceLabel } from './healthStatus';
import { ServiceList } from './ServiceList';

const badgeColor = { Healthy: 'success', Unhealthy: 'error', Disconnected: 'default' } as const;

/**
 * Details behind the indicator: badge, services and the active customer's routers with response times
 * (while disconnected: the last known ones, with their time),
 * the realtime round trip, errors, and "Check now" once progressive mode has begun (3 failed checks).
 */
export function HealthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const health = useAppSelector(selectHealth);
  const badge = badgeFor(health);
  const activeCustomer = useAppSelector(selectActiveCustomer);
  const services = health.data?.services ?? {};
  const times = health.data?.response_times ?? {};
  // The active customer's routers alone (the server sends no other's; a report from before a
  // customer switch may still be here).
  const customerServices = Object.entries(health.data?.customer_services ?? {}).filter(
    ([id, routers]) => id === String(activeCustomer?.id) && Object.keys(routers).length > 0,
  );
  const customerName = activeCustomer?.name ?? '';
  // While disconnected the services shown are the last report, not the current state.
  const stale = health.state === 'disconnected' && health.data !== null;
  const listLabel = (label: string) => (stale ? `${label}, last known` : label);
  const latency = stale ? undefined : health.data?.websocket_latency;
  const errors = Object.entries(health.data?.errors ?? {});

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="health-title">
      <DialogTitle id="health-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        System health
        {badge ? <Chip size="small" label={badge} color={badgeColor[badge]} /> : null}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="textSecondary">{indicatorFor[health.state].text}</Typography>
          {health.state === 'disconnected' ? (
            <Alert severity="warning">
              <AlertTitle>Connection Lost</AlertTitle>
              The console cannot reach the server. It keeps retrying on its own.
            </Alert>
          ) : null}
          {!health.data && health.state !== 'disconnected' ? (
            <Typography>Waiting for health data from server</Typography>
          ) : null}
          {stale ? (
            <Typography variant="subtitle2" component="h3">
              Last known status{health.dataAt ? `, as of ${formatDateTime(health.dataAt)}` : ''}
            </Typography>
          ) : null}
          {Object.keys(services).length > 0 ? (
            <ServiceList label={listLabel('Services')} services={services} times={times} />
          ) : null}
          {customerServices.map(([customerId, routers]) => (
            <Stack key={customerId} spacing={0.5}>
              <Typography variant="subtitle2" component="h3">
                {customerName}
              </Typography>
              <ServiceList
                label={listLabel(`Services of ${customerName}`)}
                services={routers}
                times={health.data?.customer_response_times?.[customerId] ?? {}}
              />
            </Stack>
          ))}
          {typeof latency === 'number' ? (
            <Typography variant="body2">Realtime round trip: {Math.round(latency)} ms</Typography>
          ) : null}
          {errors.length > 0 ? (
            <Alert severity="error">
              <AlertTitle>System Errors Detected</AlertTitle>
              {errors.map(([name, message]) => (
                <div key={name}>
                  {serviceLabel(name)}: {message}
                </div>
              ))}
            </Alert>
          ) : null}
          {health.lastCheckedAt ? (
            <Typography variant="caption" color="textSecondary">
              Last checked {formatDateTime(health.lastCheckedAt)}
              {health.failures > 0 ? ` · ${health.failures} failed check${health.failures === 1 ? '' : 's'}` : ''}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {health.failures >= CHECK_NOW_AFTER_FAILURES ? (
          <Button onClick={() => dispatch(checkRequested())}>Check now</Button>
        ) : null}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
