import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../core/state/hooks';
import { paths } from '../../../core/paths';
import { siteCreated } from '../../../core/tenancy/tenancySlice';
import SiteForm from '../components/SiteForm';
import { emptySiteValues } from '../siteValues';
import type { Site } from '../../../core/tenancy/siteTypes';
import { useSaveSite } from '../components/useSaveSite';

/** /site/create: a new site of the active customer; the tenancy saga opens it (and activates it if none is). */
export default function SiteCreatePage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const onSaved = useCallback((site: Site) => void dispatch(siteCreated({ siteId: site.id })), [dispatch]);
  const save = useSaveSite(null, onSaved);

  return (
    <>
      <SiteForm
        title="Create site"
        subtitle="A new site of the active customer"
        initialValues={emptySiteValues}
        onSubmit={save}
        onCancel={() => navigate(paths.sites)}
        submitLabel="Create site"
        submittingLabel="Creating..."
      />
    </>
  );
}
