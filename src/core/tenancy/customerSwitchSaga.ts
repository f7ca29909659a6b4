import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { baseApi } from '../api/baseApi';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { navigateTo } from '../browser';
import { toast } from '../notifications/toast';
import { paths } from '../paths';
import { pickActiveSite } from './activeSitePicker';
import { type ActivatedCustomer, customersApi } from './customersApi';
import {
  type ActiveSite,
  activeSiteCleared,
  customerActivated,
  customerChanged,
  selectSitesByCustomer,
} from './tenancySlice';

export const CUSTOMER_SWITCH_FAILED = 'Failed to switch customer. Please try again.';

/**
 * tenancy/customerSwitchRequested — Switch Customer in the user menu (requirements §4): activate on the
 * server, clear cached data and the active site, reload sites and pick the new active one, fire
 * tenancy/customerChanged, toast "Switched to <name>", go to /dashboard.
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
    yield put(baseApi.util.resetApiState());
    yield put(activeSiteCleared());
    yield put(customerActivated({ id, name, logo: logo ?? null }));
    // The site this customer was last left on (the active one just now, if the switch is to itself).
    const remembered: ActiveSite | undefined = (yield select(selectSitesByCustomer))[id];
    const site: ActiveSite | null = yield call(
      pickActiveSite,
      id,
      last_active_site ?? null,
      remembered ? { ...remembered, customer_id: id } : null,
    );
    yield put(customerChanged({ customerId: id, siteId: site?.id ?? null }));
    yield toast({ title: `Switched to ${name}`, variant: 'success' });
    yield call(navigateTo, paths.dashboard);
  } catch {
    yield toast({ title: CUSTOMER_SWITCH_FAILED, variant: 'error' });
  }
}
