import { makeStore } from '../../../src/app/store';
import { tenantsApi } from '../../../src/features/tenants/tenantsApi';
import { installFakeApi } from '../../support/fakeApi';
import { makeTenant, site } from './fakeTenantServer';

const signedIn = () =>
  makeStore(
    {
      session: { accessToken: 'a', refreshToken: 'r', initialised: true, tokenExpiry: Date.now() + 240_000 },
      tenancy: {
        activeCustomer: { id: 1, name: 'Acme Property', logo: null },
        customersLoaded: true,
        activeSite: { id: site.id, name: site.name, description: '' },
      },
    },
    { sagas: false, persist: false, browserListeners: false },
  );

const payload = { kind: 'person' as const, name: 'Ola Nordmann', email: null, phone: null, reference: null };

describe('tenants API (requirements §7, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits up to 120 s for a tenant create, then gives up with a time-out, sent once', async () => {
    const api = installFakeApi({ 'POST /api/crm/tenants/': () => [201, makeTenant(9)] });
    api.hold('POST /api/crm/tenants/');
    const store = signedIn();
    let settled = false;
    const call = store.dispatch(tenantsApi.endpoints.createTenant.initiate(payload));
    void call.finally(() => (settled = true));

    await jest.advanceTimersByTimeAsync(119_000);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1_500);
    const result = await call;
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(api.requests('POST /api/crm/tenants/')).toHaveLength(1);
    store.teardown();
  });

  it('keeps a tenant read 5 minutes after its page closed', async () => {
    installFakeApi({ 'GET /api/crm/tenants/4/': () => [200, makeTenant(4)] });
    const store = signedIn();
    const read = store.dispatch(tenantsApi.endpoints.getTenant.initiate(4));
    await read;
    read.unsubscribe();
    const cached = () => tenantsApi.endpoints.getTenant.select(4)(store.getState()).data;

    await jest.advanceTimersByTimeAsync(299_000);
    expect(cached()).toMatchObject({ id: 4 });
    await jest.advanceTimersByTimeAsync(2_000);
    expect(cached()).toBeUndefined();
    store.teardown();
  });
});
