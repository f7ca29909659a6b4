import { sessionApi } from '../../../src/core/session/sessionApi';
import { themeChanged, advancedModeToggled, sidebarToggled } from '../../../src/core/preferences/preferencesSlice';
import { recordingStarted } from '../../../src/core/recording/recordingSlice';
import { loggedIn, loginSubmitted, userLoaded } from '../../../src/core/session/sessionSlice';
import {
  customerActivated,
  customersLoaded,
  siteActivated,
  tenantActivated,
} from '../../../src/core/tenancy/tenancySlice';
import { flushPersistence, makeTestStore, rehydration, sleep } from '../../support/clientStore';
import { installFakeApi } from '../../support/fakeApi';
import { acme, beacon, makeUser, siteA } from '../../support/fixtures';

const SPEC_KEYS = [
  'access_token',
  'active_customer',
  'active_site',
  'active_tenant',
  'advancedMode',
  'customers',
  'lastActiveCustomerId',
  'recording_status',
  'refresh_token',
  'sidebar-state',
  'theme',
  'token_expiry',
  'user',
].sort();

const storedKeys = () => Object.keys(window.localStorage).sort();

describe('persistence (requirements §3 local storage keys)', () => {
  it('stores exactly the listed keys, never is_superuser nor the API cache', async () => {
    installFakeApi({ 'GET /api/crm/users/me/': () => [200, makeUser({ is_superuser: true })] });
    const { store } = makeTestStore({ session: { initialised: true } });
    await rehydration(store);

    const issuedAt = Date.now();
    store.dispatch(loggedIn({ access: 'access-1', refresh: 'refresh-1', issuedAt }));
    store.dispatch(userLoaded(makeUser({ is_superuser: true })));
    store.dispatch(customersLoaded([acme, beacon]));
    store.dispatch(customerActivated(acme));
    store.dispatch(siteActivated({ ...siteA }));
    store.dispatch(tenantActivated({ id: 31, name: 'Flat 3' }));
    store.dispatch(themeChanged('dark'));
    store.dispatch(advancedModeToggled());
    store.dispatch(sidebarToggled());
    store.dispatch(recordingStarted());
    await store.dispatch(sessionApi.endpoints.getMe.initiate());
    await flushPersistence(store);

    expect(storedKeys()).toEqual(SPEC_KEYS);
    const stored = Object.fromEntries(SPEC_KEYS.map((key) => [key, window.localStorage.getItem(key)]));
    expect(stored).toMatchObject({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      token_expiry: String(issuedAt + 240_000),
      theme: 'dark',
      advancedMode: 'true',
      'sidebar-state': 'closed',
      lastActiveCustomerId: '1',
    });
    const { is_superuser: _never, ...userWithoutFlag } = makeUser();
    expect(JSON.parse(stored.user!)).toEqual(userWithoutFlag);
    expect(stored.user).not.toContain('is_superuser');
    expect(JSON.parse(stored.customers!)).toEqual([acme, beacon]);
    expect(JSON.parse(stored.active_customer!)).toEqual(acme);
    expect(JSON.parse(stored.active_site!)).toEqual(siteA);
    expect(JSON.parse(stored.active_tenant!)).toEqual({ id: 31, name: 'Flat 3' });
    expect(JSON.parse(stored.recording_status!)).toEqual({ isRecording: true, isPaused: false });
  });

  it('restores a stored session without the superuser flag', async () => {
    const { is_superuser: _never, ...user } = makeUser();
    window.localStorage.setItem('access_token', 'access-9');
    window.localStorage.setItem('refresh_token', 'refresh-9');
    window.localStorage.setItem('token_expiry', '1700000240000');
    window.localStorage.setItem('user', JSON.stringify({ ...user, is_superuser: true }));
    window.localStorage.setItem('active_customer', JSON.stringify(acme));
    window.localStorage.setItem('sidebar-state', 'closed');
    window.localStorage.setItem('theme', 'purple'); // not a theme: ignored
    window.localStorage.setItem('lastActiveCustomerId', '2');

    const { store } = makeTestStore({ session: { initialised: true } });
    await rehydration(store);
    const state = store.getState();
    expect(state.session).toMatchObject({
      accessToken: 'access-9',
      refreshToken: 'refresh-9',
      tokenExpiry: 1700000240000,
      user,
      isSuperuser: false,
    });
    expect(state.session.user).not.toHaveProperty('is_superuser');
    expect(state.tenancy).toMatchObject({ activeCustomer: acme, lastActiveCustomerId: 2 });
    expect(state.preferences).toMatchObject({ sidebar: 'closed', theme: 'auto' });
  });
});

describe('login through the real store', () => {
  it('signs in end to end, persists the session and announces it to other tabs', async () => {
    const api = installFakeApi({
      'POST /api/token/pair': () => [200, { access: 'access-1', refresh: 'refresh-1' }],
      'GET /api/crm/users/me/': () => [200, makeUser()],
      'GET /api/crm/customers/': () => [200, { data: [acme], total: 1 }],
      'PUT /api/crm/customers/active/1/': () => [200, { ...acme, last_active_site: siteA.id }],
      'GET /api/crm/sites/': () => [200, { data: [siteA], total: 1 }],
    });
    const { store, navigate } = makeTestStore();
    await rehydration(store);
    store.dispatch(loginSubmitted({ username: 'staff@example.com', password: 'staff123' }));
    for (let i = 0; i < 50 && navigate.mock.calls.length === 0; i += 1) await sleep(10);

    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
    expect(api.requests('PUT /api/crm/customers/active/1/')[0].headers.get('Authorization')).toBe('Bearer access-1');
    expect(api.requests('GET /api/crm/sites/')[0].headers.get('X-Customer-ID')).toBe('1');
    await flushPersistence(store);
    expect(window.localStorage.getItem('access_token')).toBe('access-1');
    expect(window.localStorage.getItem('login-event')).toMatch(/^\d+$/);
    expect(JSON.parse(window.localStorage.getItem('active_site')!)).toEqual({ ...siteA, customer_id: acme.id });
  });
});
