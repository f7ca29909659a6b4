import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer } from '../../../../src/core/state/rootReducer';
import { loginSaga } from '../../../../src/core/session/loginSaga';
import { loginSubmitted } from '../../../../src/core/session/sessionSlice';
import { acme, beacon, makeUser, siteA } from '../../../support/fixtures';
import { type EdgeOptions, httpError, networkError, ok, sagaEdges, stateWith } from '../../../support/sagaEdges';

const credentials = loginSubmitted({ username: 'staff@example.com', password: 'staff123' });

const signedInEndpoints = {
  login: ok({ access: 'access-1', refresh: 'refresh-1' }),
  getMe: ok(makeUser({ is_superuser: true })),
  listCustomers: ok({ data: [acme], total: 1 }),
  activateCustomer: ok({ ...acme, last_active_site: siteA.id }),
  listSites: ok({ data: [siteA], total: 1 }),
};

function runLogin(options: EdgeOptions, state = stateWith({ session: { initialised: true } })) {
  const edges = sagaEdges(options);
  return expectSaga(loginSaga, credentials)
    .withReducer(createRootReducer(), state)
    .provide(edges.providers)
    .run()
    .then((result) => ({ ...result, log: edges.log }));
}

describe('login saga', () => {
  it('signs in, loads the user and its only customer, toasts for 3 s and opens /dashboard', async () => {
    const before = Date.now();
    const { storeState, log } = await runLogin({ endpoints: signedInEndpoints });

    expect(log.endpointCalls[0]).toEqual({
      name: 'login',
      arg: { username: 'staff@example.com', password: 'staff123' },
    });
    expect(storeState.session).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      isSuperuser: true,
      loginPending: false,
      loginError: null,
    });
    expect(storeState.session.user).not.toHaveProperty('is_superuser');
    // expiry is assumed 4 minutes after issue
    expect(storeState.session.tokenExpiry).toBeGreaterThanOrEqual(before + 240_000);
    expect(storeState.session.tokenExpiry).toBeLessThanOrEqual(Date.now() + 240_000);
    expect(storeState.tenancy.activeCustomer).toEqual(acme);
    expect(storeState.tenancy.activeSite).toEqual({ ...siteA, customer_id: acme.id });
    expect(storeState.notifications.queue).toEqual([
      expect.objectContaining({ title: 'Login successful', variant: 'success', autoHideDuration: 3000 }),
    ]);
    expect(log.navigations).toEqual([['/dashboard', { replace: true }]]);
  });

  it('returns to the origin the guard remembered', async () => {
    const { log } = await runLogin({ endpoints: signedInEndpoints, origin: '/sites?page=2' });
    expect(log.navigations).toEqual([['/sites?page=2', { replace: true }]]);
  });

  it('sends a user with several customers and none remembered to /select-customer, keeping the origin', async () => {
    const { storeState, log } = await runLogin({
      endpoints: { ...signedInEndpoints, listCustomers: ok({ data: [acme, beacon], total: 2 }) },
      origin: '/sites',
    });
    expect(storeState.tenancy.activeCustomer).toBeNull();
    expect(storeState.tenancy.customers).toEqual([acme, beacon]);
    expect(storeState.tenancy.selection.status).toBe('idle');
    expect(log.navigations).toEqual([['/select-customer', { replace: true, state: { from: '/sites' } }]]);
  });

  it('greets a user without customers with "No Customer Access" only, not "Login successful"', async () => {
    const { storeState, log } = await runLogin({
      endpoints: { ...signedInEndpoints, listCustomers: ok({ data: [], total: 0 }) },
    });
    expect(storeState.tenancy.selection.status).toBe('no-access');
    expect(storeState.notifications.queue).toEqual([
      expect.objectContaining({ title: 'No Customer Access', variant: 'error' }),
    ]);
    expect(log.navigations).toEqual([['/no-access', { replace: true }]]);
  });

  it('says no "Login successful" before the Authentication Error screen when the customers cannot be loaded', async () => {
    const { storeState } = await runLogin({
      endpoints: { ...signedInEndpoints, listCustomers: httpError(403, { detail: 'Forbidden' }) },
    });
    expect(storeState.tenancy.selection.status).toBe('failed');
    expect(storeState.notifications.queue).not.toContainEqual(expect.objectContaining({ title: 'Login successful' }));
  });

  it('says no "Login successful" when the customers loaded but activating the customer failed', async () => {
    const { storeState, log } = await runLogin({
      endpoints: { ...signedInEndpoints, activateCustomer: httpError(500, { detail: 'Customer is suspended' }) },
    });
    expect(storeState.tenancy.selection).toMatchObject({ status: 'failed', error: 'Customer is suspended' });
    expect(storeState.notifications.queue).not.toContainEqual(expect.objectContaining({ title: 'Login successful' }));
    expect(log.navigations).toEqual([['/select-customer', { replace: true, state: undefined }]]);
  });

  it('still says "Login successful" to a user with several customers, on the picker', async () => {
    const { storeState } = await runLogin({
      endpoints: { ...signedInEndpoints, listCustomers: ok({ data: [acme, beacon], total: 2 }) },
    });
    expect(storeState.notifications.queue).toEqual([
      expect.objectContaining({ title: 'Login successful', variant: 'success' }),
    ]);
  });

  it.each([
    [
      '401',
      httpError(401, { detail: 'No active account found with the given credentials' }),
      'Invalid email or password. Please check your credentials and try again.',
    ],
    ['403', httpError(403, { detail: 'Forbidden' }), 'You do not have permission to access this resource.'],
    ['404', httpError(404, { detail: 'Not found.' }), 'Authentication service not found. Please try again later.'],
    ['500', httpError(500), 'Server error occurred. Please try again later or contact support.'],
    [
      'a network error',
      networkError(),
      'Unable to connect to the authentication server. Please check your internet connection.',
    ],
    [
      '429 with a detail',
      httpError(429, { detail: 'Too many failed login attempts. Try again in 15 minutes.' }),
      'Too many failed login attempts. Try again in 15 minutes.',
    ],
    ['another status with a message', httpError(418, { message: 'Teapot refuses' }), 'Teapot refuses'],
    [
      'another status without text',
      httpError(422, {}),
      'Authentication failed. Please check your credentials and try again.',
    ],
  ])('shows the spec text for %s', async (_case, answer, message) => {
    const { storeState, log } = await runLogin({ endpoints: { login: answer } });
    expect(storeState.session).toMatchObject({ loginError: message, loginPending: false, accessToken: null });
    expect(log.navigations).toEqual([]);
  });

  it('shows the unexpected-error text when something throws', async () => {
    const { storeState } = await runLogin({
      endpoints: {
        login: () => {
          throw new Error('boom');
        },
      },
    });
    expect(storeState.session.loginError).toBe('An unexpected error occurred. Please try again.');
  });

  it('drops the new tokens when the user cannot be loaded', async () => {
    const { storeState } = await runLogin({ endpoints: { ...signedInEndpoints, getMe: httpError(500) } });
    expect(storeState.session).toMatchObject({
      accessToken: null,
      refreshToken: null,
      loginError: 'Server error occurred. Please try again later or contact support.',
    });
  });
});
