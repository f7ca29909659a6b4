import { expectSaga } from 'redux-saga-test-plan';
import { rehydrated } from '../../../../src/core/state/appActions';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { otherTabLoginSaga } from '../../../../src/core/session/otherTabsSaga';
import { sessionExpiredSaga } from '../../../../src/core/session/sessionSagas';
import { startupSaga } from '../../../../src/core/session/startupSaga';
import { acme, beacon, makeUser, siteA } from '../../../support/fixtures';
import { type EdgeOptions, httpError, ok, sagaEdges, stateWith } from '../../../support/sagaEdges';

function runStartup(
  options: EdgeOptions,
  session: Partial<RootState['session']>,
  tenancy: Partial<RootState['tenancy']> = {},
) {
  const edges = sagaEdges(options);
  return expectSaga(startupSaga)
    .withReducer(createRootReducer(), stateWith({ session, tenancy }))
    .provide(edges.providers)
    .dispatch(rehydrated())
    .run()
    .then((result) => ({ state: result.storeState as RootState, log: edges.log }));
}

const { is_superuser: _x, ...storedUser } = makeUser();

describe('startup saga', () => {
  it('is initialised at once without stored tokens', async () => {
    const { state, log } = await runStartup({}, {});
    expect(state.session.initialised).toBe(true);
    expect(log.endpointCalls).toEqual([]);
  });

  it('loads the user (is_superuser comes only from the server) and keeps a still-valid customer', async () => {
    const { state, log } = await runStartup(
      {
        endpoints: {
          getMe: ok(makeUser({ is_superuser: true })),
          listCustomers: ok({ data: [acme, beacon], total: 2 }),
        },
        path: '/sites',
      },
      { accessToken: 'a', refreshToken: 'r', tokenExpiry: Date.now() + 60_000, user: storedUser },
      { activeCustomer: acme, activeSite: siteA },
    );
    expect(log.refreshCalls).toBe(0);
    expect(state.session).toMatchObject({ isSuperuser: true, initialised: true });
    expect(state.tenancy.activeCustomer).toEqual(acme);
    expect(log.navigations).toEqual([]);
  });

  it('refreshes tokens past their assumed expiry first', async () => {
    const { state, log } = await runStartup(
      { endpoints: { getMe: ok(makeUser()), listCustomers: ok({ data: [acme], total: 1 }) } },
      { accessToken: 'a', refreshToken: 'r', tokenExpiry: Date.now() - 1, user: storedUser },
      { activeCustomer: acme },
    );
    expect(log.refreshCalls).toBe(1);
    expect(state.session.initialised).toBe(true);
  });

  it('ends the session when the stored refresh token is refused', async () => {
    const { state, log } = await runStartup(
      { refreshes: ['refused'] },
      { accessToken: 'a', refreshToken: 'r', tokenExpiry: Date.now() - 1 },
    );
    expect(state.session).toMatchObject({ accessToken: null, initialised: true });
    expect(log.endpointCalls).toEqual([]);
  });

  it('runs the customer gate when the stored customer is gone, remembering the deep link', async () => {
    const { state, log } = await runStartup(
      {
        endpoints: { getMe: ok(makeUser()), listCustomers: ok({ data: [beacon, { ...acme, id: 5 }], total: 2 }) },
        path: '/sites?page=3',
      },
      { accessToken: 'a', refreshToken: 'r', tokenExpiry: Date.now() + 60_000 },
      { activeCustomer: acme },
    );
    expect(state.tenancy.activeCustomer).toBeNull();
    expect(log.navigations).toEqual([['/select-customer', { replace: true, state: { from: '/sites?page=3' } }]]);
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    const { state } = await runStartup(
      { endpoints: { getMe: httpError(502) } },
      { accessToken: 'a', refreshToken: 'r', tokenExpiry: Date.now() + 60_000, user: storedUser },
    );
    expect(state.session).toMatchObject({ accessToken: 'a', user: storedUser, initialised: true });
  });
});

describe('session expiry', () => {
  it('toasts "Session expired" and opens /login remembering the page', async () => {
    const edges = sagaEdges({ path: '/sites' });
    const { storeState } = await expectSaga(sessionExpiredSaga)
      .withReducer(createRootReducer(), stateWith())
      .provide(edges.providers)
      .run();
    expect(storeState.notifications.queue).toEqual([
      expect.objectContaining({
        title: 'Session expired',
        message: 'Your login session has expired. Please sign in again.',
        variant: 'error',
      }),
    ]);
    expect(edges.log.navigations).toEqual([['/login', { replace: true, state: { from: '/sites' } }]]);
  });
});

describe('login in another tab', () => {
  const loginEvent = () =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'login-event', newValue: String(Date.now()) }));

  it('reloads this tab when it is signed out', async () => {
    const edges = sagaEdges();
    const run = expectSaga(otherTabLoginSaga)
      .withReducer(createRootReducer(), stateWith())
      .provide(edges.providers)
      .silentRun(50);
    setTimeout(loginEvent, 5);
    await run;
    expect(edges.log.reloads).toBe(1);
  });

  it('ignores it when this tab is signed in, and ignores other keys', async () => {
    const edges = sagaEdges();
    const run = expectSaga(otherTabLoginSaga)
      .withReducer(createRootReducer(), stateWith({ session: { accessToken: 'a' } }))
      .provide(edges.providers)
      .silentRun(50);
    setTimeout(() => {
      loginEvent();
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    }, 5);
    await run;
    expect(edges.log.reloads).toBe(0);
  });
});
