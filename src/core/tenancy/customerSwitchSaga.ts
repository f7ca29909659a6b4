import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { baseApi } from '../api/baseApi';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { navigateTo } from '../browser';
import { toast } from '../notifications/toast';
import { paths } from '../paths';
import { chooseActiveSite } from './activeSitePicker';
import { activateSiteOnServer } from './siteActivation';
import { type ActivatedCustomer, customersApi } from './customersApi';
import {
  type ActiveSite,
  type Customer,
  customerActivated,
  customerChanged,
  selectActiveCustomer,
  selectActiveSite,
  selectSitesByCustomer,
} from './tenancySlice';

export const CUSTOMER_SWITCH_FAILED = 'Failed to switch customer. Please try again.';

/**
 * tenancy/customerSwitchRequested — Switch Customer in the user menu (requirements §4): activate on the
 * server, pick the new customer's site (server's last, else remembered, else first), then at once make
 * customer and site active here, clear cached data, fire tenancy/customerChanged, toast "Switched to
 * <name>", go to /dashboard. Every request of the switch names the new customer and none carries the old
 * customer's X-Site-ID; the cache is cleared only once the new site is active, so the pages' refetches
 * never go out without a site (or with the old one).
 */
export function* customerSwitchSaga(action: PayloadAction<{ customerId: number }>): SagaIterator {
  try {
    const result: EndpointResult<ActivatedCustomer> = yield call(
      runEndpoint,
      customersApi.endpoints.activateCustomer,
      action.payload.customerId,
    );
    if (!result.data) {
      yield toast({ title: CUSTOMER_SWITCH_FAILED, variant: 'error' });
      return;
    }
    const { id, name, logo, last_active_site } = result.data;
    // The site this customer was last left on (the active one, if the switch is to itself).
    const active: ActiveSite | null = yield select(selectActiveSite);
    const current: Customer | null = yield select(selectActiveCustomer);
    const remembered: ActiveSite | undefined =
      active && (active.customer_id ?? current?.id) === id ? active : (yield select(selectSitesByCustomer))[id];
    const site: ActiveSite | null = yield call(
      chooseActiveSite,
      id,
      last_active_site ?? null,
      remembered ? { ...remembered, customer_id: id } : null,
    );
    yield put(customerActivated({ id, name, logo: logo ?? null, site }));
    yield put(baseApi.util.resetApiState());
    if (site && site.id !== (last_active_site ?? null)) yield* activateSiteOnServer(site.id);
    yield put(customerChanged({ customerId: id, siteId: site?.id ?? null }));
    yield toast({ title: `Switched to ${name}`, variant: 'success' });
    yield call(navigateTo, paths.dashboard);
  } catch {
    yield toast({ title: CUSTOMER_SWITCH_FAILED, variant: 'error' });
  }
}
