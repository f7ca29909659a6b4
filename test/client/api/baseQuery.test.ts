import { baseApi } from '../../../src/core/api/baseApi';
import { setErrorReporter } from '../../../src/core/api/reportError';
import { selectToastQueue } from '../../../src/core/notifications/notificationsSlice';
import { sessionApi } from '../../../src/core/session/sessionApi';
import { customersApi } from '../../../src/core/tenancy/customersApi';
import { sitesApi } from '../../../src/core/tenancy/sitesApi';
import { LOGIN_ERRORS, loginErrorMessage } from '../../../src/core/session/loginErrors';
import { makeTestStore, rehydration, flushPersistence, signedInState, sleep } from '../../support/clientStore';
import { installFakeApi } from '../../support/fakeApi';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ n: number }, number>({ query: (n) => `/probe/${n}`, extraOptions: { retryDelayMs: 5 } }),
    customerProbe: build.query<unknown, void>({ query: () => '/crm/probe/', extraOptions: { tenancy: 'customer' } }),
    siteProbe: build.query<unknown, void>({ query: () => '/crm/site-probe/', extraOptions: { tenancy: 'site' } }),
    save: build.mutation<unknown, void>({ query: () => ({ url: '/save/', method: 'POST', body: {} }) }),
  }),
});

const tokenNotValid = [401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' }] as const;

describe('base query headers and tenancy', () => {
  it('sends the bearer token and the customer, site and tenant ids', async () => {
    const api = installFakeApi({ 'GET /api/probe/1': () => [200, { n: 1 }] });
    const { store } = makeTestStore(signedInState({ tenancy: { activeTenant: { id: 31, name: 'Flat 3' } } }), {
      persist: false,
    });
    await store.dispatch(testApi.endpoints.probe.initiate(1));
    const [request] = api.requests('GET /api/probe/1');
    expect(request.url).toBe('http://localhost/api/probe/1');
    expect(request.headers.get('Authorization')).toBe('Bearer access-1');
    expect(request.headers.get('X-Customer-ID')).toBe('1');
    expect(request.headers.get('X-Site-ID')).toBe('11');
    expect(request.headers.get('X-Tenant-ID')).toBe('31');
  });

  it("sends a request that names another customer (Switch Customer) without the old customer's site and tenant", async () => {
    const api = installFakeApi({
      'PUT /api/crm/customers/active/2/': () => [
        200,
        { id: 2, name: 'Beacon Lofts', logo: null, last_active_site: null },
      ],
      'GET /api/crm/sites/': () => [200, { data: [], total: 0 }],
    });
    const { store } = makeTestStore(signedInState({ tenancy: { activeTenant: { id: 31, name: 'Flat 3' } } }), {
      persist: false,
    });
    await store.dispatch(customersApi.endpoints.activateCustomer.initiate(2));
    await store.dispatch(sitesApi.endpoints.listSites.initiate({ page: 1, pageSize: 100, customerId: 2 }));
    for (const request of api.requests()) {
      expect(request.headers.get('X-Customer-ID')).toBe('2');
      expect(request.headers.get('X-Site-ID')).toBeNull();
      expect(request.headers.get('X-Tenant-ID')).toBeNull();
    }
    expect(api.requests()).toHaveLength(2);
  });

  it('sends nothing and returns an error when the endpoint needs a customer and none is active', async () => {
    const api = installFakeApi({ 'GET /api/crm/probe/': () => [200, {}] });
    const { store } = makeTestStore(signedInState({ tenancy: { activeCustomer: null, activeSite: null } }), {
      persist: false,
    });
    const result = await store.dispatch(testApi.endpoints.customerProbe.initiate());
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', data: { detail: 'No active customer selected' } });
    expect(api.requests()).toHaveLength(0);
  });

  it('sends nothing when the endpoint needs a site and none is active', async () => {
    const api = installFakeApi({ 'GET /api/crm/site-probe/': () => [200, {}] });
    const { store } = makeTestStore(signedInState({ tenancy: { activeSite: null } }), { persist: false });
    const result = await store.dispatch(testApi.endpoints.siteProbe.initiate());
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', data: { detail: 'No active site selected' } });
    expect(api.requests()).toHaveLength(0);
  });
});

describe('base query re-authorisation', () => {
  it('answers N concurrent 401s with exactly one refresh, then retries each request once', async () => {
    const api = installFakeApi({
      'POST /api/token/refresh': async () => {
        await sleep(15);
        return [200, { access: 'access-2', refresh: 'refresh-2' }];
      },
    });
    for (const n of [1, 2, 3, 4, 5]) {
      api.on(`GET /api/probe/${n}`, async (request) => {
        await sleep(n * 10); // the 401s arrive before, during and after the refresh
        return request.headers.get('Authorization') === 'Bearer access-2' ? [200, { n }] : [...tokenNotValid];
      });
    }
    const { store, navigate } = makeTestStore(signedInState(), { persist: false });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => store.dispatch(testApi.endpoints.probe.initiate(n))));

    expect(results.map((result) => result.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(api.requests('POST /api/token/refresh')).toHaveLength(1);
    expect(api.requests('POST /api/token/refresh')[0].body).toEqual({ refresh: 'refresh-1' });
    for (const n of [1, 2, 3, 4, 5]) expect(api.requests(`GET /api/probe/${n}`)).toHaveLength(2);
    expect(store.getState().session).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never refreshes for a wrong password at /token/pair', async () => {
    const api = installFakeApi({
      'POST /api/token/pair': () => [401, { detail: 'No active account found with the given credentials' }],
    });
    const { store } = makeTestStore(signedInState(), { persist: false });
    const result = await store.dispatch(sessionApi.endpoints.login.initiate({ username: 'a', password: 'b' }));
    expect(result.error).toMatchObject({ status: 401 });
    expect(api.requests('POST /api/token/refresh')).toHaveLength(0);
    expect(api.requests('POST /api/token/pair')[0].headers.get('Authorization')).toBeNull();
  });

  async function expectSessionEnded(store: ReturnType<typeof makeTestStore>['store'], navigate: jest.Mock) {
    await sleep(10); // the expiry saga runs after the failed request settles
    await flushPersistence(store);
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(selectToastQueue(store.getState())).toEqual([
      expect.objectContaining({
        title: 'Session expired',
        message: 'Your login session has expired. Please sign in again.',
      }),
    ]);
    for (const key of [
      'access_token',
      'refresh_token',
      'token_expiry',
      'user',
      'active_customer',
      'active_site',
      'customers',
    ]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
  }

  it('ends the session when the refresh token is refused', async () => {
    const api = installFakeApi({
      'GET /api/probe/1': () => [...tokenNotValid],
      'GET /api/probe/2': () => [...tokenNotValid],
      'POST /api/token/refresh': () => [...tokenNotValid],
    });
    const { store, navigate } = makeTestStore(signedInState());
    await rehydration(store);
    await flushPersistence(store);
    expect(window.localStorage.getItem('access_token')).toBe('access-1');

    await Promise.all([1, 2].map((n) => store.dispatch(testApi.endpoints.probe.initiate(n))));
    expect(api.requests('POST /api/token/refresh')).toHaveLength(1);
    // neither request is retried with the refused session
    expect(api.requests('GET /api/probe/1')).toHaveLength(1);
    expect(api.requests('GET /api/probe/2')).toHaveLength(1);
    await expectSessionEnded(store, navigate);
  });

  it('ends the session when the retried request is refused again', async () => {
    const api = installFakeApi({
      'GET /api/probe/1': () => [...tokenNotValid],
      'POST /api/token/refresh': () => [200, { access: 'access-2', refresh: 'refresh-2' }],
    });
    const { store, navigate } = makeTestStore(signedInState());
    await rehydration(store);
    await store.dispatch(testApi.endpoints.probe.initiate(1));
    expect(api.requests('GET /api/probe/1')).toHaveLength(2);
    expect(api.requests('POST /api/token/refresh')).toHaveLength(1);
    await expectSessionEnded(store, navigate);
  });
});

describe('base query server errors (requirements §8)', () => {
  it('toasts "Server Error" for a 524 timeout', async () => {
    installFakeApi({ 'POST /api/save/': () => [524, {}] });
    const { store } = makeTestStore(signedInState(), { persist: false });
    await store.dispatch(testApi.endpoints.save.initiate());
    expect(selectToastQueue(store.getState())).toEqual([
      expect.objectContaining({
        title: 'Server Error',
        message: 'The request timed out. Please try again.',
        variant: 'error',
        autoHideDuration: 5000,
      }),
    ]);
  });

  it('toasts "Server error" once and reports it for a 500, after the query retried once', async () => {
    const reporter = jest.fn();
    setErrorReporter(reporter);
    const api = installFakeApi({ 'GET /api/probe/1': () => [500, { detail: 'boom' }] });
    const { store } = makeTestStore(signedInState(), { persist: false });
    const result = await store.dispatch(testApi.endpoints.probe.initiate(1));
    expect(result.error).toMatchObject({ status: 500 });
    expect(api.requests('GET /api/probe/1')).toHaveLength(2);
    expect(selectToastQueue(store.getState())).toEqual([
      expect.objectContaining({
        title: 'Server error',
        message: 'There was a problem with the server. Please try again later.',
        variant: 'error',
      }),
    ]);
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter.mock.calls[0][1]).toMatchObject({ status: 500, url: '/probe/1' });
  });

  it('does not retry or toast client errors', async () => {
    const api = installFakeApi({ 'GET /api/probe/1': () => [404, { detail: 'Not found.' }] });
    const { store } = makeTestStore(signedInState(), { persist: false });
    await store.dispatch(testApi.endpoints.probe.initiate(1));
    expect(api.requests('GET /api/probe/1')).toHaveLength(1);
    expect(selectToastQueue(store.getState())).toEqual([]);
  });
});

/** A proxy's error page: HTML, not the API's JSON (Cloudflare, nginx). */
const htmlPage = (status: number) => () =>
  new Response(`<!DOCTYPE html><html><body><h1>${status} Bad Gateway</h1></body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=UTF-8' },
  });

describe('base query with an HTML error page (requirements §8)', () => {
  it('toasts "Server Error" / "The request timed out. Please try again." for a 524 page', async () => {
    installFakeApi({ 'POST /api/save/': htmlPage(524) });
    const { store } = makeTestStore(signedInState(), { persist: false });
    const result = await store.dispatch(testApi.endpoints.save.initiate());
    expect(result.error).toMatchObject({ status: 524 });
    expect(selectToastQueue(store.getState())).toEqual([
      expect.objectContaining({ title: 'Server Error', message: 'The request timed out. Please try again.' }),
    ]);
  });

  it.each([502, 503])('retries a %i page once, then toasts "Server error" and reports it', async (status) => {
    const reporter = jest.fn();
    setErrorReporter(reporter);
    const api = installFakeApi({ 'GET /api/probe/1': htmlPage(status) });
    const { store } = makeTestStore(signedInState(), { persist: false });
    const result = await store.dispatch(testApi.endpoints.probe.initiate(1));
    expect(result.error).toMatchObject({ status });
    expect(api.requests('GET /api/probe/1')).toHaveLength(2);
    expect(selectToastQueue(store.getState())).toEqual([
      expect.objectContaining({
        title: 'Server error',
        message: 'There was a problem with the server. Please try again later.',
      }),
    ]);
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter.mock.calls[0][1]).toMatchObject({ status });
  });

  it('gives the login form the server-error text for a 502 page, not "An unexpected error occurred"', async () => {
    installFakeApi({ 'POST /api/token/pair': htmlPage(502) });
    const { store } = makeTestStore(undefined, { persist: false });
    const result = await store.dispatch(sessionApi.endpoints.login.initiate({ username: 'a@b.no', password: 'x' }));
    expect(loginErrorMessage(result.error)).toBe(LOGIN_ERRORS[500]);
  });
});
