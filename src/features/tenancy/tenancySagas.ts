import type { SagaIterator } from 'redux-saga';
import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import { customerSelectSaga } from './customerSelectSaga';
import { customerSwitchSaga } from './customerSwitchSaga';
import { siteSwitchSaga } from './siteSwitchSaga';
import { customerSelectRequested, customerSwitchRequested, siteSwitchRequested } from './tenancySlice';

export function* tenancySagas(): SagaIterator {
  yield all([
    takeLeading(customerSelectRequested.type, customerSelectSaga),
    takeLatest(customerSwitchRequested.type, customerSwitchSaga),
    takeLatest(siteSwitchRequested.type, siteSwitchSaga),
  ]);
}
