import { expectSaga } from 'redux-saga-test-plan';
import { baseApi } from '../../../../src/core/api/baseApi';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { logoutSaga } from '../../../../src/core/session/logoutSaga';
import { acme, makeUser, siteA } from '../../../support/fixtures';
import { type EdgeOptions, httpError, networkError, ok, sagaEdges, stateWith } from '../../../support/sagaEdges';

function runLogout(options: EdgeOptions, recording = false) {
  const edges = sagaEdges(options);
  const { is_superuser: _ignored, ...user } = makeUser();
  const state = stateWith({
    session: {
      accessToken: 'a',
      refreshToken: 'refresh-9',
      tokenExpiry: Date.now() + 1000,
      user,
      isSuperuser: true,
      initialised: true,
    },
    tenancy: {
      customers: [acme],
      customersLoaded: true,
      activeCustomer: acme,
      activeSite: siteA,
      lastActiveCustomerId: acme.id,
    },
    recording: { isRecording: recording, isPaused: false },
  });
  return expectSaga(logoutSaga)
    .withReducer(createRootReducer(), state)
    .provide(edges.providers)
    .run()
    .then((result) => ({ state: result.storeState as RootState, log: edges.log, effects: result.effects }));
}

describe('logout saga', () => {
  it('revokes the refresh token, clears the session and cache, toasts for 3 s and opens /login after 300 ms', async () => {
    const { state, log, effects } = await runLogout({ endpoints: { logout: ok(undefined) } });
    expect(log.endpointCalls).toEqual([{ name: 'logout', arg: { refresh: 'refresh-9' } }]);
    expect(state.session).toMatchObject({
      accessToken: null,
      refreshToken: null,
      tokenExpiry: null,
      user: null,
      isSuperuser: false,
      initialised: true,
    });
    expect(state.tenancy).toMatchObject({
      customers: [],
      activeCustomer: null,
      activeSite: null,
      lastActiveCustomerId: acme.id,
    });
    expect(effects.put.some((effect) => baseApi.util.resetApiState.match(effect.payload.action))).toBe(true);
    expect(state.notifications.queue).toEqual([
      expect.objectContaining({ variant: 'success', autoHideDuration: 3000 }),
    ]);
    expect(log.timeline.slice(-2)).toEqual(['delay:300', 'navigate:/login']);
    expect(log.navigations).toEqual([['/login', { replace: true }]]);
  });

  it('stops an active recording first', async () => {
    const { state, effects } = await runLogout({ endpoints: { logout: ok(undefined) } }, true);
    expect(state.recording).toEqual({ isRecording: false, isPaused: false });
    expect(effects.put[0].payload.action).toEqual({ type: 'recording/stopped', payload: undefined });
  });

  it.each([
    ['the server refuses', httpError(500)],
    ['the network fails', networkError()],
  ])('still signs out locally but says so when %s', async (_case, answer) => {
    const { state, log } = await runLogout({ endpoints: { logout: answer } });
    expect(state.session.accessToken).toBeNull();
    expect(state.notifications.queue).toEqual([
      expect.objectContaining({
        message: 'There was an issue logging out. Please try again.',
        variant: 'error',
        autoHideDuration: 3000,
      }),
    ]);
    expect(log.navigations).toEqual([['/login', { replace: true }]]);
  });
});
