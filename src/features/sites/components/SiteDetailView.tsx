import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorStatus } from '../../../core/api/apiTypes';
import { useAppDispatch } from '../../../core/state/hooks';
import PageHeader from '../../../components/PageHeader';
import { siteEditPath, paths } from '../../../core/paths';
import StatGrid from '../../../components/StatGrid';
import { siteSwitchRequested } from '../../../core/tenancy/tenancySlice';
import { useGetSiteQuery, useGetSiteStatsQuery } from '../../../core/tenancy/sitesApi';
import DeleteSiteDialog from './DeleteSiteDialog';
import SiteCrumbs from './SiteCrumbs';
import SiteDetailSkeleton from './SiteDetailSkeleton';
import SiteFieldCards from './SiteFieldCards';
import SiteNotFound from './SiteNotFound';

interface SiteDetailViewProps {
  siteId: number;
  /** The site is the active one: Edit goes to /site/edit and "Make active site" is hidden. */
  isActiveSite: boolean;
  /** Publish "Sites › {name}" breadcrumbs (not on /site, where the active site already is a crumb). */
  withCrumbs?: boolean;
}

/** A site's counts and every field, with Edit and Delete (disabled with "Cannot Delete" when the server says so). */
export default function SiteDetailView({ siteId, isActiveSite, withCrumbs = false }: SiteDetailViewProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: site, error, isLoading } = useGetSiteQuery(siteId);
  const { data: stats, isLoading: statsLoading } = useGetSiteStatsQuery(siteId);
  const [deleting, setDeleting] = useState(false);

  if (isLoading) return <SiteDetailSkeleton />;
  if (!site) return <SiteNotFound loadFailed={Boolean(error) && errorStatus(error) !== 404} />;

  const makeActive = () =>
    dispatch(siteSwitchRequested({ site: { id: site.id, name: site.name, description: site.description ?? '' } }));

  return (
    <>
      {withCrumbs ? <SiteCrumbs site={site} /> : null}
      <PageHeader
        title={site.name}
        subtitle={isActiveSite ? 'Active site' : site.description}
        onEdit={() => navigate(siteEditPath(isActiveSite ? undefined : site.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={!site.can_delete}
        actions={
          <>
            {/* The list of all sites has no sidebar entry: this is the way to it. */}
            <Button component={RouterLink} to={paths.sites}>
              All sites
            </Button>
            <Button component={RouterLink} to={paths.siteMoves(site.id)}>
              Moves
            </Button>
            {isActiveSite ? null : <Button onClick={makeActive}>Make active site</Button>}
          </>
        }
      />
      <Stack spacing={3}>
        <StatGrid counts={stats} loading={statsLoading} />
        <SiteFieldCards site={site} />
      </Stack>
      <DeleteSiteDialog
        site={deleting ? site : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.sites)}
      />
    </>
  );
}
