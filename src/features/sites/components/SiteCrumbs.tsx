import { usePageCrumbs } from '../../../components/crumbs';
import type { Crumb } from '../../../components/crumbs';
import { paths } from '../../../core/paths';
import type { Site } from '../../../core/tenancy/siteTypes';

/** Publishes "Sites › {site}" (and any further levels) to the top bar's breadcrumbs while mounted. */
export default function SiteCrumbs({ site, extra = [] }: { site: Pick<Site, 'id' | 'name'>; extra?: Crumb[] }) {
  const last = extra.length === 0;
  usePageCrumbs([
    { label: 'Sites', to: paths.sites },
    { label: site.name, to: last ? undefined : paths.siteDetail(site.id) },
    ...extra,
  ]);
  return null;
}
