import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { navigateTo, rememberedOrigin } from '../browser';
import { selectCurrentUser, type User } from '../session/sessionSlice';
import { defaultPostSelectionPath } from '../paths';
import { activateCustomer, SELECTION_ERRORS } from './customerSelection';
import { type Customer, customerSelectFailed, selectCustomers } from './tenancySlice';

/**
 * tenancy/customerSelectRequested — a card of the selection screen was clicked. On success the id is
 * remembered (reducer) and the user goes to the origin the guard remembered, else /dashboard.
 */
export function* customerSelectSaga(action: PayloadAction<{ customerId: number }>): SagaIterator {
  const { customerId } = action.payload;
  try {
    const user: User | null = yield select(selectCurrentUser);
    const customers: Customer[] = yield select(selectCustomers);
    if (!user) {
      yield put(customerSelectFailed(SELECTION_ERRORS.missingData));
      return;
    }
    if (customers.length === 0) {
      yield put(customerSelectFailed(SELECTION_ERRORS.noneAvailable));
      return;
    }
    if (!customers.some((customer) => customer.id === customerId)) {
      yield put(customerSelectFailed(SELECTION_ERRORS.notAvailable));
      return;
    }
    const origin: string | null = yield call(rememberedOrigin);
    if (yield call(activateCustomer, customerId, SELECTION_ERRORS.failed)) {
      yield call(navigateTo, origin ?? defaultPostSelectionPath, { replace: true });
    }
  } catch {
    yield put(customerSelectFailed(SELECTION_ERRORS.selection));
  }
}
