import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../core/paths';
import { useListRouterStatesQuery } from '../routerStatesApi';

/** Superusers: how many routers differ from Portico (drifted) and how many failed, each linking to the filtered list. */
export default function RouterStateSummary() {
  const { data } = useListRouterStatesQuery();
  if (!data) return null;
  const count = (state: string) => data.filter((router) => router.state === state).length;
  const link = (state: string, text: string) => (
    <Link component={RouterLink} to={`${paths.mikrotikDevices}?state=${state}`}>
      {text}
    </Link>
  );
  return (
    <Stack direction="row" spacing={3}>
      <Typography>{link('drifted', `Routers drifted: ${count('drifted')}`)}</Typography>
      <Typography>{link('failed', `Routers failed: ${count('failed')}`)}</Typography>
    </Stack>
  );
}
