import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorStatus } from '../../../core/api/apiTypes';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { parseId, paths } from '../../../core/paths';
import { selectActiveSite, siteUpdated } from '../../../core/tenancy/tenancySlice';
import NoActiveSite from '../components/NoActiveSite';
import SiteCrumbs from '../components/SiteCrumbs';
import SiteDetailSkeleton from '../components/SiteDetailSkeleton';
import SiteForm from '../components/SiteForm';
import SiteNotFound from '../components/SiteNotFound';
import { siteToFormValues } from '../siteValues';
import { useGetSiteQuery } from '../../../core/tenancy/sitesApi';
import type { Site } from '../../../core/tenancy/siteTypes';
import { useSaveSite } from '../components/useSaveSite';

/** /site/edit: edits the active site, or the site named by `?id=` (from the list or a detail page). */
export default function SiteEditPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const activeSite = useAppSelector(selectActiveSite);
  const [params] = useSearchParams();
  const siteId = parseId(params.get('id')) ?? activeSite?.id ?? null;
  const isActive = siteId !== null && siteId === activeSite?.id;
  const { data: site, error, isLoading } = useGetSiteQuery(siteId ?? 0, { skip: siteId === null });

  const detailPath = isActive ? paths.site : paths.siteDetail(siteId ?? '');
  const onSaved = useCallback(
    (saved: Site) => {
      dispatch(siteUpdated({ id: saved.id, name: saved.name, description: saved.description ?? '' }));
      navigate(detailPath);
    },
    [dispatch, navigate, detailPath],
  );
  const save = useSaveSite(siteId, onSaved);
  const initialValues = useMemo(() => (site ? siteToFormValues(site) : null), [site]);

  if (siteId === null) return <NoActiveSite />;
  if (isLoading) return <SiteDetailSkeleton />;
  if (!site || !initialValues) return <SiteNotFound loadFailed={Boolean(error) && errorStatus(error) !== 404} />;

  return (
    <>
      {isActive ? null : <SiteCrumbs site={site} extra={[{ label: 'Edit' }]} />}
      <SiteForm
        title={`Edit ${site.name}`}
        subtitle={isActive ? 'Active site' : undefined}
        key={site.id}
        record={{ entity: 'site', id: site.id }}
        initialValues={initialValues}
        onSubmit={save}
        onCancel={() => navigate(detailPath)}
        submitLabel="Save"
        submittingLabel="Saving..."
      />
    </>
  );
}
