import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../core/state/hooks';
import { selectIsAuthenticated, selectSessionInitialised } from '../../core/session/sessionSlice';
import { paths } from '../../core/paths';
import { FullPageSpinner } from '../FullPageSpinner';
import { pathOf } from './origin';

/** Spinner while the session initialises; signed-out users go to /login remembering where they were going. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const initialised = useAppSelector(selectSessionInitialised);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!initialised) return <FullPageSpinner />;
  if (!authenticated) return <Navigate to={paths.login} replace state={{ from: pathOf(location) }} />;
  return children ?? <Outlet />;
}
