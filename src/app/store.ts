import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { baseApi } from '../core/api/baseApi';
import { initialHealthState, type HealthState } from '../core/health/healthSlice';
import type { NotificationsState } from '../core/notifications/notificationsSlice';
import { initialPreferencesState, type PreferencesState } from '../core/preferences/preferencesSlice';
import { debugLoggingMiddleware } from '../core/diagnostics/debugLoggingMiddleware';
import { devToolsOptions } from '../core/recording/devTools';
import { createRecordingLog, recordingMiddleware } from '../core/recording/recordingLog';
import { RECORDING_LOG } from '../core/recording/recordingSagas';
import { initialRecordingState, type RecordingState } from '../core/recording/recordingSlice';
import { initialSessionState, type SessionState } from '../core/session/sessionSlice';
import { initialTenancyState, type TenancyState } from '../core/tenancy/tenancySlice';
import { rehydrated } from '../core/state/appActions';
import { createRootReducer, type RootState } from '../core/state/rootReducer';
import { rootSaga } from './rootSaga';

export type { RootState } from '../core/state/rootReducer';

/** Preloaded state for tests and SSR-like starts: any slice, any subset of its fields. */
export interface PreloadedAppState {
  session?: Partial<SessionState>;
  tenancy?: Partial<TenancyState>;
  preferences?: Partial<PreferencesState>;
  notifications?: Partial<NotificationsState>;
  recording?: Partial<RecordingState>;
  health?: Partial<HealthState>;
}

export interface MakeStoreOptions {
  /** Run the root saga (default true), none (false), or only this one (a test of one feature). */
  sagas?: boolean | (() => SagaIterator);
  /** Restore from and write to localStorage (default true). */
  persist?: boolean;
  /** Refetch on window focus / reconnect (default true). */
  browserListeners?: boolean;
}

/** Full slices from partial ones. Persisted slices leave out `_persist`: redux-persist adds it on start. */
function withDefaults(preloaded: PreloadedAppState) {
  return {
    session: { ...initialSessionState, ...preloaded.session },
    tenancy: { ...initialTenancyState, ...preloaded.tenancy },
    preferences: { ...initialPreferencesState, ...preloaded.preferences },
    notifications: { queue: [], ...preloaded.notifications },
    recording: { ...initialRecordingState, ...preloaded.recording },
    health: { ...initialHealthState, ...preloaded.health },
  } as Partial<RootState>;
}

/**
 * One store per app (and per test): RTK Query, sagas and redux-persist wired together.
 * Example: `const store = makeStore({ session: { accessToken: 'a', initialised: true } })`.
 * A preloaded `session.initialised: true` skips the startup saga (no request is made on start).
 */
export function makeStore(preloaded?: PreloadedAppState, options: MakeStoreOptions = {}) {
  // The support-session recording's buffer: its middleware goes last, after the sagas' and RTK Query's;
  // it recomputes the recorded states later through a root reducer of its own.
  const recordingLog = createRecordingLog(createRootReducer());
  const sagaMiddleware = createSagaMiddleware({ context: { [RECORDING_LOG]: recordingLog } });
  const store = configureStore({
    reducer: createRootReducer(),
    preloadedState: preloaded ? withDefaults(preloaded) : undefined,
    devTools: devToolsOptions(process.env.NODE_ENV !== 'production'),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks; cold test runs are slow, so only warn on real slowness.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 200 },
      }).concat(baseApi.middleware, sagaMiddleware, debugLoggingMiddleware(), recordingMiddleware(recordingLog)),
  });
  const stopListeners = options.browserListeners === false ? () => {} : setupListeners(store.dispatch);
  const saga = options.sagas === undefined || options.sagas === true ? rootSaga : options.sagas;
  const sagaTask = saga === false ? null : sagaMiddleware.run(saga);
  const persistor = options.persist === false ? null : persistStore(store, null, () => store.dispatch(rehydrated()));
  if (!persistor) store.dispatch(rehydrated());

  /** Stops sagas and listeners (tests); the store stays readable. */
  const teardown = () => {
    sagaTask?.cancel();
    stopListeners();
    persistor?.pause();
  };
  return Object.assign(store, { persistor, teardown });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
