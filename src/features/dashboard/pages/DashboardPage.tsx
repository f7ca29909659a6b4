import { lazy, Suspense, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../core/state/hooks';
import PageHeader from '../../../components/PageHeader';
import { useGetSiteStatsQuery } from '../../../core/tenancy/sitesApi';
import { useGetCustomerStatsQuery } from '../../../core/tenancy/customersApi';
import { selectActiveCustomer, selectActiveSite } from '../../../core/tenancy/tenancySlice';
import ActiveSiteSummary from '../components/ActiveSiteSummary';
import StatGrid from '../../../components/StatGrid';
import { selectIsSuperuser } from '../../../core/session/sessionSlice';
import RouterStateSummary from '../components/RouterStateSummary';
import SiteMovesSummary from '../components/SiteMovesSummary';
import OpenAlertsSummary from '../components/OpenAlertsSummary';

// Its own chunk, loaded after the dashboard's first paint: the charts cost no other route anything.
const MonitoringCharts = lazy(
  () => import(/* webpackChunkName: "charts" */ '../../../components/monitoring/MonitoringCharts'),
);
// The same chunk (one chunk name): the customer's occupancy, whichever site is active.
const OccupancyChart = lazy(
  () => import(/* webpackChunkName: "charts" */ '../../../components/monitoring/OccupancyChart'),
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} spacing={1.5}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * /dashboard: the active customer's and the active site's counts, each linking to its list, the
 * active site with its last 24 hours, and the customer's occupancy over the last 12 months.
 */
export default function DashboardPage() {
  const customer = useAppSelector(selectActiveCustomer);
  const site = useAppSelector(selectActiveSite);
  const isSuperuser = useAppSelector(selectIsSuperuser);
  const customerStats = useGetCustomerStatsQuery(customer?.id ?? 0, { skip: !customer });
  const siteStats = useGetSiteStatsQuery(site?.id ?? 0, { skip: !site });

  return (
    <>
      <PageHeader title="Dashboard" subtitle={customer ? customer.name : undefined} />
      <Stack spacing={4}>
        {customer ? (
          <Section title="Open alerts">
            <OpenAlertsSummary />
          </Section>
        ) : null}
        {customer ? (
          <Section title={`${customer.name} overview`}>
            <StatGrid counts={customerStats.data} loading={customerStats.isLoading} withSites />
          </Section>
        ) : null}
        {site ? (
          <>
            <Section title={`${site.name} overview`}>
              <StatGrid counts={siteStats.data} loading={siteStats.isLoading} />
            </Section>
            <Section title="Active site">
              <ActiveSiteSummary siteId={site.id} />
            </Section>
            <Section title="Moves">
              <SiteMovesSummary siteId={site.id} />
            </Section>
            <Section title="Last 24 hours">
              <Suspense fallback={<Typography color="text.secondary">Loading charts…</Typography>}>
                <MonitoringCharts siteId={site.id} />
              </Suspense>
            </Section>
          </>
        ) : null}
        {isSuperuser ? (
          <Section title="Routers">
            <RouterStateSummary />
          </Section>
        ) : null}
        {customer ? (
          // Last: drawn after the rest, it moves nothing already shown.
          <Section title="Last 12 months">
            <Suspense fallback={<Typography color="text.secondary">Loading charts…</Typography>}>
              <OccupancyChart customerId={customer.id} />
            </Suspense>
          </Section>
        ) : null}
      </Stack>
    </>
  );
}
