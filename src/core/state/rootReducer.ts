import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import exportsReducer from '../exports/exportsSlice';
import healthReducer from '../health/healthSlice';
import notificationsReducer from '../notifications/notificationsSlice';
import preferencesReducer from '../preferences/preferencesSlice';
import recordingReducer from '../recording/recordingSlice';
import realtimeReducer from '../realtime/realtimeSlice';
import quickSearchReducer from '../search/quickSearchSlice';
import sessionReducer from '../session/sessionSlice';
import tenancyReducer from '../tenancy/tenancySlice';
import { persisted } from './persistConfig';

/** A fresh root reducer (fresh redux-persist wrappers) for each store. */
export function createRootReducer() {
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
  });
}

export type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<RootReducer>;
