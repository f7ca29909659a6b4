import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import exportsReducer from '../exports/exportsSlice';
import healthReducer from '../health/healthSlice';
import locationReducer from '../location/locationSlice';
import notificationsReducer from '../notifications/notificationsSlice';
import preferencesReducer from '../preferences/preferencesSlice';
import { withoutEndpointLabel } from '../recording/endpointLabels';
import recordingReducer, { stateCaptured } from '../recording/recordingSlice';
import realtimeReducer from '../realtime/realtimeSlice';
import quickSearchReducer from '../search/quickSearchSlice';
import sessionReducer from '../session/sessionSlice';
import tenancyReducer from '../tenancy/tenancySlice';
import { persisted } from './persistConfig';

function combineSlices() {
  return combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    session: persisted('session', sessionReducer),
    tenancy: persisted('tenancy', tenancyReducer),
    preferences: persisted('preferences', preferencesReducer),
    notifications: notificationsReducer,
    recording: persisted('recording', recordingReducer),
    health: healthReducer,
    realtime: realtimeReducer,
    exports: exportsReducer,
    quickSearch: quickSearchReducer,
    location: locationReducer,
  });
}

/**
 * A fresh root reducer (fresh redux-persist wrappers) for each store. A recording's
 * `recording/stateCaptured` (a reload or a resumed pause) restores the state it holds, so a replay
 * goes on across the gap; the live app never dispatches it. Request actions labelled with their
 * endpoint (`api/executeQuery/fulfilled getRoom`, as DevTools and recordings show them) count as RTK Query's own.
 */
export function createRootReducer() {
  const combined = combineSlices();
  const rootReducer: typeof combined = (state, action) =>
    stateCaptured.match(action) ? (action.payload.state as RootState) : combined(state, withoutEndpointLabel(action));
  return rootReducer;
}

export type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<ReturnType<typeof combineSlices>>;
