import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../core/state/hooks';
import { selectActiveCustomer, selectActiveSite } from '../core/tenancy/tenancySlice';
import { useListSitesQuery } from '../core/tenancy/sitesApi';
import { paths } from '../core/paths';
import NoSitesPage from '../features/tenancy/pages/NoSitesPage';

// Screens that work without any site: creating the first one, and the (empty) list.
const SITE_FREE_PATHS: string[] = [paths.siteCreate, paths.sites];
const ONE_SITE = { page: 1, pageSize: 1 } as const;

/**
 * Without an active site, asks whether the customer has any site at all; with none, the page is
 * replaced by the "No sites available" screen.
 */
export function NoSitesGate({ children }: { children: ReactNode }) {
  const activeSite = useAppSelector(selectActiveSite);
  const customer = useAppSelector(selectActiveCustomer);
  const { pathname } = useLocation();
  const exempt = SITE_FREE_PATHS.includes(pathname);
  const { data } = useListSitesQuery(ONE_SITE, { skip: activeSite !== null || exempt });
  if (!activeSite && !exempt && data && data.total === 0) return <NoSitesPage customerName={customer?.name} />;
  return children;
}
