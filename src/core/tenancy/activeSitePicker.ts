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
 * Chooses the active site of a customer (requirements §4): the server's last active site, else the one
 * remembered locally for that customer, else the first available; none → null. Lists that customer's
 * sites by naming it (X-Customer-ID), so it works before the customer is active here, without the old
 * customer's X-Site-ID.
 */
export function* chooseActiveSite(
  customerId: number,
  serverLastSiteId: number | null,
  remembered: ActiveSite | null,
): SagaIterator<ActiveSite | null> {
  const list: EndpointResult<SiteListResponse | SiteSummary[]> = yield call(runEndpoint, sitesApi.endpoints.listSites, {
    page: 1,
    pageSize: SITE_PAGE_SIZE,
    ordering: 'name',
    customerId,
  });
  const sites: SiteSummary[] = list.data ? (Array.isArray(list.data) ? list.data : list.data.data) : [];
  const rememberedId = remembered?.customer_id === customerId ? remembered.id : null;
  const chosen =
    sites.find((site) => site.id === serverLastSiteId) ??
    sites.find((site) => site.id === rememberedId) ??
    sites[0] ??
    null;
  return chosen
    ? { id: chosen.id, name: chosen.name, description: chosen.description ?? '', customer_id: customerId }
    : null;
}

/** Makes the chosen site active here; one the server did not already know as last active is set active there too. */
export function* applyActiveSite(site: ActiveSite | null, serverLastSiteId: number | null): SagaIterator {
  if (!site) {
    yield put(activeSiteCleared());
    return;
  }
  yield put(siteActivated(site));
  // Remember it on the server for the next sign-in; the local choice stands either way.
  if (site.id !== serverLastSiteId) yield* activateSiteOnServer(site.id);
}

/** Chooses and applies the active site of the (already active) customer; see `chooseActiveSite`. */
export function* pickActiveSite(
  customerId: number,
  serverLastSiteId: number | null,
  remembered: ActiveSite | null,
): SagaIterator<ActiveSite | null> {
  const site: ActiveSite | null = yield call(chooseActiveSite, customerId, serverLastSiteId, remembered);
  yield call(applyActiveSite, site, serverLastSiteId);
  return site;
}
