import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import exportsReducer from '../exports/exportsSlice';
import healthReducer from '../health/healthSlice';
import locationReducer from '../location/locationSlice';
import notificationsReducer from '../notifications/notificationsSlice';
import preferencesReducer from '../preferences/preferencesSlice';
import { withoutEndpointLabel } from '../recording/endpointLabels';
import recordingReducer, { recordingDescribed, stateCaptured } from '../recording/recordingSlice';
import { acceptRecordedEndpoint } from '../recording/recordedEndpoints';
import { enterReplayMode, isReplaying } from './replayMode';
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
  const rootReducer: typeof combined = (state, action) => {
    // Only a recording holds these: whoever replays one (DevTools' import recomputes it through this
    // reducer) is in replay mode from then on, whatever page code it has.
    if (recordingDescribed.match(action)) enterReplayMode();
    if (stateCaptured.match(action)) return action.payload.state as RootState;
    if (isReplaying()) acceptRecordedEndpoint(action);
    return combined(state, withoutEndpointLabel(action));
  };
  return rootReducer;
}

export type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<ReturnType<typeof combineSlices>>;
