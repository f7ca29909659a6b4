import { memo, useMemo, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRouteMatches } from '../../core/navigation/navigationContext';
import { useAppSelector } from '../../core/state/hooks';
import { selectActiveCustomer, selectActiveSite } from '../../core/tenancy/tenancySlice';
import { useGetSiteQuery } from '../../core/tenancy/sitesApi';
import { paths } from '../../core/paths';
import { truncate } from '../../components/format';
import { type Crumb, type CrumbHandle, usePublishedCrumbs } from '../../components/crumbs';
import { useIsMobile } from '../useIsMobile';
import { LIST_RETURN } from '../../components/entity/useRememberedListUrl';
import { useCollapseWhenCut } from './useCollapseWhenCut';

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

/**
 * The site level: the active site, or the site of the record the page shows when that is another one
 * (quick search opens records of every site of the customer).
 */
function useSiteCrumb(recordSiteId: number | null): Crumb | null {
  const active = useAppSelector(selectActiveSite);
  const other = recordSiteId !== null && recordSiteId !== active?.id ? recordSiteId : null;
  const { data } = useGetSiteQuery(other ?? skipToken);
  const name = other !== null ? (data?.name ?? '…') : active?.name;
  return useMemo(() => {
    if (other !== null) return { label: name ?? '…', to: paths.siteDetail(other) };
    return name !== undefined ? { label: name, to: paths.site } : null;
  }, [other, name]);
}

/** Dashboard › customer › site, then the page's own levels (published crumbs, else route handles). */
export const TopBarBreadcrumbs = memo(function TopBarBreadcrumbs() {
  const customer = useAppSelector(selectActiveCustomer);
  const active = useAppSelector(selectActiveSite);
  const published = usePublishedCrumbs();
  const site = useSiteCrumb(published?.siteId ?? null);
  const routeCrumbs = useRouteCrumbs();
  // A phone shows an ellipsis (which expands the whole trail) and the last two levels: where the user is.
  const mobile = useIsMobile();

  const crumbs = useMemo(() => {
    const levels: Crumb[] = [{ label: 'Dashboard', to: paths.dashboard }];
    const place = published?.place;
    if (place) {
      // A record of any customer (a router) names its own customer and site, never the active ones.
      if (place.customer) levels.push({ label: place.customer.name, to: paths.customer(place.customer.id) });
      if (place.site) {
        const here = place.site.id === active?.id;
        levels.push(here ? { label: place.site.name, to: paths.site } : { label: place.site.name });
      }
    } else {
      if (customer) levels.push({ label: customer.name, to: paths.customer(customer.id) });
      if (site) levels.push(site);
    }
    return [...levels, ...(published?.levels ?? routeCrumbs)];
  }, [customer, site, published, routeCrumbs, active]);
  const variant = mobile ? 'body2' : 'body1';
  // A wider screen shows the whole trail, collapsing it only when a level would be cut short.
  const trail = useRef<HTMLElement>(null);
  const collapsed = useCollapseWhenCut(trail, crumbs.map((crumb) => crumb.label).join('\n'));

  return (
    <Breadcrumbs
      ref={trail}
      aria-label="Breadcrumbs"
      maxItems={mobile ? 2 : collapsed ? 6 : crumbs.length + 1}
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
            // A way back to a list brings its filters back; a typed or sidebar URL shows the plain list.
            state={LIST_RETURN}
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
