import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../core/state/hooks';
import { selectActiveCustomer } from '../../core/tenancy/tenancySlice';
import { paths } from '../../core/paths';
import { pathOf } from './origin';

/** Signed-in users without an active customer go to /select-customer, remembering the origin (requirements §2.3). */
export function RequireCustomer({ children }: { children?: ReactNode }) {
  const activeCustomer = useAppSelector(selectActiveCustomer);
  const location = useLocation();
  if (!activeCustomer) return <Navigate to={paths.selectCustomer} replace state={{ from: pathOf(location) }} />;
  return children ?? <Outlet />;
}
