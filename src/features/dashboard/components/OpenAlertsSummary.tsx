import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../core/paths';
import { ALERT_KIND_LABELS } from '../../../../rules/alerts';
import { useListDashboardAlertsQuery } from '../openAlertsApi';

/** The customer's open alerts: how many, the newest five, and a link to the list. */
export default function OpenAlertsSummary() {
  const { data, isError } = useListDashboardAlertsQuery();
  if (isError) return <Typography color="text.secondary">Alerts could not be loaded.</Typography>;
  if (!data) return null;
  return (
    <Stack spacing={1}>
      <Typography color={data.total > 0 ? 'error' : 'text.primary'}>
        <Link component={RouterLink} to={paths.alerts} color="inherit">
          {data.total === 0 ? 'No open alerts' : `${data.total} open alert${data.total === 1 ? '' : 's'}`}
        </Link>
      </Typography>
      {data.data.length > 0 ? (
        <List dense aria-label="Newest open alerts">
          {data.data.map((alert) => (
            <ListItem key={alert.id} disableGutters>
              <ListItemText primary={alert.summary} secondary={ALERT_KIND_LABELS[alert.kind]} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
