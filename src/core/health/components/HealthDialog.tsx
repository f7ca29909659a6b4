import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { checkRequested, selectHealth } from '../healthSlice';
import { formatDateTime } from '../../../components/format';
import { badgeFor, indicatorFor, serviceLabel } from './healthStatus';

const badgeColor = { Healthy: 'success', Unhealthy: 'error', Disconnected: 'default' } as const;

/** Details behind the indicator: badge, services with response times, errors, and a manual check. */
export function HealthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const health = useAppSelector(selectHealth);
  const badge = badgeFor(health);
  const services = Object.entries(health.data?.services ?? {});
  const times = health.data?.response_times ?? {};
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
          {services.length > 0 ? (
            <List dense disablePadding aria-label="Services">
              {services.map(([name, up]) => (
                <ListItem
                  key={name}
                  disableGutters
                  secondaryAction={
                    <Chip size="small" variant="outlined" color={up ? 'success' : 'error'} label={up ? 'Up' : 'Down'} />
                  }
                >
                  <ListItemText
                    primary={serviceLabel(name)}
                    secondary={typeof times[name] === 'number' ? `${Math.round(times[name]!)} ms` : 'No response time'}
                  />
                </ListItem>
              ))}
            </List>
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
        <Button onClick={() => dispatch(checkRequested())}>Check now</Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
