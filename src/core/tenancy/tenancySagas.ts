import type { SagaIterator } from 'redux-saga';
import { all, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { customerSelectSaga } from './customerSelectSaga';
import { customerSwitchSaga } from './customerSwitchSaga';
import { siteCreatedSaga, siteSwitchSaga } from './siteActivation';
import { customerSelectRequested, customerSwitchRequested, siteCreated, siteSwitchRequested } from './tenancySlice';

export function* tenancySagas(): SagaIterator {
  yield all([
    takeLeading(customerSelectRequested.type, customerSelectSaga),
    takeLatest(customerSwitchRequested.type, customerSwitchSaga),
    takeLatest(siteSwitchRequested.type, siteSwitchSaga),
    takeEvery(siteCreated.type, siteCreatedSaga),
  ]);
}
