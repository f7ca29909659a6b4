import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAppSelector } from '../../core/state/hooks';
import { selectIsAuthenticated, selectSessionInitialised } from '../../core/session/sessionSlice';
import { selectActiveCustomer } from '../../core/tenancy/tenancySlice';
import { FullPageSpinner } from '../FullPageSpinner';

/** True once the session is known to be signed in with an active customer: the app shell can be shown. */
export function useShellAvailable(): boolean {
  const initialised = useAppSelector(selectSessionInitialised);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const customer = useAppSelector(selectActiveCustomer);
  return initialised && authenticated && customer !== null;
}

/**
 * Layout of screens every visitor may reach, such as the not-found page (requirements §2.1): a
 * signed-in user with an active customer keeps the sidebar and top bar (`shell`, an element that
 * renders an Outlet), anyone else gets the bare screen. Waits while a stored session initialises.
 *
 * @example { element: <ShellWhenSignedIn shell={lazyScreen(appShell)} />, children: [{ path: '*', … }] }
 */
export function ShellWhenSignedIn({ shell }: { shell: ReactNode }) {
  const initialised = useAppSelector(selectSessionInitialised);
  const inShell = useShellAvailable();
  if (!initialised) return <FullPageSpinner />;
  return inShell ? shell : <Outlet />;
}
