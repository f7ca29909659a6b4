import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../core/api/baseApi';
import healthReducer from '../features/health/healthSlice';
import notificationsReducer from '../core/notifications/notificationsSlice';
import preferencesReducer from '../core/preferences/preferencesSlice';
import recordingReducer from '../core/recording/recordingSlice';
import sessionReducer from '../core/session/sessionSlice';
import tenancyReducer from '../core/tenancy/tenancySlice';
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
  });
}

export type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<RootReducer>;
