import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { parseSwitchPort, routerOfPort } from '../../../components/outlets/outletPort';
import { paths } from '../../../core/paths';
import { selectIsSuperuser } from '../../../core/session/sessionSlice';
import { useAppSelector } from '../../../core/state/hooks';
import { useListPortRoutersQuery } from '../outletsApi';

/**
 * The router port an outlet is patched to. Superusers (the only ones who see devices) get a link to
 * the device whose identity the port names; others read the port as text.
 */
export function OutletPortValue({ switchPort }: { switchPort: string | null }) {
  const superuser = useAppSelector(selectIsSuperuser);
  const { data: routers = [] } = useListPortRoutersQuery(undefined, { skip: !superuser || !switchPort });
  if (!switchPort) return null;
  const router = superuser ? routerOfPort(switchPort, routers) : undefined;
  const port = parseSwitchPort(switchPort);
  if (!router || !port) return <>{switchPort}</>;
  return (
    <>
      <Link component={RouterLink} to={paths.device(router.id)}>
        {port.switchName}
      </Link>{' '}
      {port.port}
    </>
  );
}
