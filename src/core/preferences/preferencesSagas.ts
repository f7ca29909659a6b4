import type { SagaIterator } from 'redux-saga';
import { call, select, takeLatest } from 'redux-saga/effects';
import { runEndpoint } from '../api/endpointCalls';
import { sessionApi } from '../session/sessionApi';
import { selectIsAuthenticated } from '../session/sessionSlice';
import { advancedModeToggled, selectAdvancedMode, selectTheme, themeChanged } from './preferencesSlice';

/** Theme and Advanced Mode are per user (requirements §4): a signed-in change is saved to the profile too. */
export function* saveProfileSaga(): SagaIterator {
  if (!(yield select(selectIsAuthenticated))) return;
  const theme = yield select(selectTheme);
  const advancedMode = yield select(selectAdvancedMode);
  // Best effort: the local choice already applies and is stored; a failed save is not worth a toast.
  yield call(runEndpoint, sessionApi.endpoints.updateMe, { profile: { theme, advanced_mode: advancedMode } });
}

export function* preferencesSagas(): SagaIterator {
  yield takeLatest([themeChanged.type, advancedModeToggled.type], saveProfileSaga);
}
