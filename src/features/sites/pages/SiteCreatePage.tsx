import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import PageHeader from '../../../components/PageHeader';
import { paths } from '../../../config/paths';
import { selectActiveSite, siteActivated } from '../../tenancy/tenancySlice';
import SiteForm from '../components/SiteForm';
import { emptySiteValues } from '../siteValues';
import { useActivateSiteMutation } from '../sitesApi';
import type { Site } from '../siteTypes';
import { useSaveSite } from '../useSaveSite';

/** /site/create: a new site of the active customer; opens the new site when saved. */
export default function SiteCreatePage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const hasActiveSite = useAppSelector(selectActiveSite) !== null;
  const [activateSite] = useActivateSiteMutation();
  const onSaved = useCallback(
    async (site: Site) => {
      // The customer's first site (or any while none is active) becomes the active site.
      if (!hasActiveSite) {
        const activated = await activateSite(site.id);
        if ('data' in activated && activated.data) dispatch(siteActivated({ ...activated.data, description: activated.data.description ?? '' }));
      }
      navigate(paths.siteDetail(site.id));
    },
    [hasActiveSite, activateSite, dispatch, navigate],
  );
  const save = useSaveSite(null, onSaved);

  return (
    <>
      <PageHeader title="Create site" subtitle="A new site of the active customer" />
      <SiteForm
        initialValues={emptySiteValues}
        onSubmit={save}
        onCancel={() => navigate(paths.sites)}
        submitLabel="Create site"
        submittingLabel="Creating..."
      />
    </>
  );
}
