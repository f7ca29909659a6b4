import { parseSwitchPort, routerOfPort } from '../../../components/outlets/outletPort';
import { selectIsSuperuser } from '../../../core/session/sessionSlice';
import { useAppSelector } from '../../../core/state/hooks';
import { useListPortRoutersQuery } from '../outletsApi';
import { EntityReference } from '../../../components/entity/hoverCard/EntityReference';

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
      <EntityReference entity="device" id={router.id}>
        {port.switchName}
      </EntityReference>{' '}
      {port.port}
    </>
  );
}
