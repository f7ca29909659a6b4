import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { baseApi } from '../../../../src/core/api/baseApi';
import { locationChanged } from '../../../../src/core/location/locationSlice';
import { toastQueued, toastShown } from '../../../../src/core/notifications/notificationsSlice';
import { createRecordingLog, recordingMiddleware } from '../../../../src/core/recording/recordingLog';
import {
  recordingPaused,
  recordingResumed,
  recordingStarted,
  stateCaptured,
} from '../../../../src/core/recording/recordingSlice';
import { createRootReducer } from '../../../../src/core/state/rootReducer';
import { sitesApi } from '../../../../src/core/tenancy/sitesApi';

/** A store wired as makeStore wires it, plus the states it really reached after each recorded action. */
function recordedStore() {
  const log = createRecordingLog(createRootReducer());
  const reached: unknown[] = [];
  const track: Middleware = (api) => (next) => (action) => {
    const result = next(action);
    reached.push(api.getState());
    return result;
  };
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false }).concat(baseApi.middleware, recordingMiddleware(log), track),
  });
  return { log, store, reached };
}

const toast = (title: string) => toastQueued({ title });

describe('recording log', () => {
  beforeEach(() => localStorage.clear());

  it('recomputes the state after every action, as the store reached it, without holding the states meanwhile', async () => {
    const { log, store, reached } = recordedStore();
    store.dispatch(recordingStarted());
    log.begin(store.getState(), false);
    reached.length = 0;
    const saved = toast('Saved');
    const actions: UnknownAction[] = [saved, toastShown(saved.payload.key)];
    for (let i = 0; i < 20; i += 1) actions.push(locationChanged({ pathname: `/sites/${i}`, search: '', hash: '' }));
    for (const action of actions) store.dispatch(action);
    await store.dispatch(
      sitesApi.util.upsertQueryData('listSites', { page: 1, pageSize: 10 }, { data: [], total: 0 } as never),
    );

    const steps = log.drain();
    expect(steps.map((step) => step.state)).toEqual(reached);
    expect(steps.at(-1)?.state).toEqual(store.getState());
    expect(steps.slice(0, actions.length).map((step) => step.action)).toEqual(actions);
  });

  it('goes on from the last drained state, across a pause and redux-persist’s own actions', async () => {
    const { log, store } = recordedStore();
    store.dispatch(recordingStarted());
    log.begin(store.getState(), false);
    // persist/PERSIST and persist/REHYDRATE carry callbacks and touch storage: kept, not replayed.
    const persistor = persistStore(store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.dispatch(toast('First'));
    const first = log.drain();
    expect(first.map((step) => step.action.type)).toEqual(
      expect.arrayContaining(['persist/PERSIST', 'persist/REHYDRATE', 'notifications/toastQueued']),
    );
    expect(first.at(-1)?.state).toEqual(store.getState());

    store.dispatch(recordingPaused());
    store.dispatch(toast('Unseen'));
    store.dispatch(recordingResumed());
    store.dispatch(toast('Last'));
    const second = log.drain();
    expect(second.map((step) => step.action.type)).toEqual([
      recordingPaused.type,
      stateCaptured.type,
      'notifications/toastQueued',
    ]);
    expect(second.at(-1)?.state).toEqual(store.getState());
    persistor.pause();
  });

  it('keeps nothing before it begins, and nothing waits after a drain', () => {
    const { log, store } = recordedStore();
    store.dispatch(toast('Before'));
    expect(log.drain()).toEqual([]);
    log.begin(store.getState(), false);
    store.dispatch(toast('After'));
    expect(log.drain()).toHaveLength(1);
    expect(log.drain()).toEqual([]);
  });
});
