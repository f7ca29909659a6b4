import { QueryStatus } from '@reduxjs/toolkit/query';
import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { refreshDataSaga } from '../../../../src/app/refreshSaga';
import { saveProfileSaga } from '../../../../src/core/preferences/preferencesSagas';
import { type EndpointAnswer, httpError, ok, sagaEdges, stateWith } from '../../../support/sagaEdges';
import { makeUser } from '../../../support/fixtures';
import { refreshRequested } from '../../../../src/core/state/appActions';
import { sessionApi } from '../../../../src/core/session/sessionApi';
import { makeTestStore, signedInState, sleep } from '../../../support/clientStore';
import { installFakeApi } from '../../../support/fakeApi';

function apiStateWith(subscribed: boolean) {
  const initial = stateWith().api;
  type QueryEntry = RootState['api']['queries'][string];
  // The cache's entry type is generic over every endpoint's argument; these two are known to fit.
  const entry = (endpointName: string, originalArgs: undefined | number, requestId: string): QueryEntry => ({
    status: QueryStatus.fulfilled,
    endpointName,
    originalArgs: originalArgs as never,
    requestId,
    data: {},
    error: undefined,
    startedTimeStamp: 1,
    fulfilledTimeStamp: 2,
  });
  return {
    ...initial,
    queries: {
      'getMe(undefined)': entry('getMe', undefined, 'r1'),
      'getCustomerStats(1)': entry('getCustomerStats', 1, 'r2'),
    },
    subscriptions: subscribed ? { 'getMe(undefined)': { r1: {} }, 'getCustomerStats(1)': {} } : {},
  } as RootState['api'];
}

async function refresh(answers: Record<string, EndpointAnswer>, subscribed = true) {
  const edges = sagaEdges({ endpoints: answers });
  const { storeState } = await expectSaga(refreshDataSaga)
    .withReducer(createRootReducer(), { ...stateWith(), api: apiStateWith(subscribed) })
    .provide(edges.providers)
    .run();
  const toasts = (storeState as RootState).notifications.queue.map((toast) => [toast.title, toast.autoHideDuration]);
  return { toasts, calls: edges.log.endpointCalls };
}

describe('refresh button', () => {
  it('refetches the queries on screen and says so for 3 s', async () => {
    const { toasts, calls } = await refresh({ getMe: ok(makeUser()) });
    expect(calls).toEqual([{ name: 'getMe', arg: undefined }]);
    expect(toasts).toEqual([
      ['Refreshing data...', 2000],
      ['Data refreshed successfully!', 3000],
    ]);
  });

  it('says "Failed to refresh data" for 5 s when a refetch fails', async () => {
    const { toasts } = await refresh({ getMe: httpError(500) });
    expect(toasts[1]).toEqual(['Failed to refresh data', 5000]);
  });

  it('leaves queries nobody watches alone', async () => {
    const { calls } = await refresh({}, false);
    expect(calls).toEqual([]);
  });
});

describe('per-user preferences', () => {
  it('saves theme and Advanced Mode to the profile when signed in', async () => {
    const edges = sagaEdges({ endpoints: { updateMe: ok(makeUser()) } });
    await expectSaga(saveProfileSaga)
      .withReducer(
        createRootReducer(),
        stateWith({ session: { accessToken: 'a' }, preferences: { theme: 'dark', advancedMode: true } }),
      )
      .provide(edges.providers)
      .run();
    expect(edges.log.endpointCalls).toEqual([
      { name: 'updateMe', arg: { profile: { theme: 'dark', advanced_mode: true } } },
    ]);
  });

  it('only stores them locally when signed out', async () => {
    const edges = sagaEdges();
    await expectSaga(saveProfileSaga).withReducer(createRootReducer(), stateWith()).provide(edges.providers).run();
    expect(edges.log.endpointCalls).toEqual([]);
  });
});

describe('refresh button through the real store', () => {
  it('refetches a query a screen is subscribed to', async () => {
    const api = installFakeApi({ 'GET /api/crm/users/me/': () => [200, makeUser()] });
    const { store } = makeTestStore(signedInState(), { persist: false });
    const subscription = store.dispatch(sessionApi.endpoints.getMe.initiate());
    await subscription;
    await sleep(600); // RTK Query mirrors subscriptions into the state at most every 500 ms
    store.dispatch(refreshRequested());
    for (let i = 0; i < 50 && store.getState().notifications.queue.length < 2; i += 1) await sleep(10);
    expect(api.requests('GET /api/crm/users/me/')).toHaveLength(2);
    expect(store.getState().notifications.queue.map((toast) => toast.title)).toEqual([
      'Refreshing data...',
      'Data refreshed successfully!',
    ]);
    subscription.unsubscribe();
  });
});
