import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRouteMatches } from '../../core/navigation/navigationContext';
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
  const matches = useRouteMatches();
  return useMemo(
    () => matches.flatMap((match) => (match.route.handle as CrumbHandle | undefined)?.crumbs ?? []),
    [matches],
  );
}

/** Dashboard › customer › site, then the page's own levels (published crumbs, else route handles). */
export const TopBarBreadcrumbs = memo(function TopBarBreadcrumbs() {
  const customer = useAppSelector(selectActiveCustomer);
  const site = useAppSelector(selectActiveSite);
  const published = usePublishedCrumbs();
  const routeCrumbs = useRouteCrumbs();
  // A phone shows an ellipsis (which expands the whole trail) and the last two levels: where the user is.
  const mobile = useIsMobile();

  const crumbs = useMemo(() => {
    const levels: Crumb[] = [{ label: 'Dashboard', to: paths.dashboard }];
    if (customer) levels.push({ label: customer.name, to: paths.customer(customer.id) });
    if (site) levels.push({ label: site.name, to: paths.site });
    return [...levels, ...(published ?? routeCrumbs)];
  }, [customer, site, published, routeCrumbs]);
  const variant = mobile ? 'body2' : 'body1';

  return (
    <Breadcrumbs
      aria-label="Breadcrumbs"
      maxItems={mobile ? 2 : 6}
      itemsBeforeCollapse={mobile ? 0 : 1}
      itemsAfterCollapse={mobile ? 2 : 1}
      sx={{
        minWidth: 0,
        // Levels shrink with an ellipsis rather than push the last one out of sight.
        '& ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
      }}
    >
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1;
        const label = truncate(crumb.label, 32);
        if (last || !crumb.to) {
          return (
            <Typography
              key={index}
              variant={variant}
              color={last ? 'textPrimary' : 'textSecondary'}
              noWrap
              aria-current={last ? 'page' : undefined}
            >
              {label}
            </Typography>
          );
        }
        return (
          <Link
            key={index}
            component={RouterLink}
            to={crumb.to}
            variant={variant}
            underline="hover"
            color="inherit"
            noWrap
          >
            {label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
});
