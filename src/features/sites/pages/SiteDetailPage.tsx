import { useParams } from 'react-router';
import { useAppSelector } from '../../../core/state/hooks';
import { selectActiveSite } from '../../../core/tenancy/tenancySlice';
import SiteDetailView from '../components/SiteDetailView';
import SiteNotFound from '../components/SiteNotFound';
import { parseId } from '../../../core/paths';

/** /site/{id}: any site of the active customer. */
export default function SiteDetailPage() {
  const siteId = parseId(useParams().id);
  const activeSite = useAppSelector(selectActiveSite);
  if (siteId === null) return <SiteNotFound />;
  return <SiteDetailView key={siteId} siteId={siteId} isActiveSite={activeSite?.id === siteId} withCrumbs />;
}
