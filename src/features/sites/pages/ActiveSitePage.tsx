import { useAppSelector } from '../../../core/state/hooks';
import { selectActiveSite } from '../../../core/tenancy/tenancySlice';
import NoActiveSite from '../components/NoActiveSite';
import SiteDetailView from '../components/SiteDetailView';

/** /site: the active site's detail. */
export default function ActiveSitePage() {
  const activeSite = useAppSelector(selectActiveSite);
  if (!activeSite) return <NoActiveSite />;
  return <SiteDetailView key={activeSite.id} siteId={activeSite.id} isActiveSite />;
}
