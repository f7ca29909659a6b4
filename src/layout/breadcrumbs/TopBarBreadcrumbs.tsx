import { memo, useMemo } from 'react';
import { Link as RouterLink, useMatches } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../core/state/hooks';
import { selectActiveCustomer, selectActiveSite } from '../../core/tenancy/tenancySlice';
import { paths } from '../../core/paths';
import { truncate } from '../../components/format';
import { type Crumb, type CrumbHandle, usePublishedCrumbs } from '../../components/crumbs';
import { useIsMobile } from '../useIsMobile';

/**
 * A route may name its levels statically, e.g. `handle: { crumbs: [{ label: 'Sites', to: '/sites' }, { label: 'New site' }] }`;
 * a page that knows more (a record's name) publishes its own with usePageCrumbs.
 */
function useRouteCrumbs(): readonly Crumb[] {
  const matches = useMatches();
  return useMemo(() => matches.flatMap((match) => (match.handle as CrumbHandle | undefined)?.crumbs ?? []), [matches]);
}

/** Dashboard › customer › site, then the page's own levels (published crumbs, else route handles). */
export const TopBarBreadcrumbs = memo(function TopBarBreadcrumbs() {
  const customer = useAppSelector(selectActiveCustomer);
  const site = useAppSelector(selectActiveSite);
  const published = usePublishedCrumbs();
  const routeCrumbs = useRouteCrumbs();
  // Narrow screens keep the first and last levels and fold the rest behind an ellipsis.
  const mobile = useIsMobile();

  const crumbs = useMemo(() => {
    const levels: Crumb[] = [{ label: 'Dashboard', to: paths.dashboard }];
    if (customer) levels.push({ label: customer.name, to: paths.dashboard });
    if (site) levels.push({ label: site.name, to: paths.site });
    return [...levels, ...(published ?? routeCrumbs)];
  }, [customer, site, published, routeCrumbs]);

  return (
    <Breadcrumbs
      aria-label="Breadcrumbs"
      maxItems={mobile ? 2 : 6}
      sx={{ minWidth: 0, '& ol': { flexWrap: 'nowrap' } }}
    >
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1;
        const label = truncate(crumb.label, 32);
        if (last || !crumb.to) {
          return (
            <Typography
              key={index}
              color={last ? 'textPrimary' : 'textSecondary'}
              noWrap
              aria-current={last ? 'page' : undefined}
            >
              {label}
            </Typography>
          );
        }
        return (
          <Link key={index} component={RouterLink} to={crumb.to} underline="hover" color="inherit" noWrap>
            {label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
});
