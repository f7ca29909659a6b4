import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import type { SiteListResponse } from './siteTypes';
import { activateSiteOnServer } from './siteActivation';
import { sitesApi } from './sitesApi';
import { type ActiveSite, activeSiteCleared, siteActivated } from './tenancySlice';

/** Enough sites to find the user's last one without paging (server maximum). */
const SITE_PAGE_SIZE = 100;

type SiteSummary = { id: number; name: string; description?: string | null };

/**
 * Chooses the active site of a newly active customer (requirements §4): the server's last active site, else
 * the one remembered locally for that customer, else the first available; none → no active site.
 * A site the server did not already know as last active is set active there too.
 */
export function* pickActiveSite(
  customerId: number,
  serverLastSiteId: number | null,
  remembered: ActiveSite | null,
): SagaIterator<ActiveSite | null> {
  const list: EndpointResult<SiteListResponse | SiteSummary[]> = yield call(runEndpoint, sitesApi.endpoints.listSites, {
    page: 1,
    pageSize: SITE_PAGE_SIZE,
    ordering: 'name',
  });
  const sites: SiteSummary[] = list.data ? (Array.isArray(list.data) ? list.data : list.data.data) : [];
  const rememberedId = remembered?.customer_id === customerId ? remembered.id : null;
  const chosen =
    sites.find((site) => site.id === serverLastSiteId) ??
    sites.find((site) => site.id === rememberedId) ??
    sites[0] ??
    null;
  if (!chosen) {
    yield put(activeSiteCleared());
    return null;
  }
  const active: ActiveSite = {
    id: chosen.id,
    name: chosen.name,
    description: chosen.description ?? '',
    customer_id: customerId,
  };
  yield put(siteActivated(active));
  if (chosen.id !== serverLastSiteId) {
    // Remember it on the server for the next sign-in; the local choice stands either way.
    yield* activateSiteOnServer(chosen.id);
  }
  return active;
}
