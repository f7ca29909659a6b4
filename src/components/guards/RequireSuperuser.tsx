import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAppSelector } from '../../core/state/hooks';
import { selectCurrentUser, selectIsSuperuser } from '../../core/session/sessionSlice';
import { FullPageSpinner } from '../FullPageSpinner';
import { SuperuserDenied } from './SuperuserDenied';

/**
 * Gate for the MikroTik routes (requirements §2.1, §6). is_superuser is never stored, so until /users/me
 * answers in this session the gate waits instead of denying.
 */
export function RequireSuperuser({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const isSuperuser = useAppSelector(selectIsSuperuser);
  if (!user) return <FullPageSpinner fill={false} />;
  if (!isSuperuser) return <SuperuserDenied />;
  return children ?? <Outlet />;
}

export default RequireSuperuser;
