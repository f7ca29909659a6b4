import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select } from 'redux-saga/effects';
import { baseApi, TENANT_SCOPED_TAGS } from '../../api/baseApi';
import { type EndpointResult, runEndpoint } from '../../api/endpointCalls';
import { currentPath, navigateTo, reloadPage } from '../../app/browser';
import { TOAST_DURATION } from '../notifications/notificationsSlice';
import { toast } from '../notifications/toast';
import { sitesApi } from '../sites/sitesApi';
import { type ActiveSite, type Customer, selectActiveCustomer, siteActivated } from './tenancySlice';

/** Spec §9: the page reloads 300 ms after a site switch. */
export const SITE_SWITCH_RELOAD_DELAY_MS = 300;

const SITE_DETAIL = /^\/site\/\d+\/?$/;

/**
 * tenancy/siteSwitchRequested (takeLatest) — spec §4: set active on the server, toast "Site changed",
 * invalidate cached site data, store the site locally (with customer_id), leave a site detail page
 * for /site, reload after 300 ms.
 */
export function* siteSwitchSaga(action: PayloadAction<{ site: ActiveSite }>): SagaIterator {
  const { site } = action.payload;
  try {
    const result: EndpointResult<Partial<ActiveSite>> = yield call(runEndpoint, sitesApi.endpoints.activateSite, site.id);
    if (result.error) throw result.error;
    const customer: Customer | null = yield select(selectActiveCustomer);
    const active: ActiveSite = {
      id: site.id,
      name: result.data.name ?? site.name,
      description: result.data.description ?? site.description ?? '',
      customer_id: result.data.customer_id ?? customer?.id,
    };
    yield toast({ title: 'Site changed', message: `Now working in ${active.name}`, variant: 'success', autoHideDuration: TOAST_DURATION.siteChange });
    yield put(siteActivated(active));
    yield put(baseApi.util.invalidateTags(TENANT_SCOPED_TAGS));
    if (SITE_DETAIL.test(yield call(currentPath))) yield call(navigateTo, '/site');
    yield delay(SITE_SWITCH_RELOAD_DELAY_MS);
    yield call(reloadPage);
  } catch {
    yield toast({ title: 'Error changing site', message: 'Failed to change site. Please try again.', variant: 'error' });
  }
}
