import { waitFor } from '@testing-library/react';
import { sessionApi } from '../../../src/core/session/sessionApi';
import { makeTestStore, signedInState, sleep } from '../../support/clientStore';
import { installFakeApi } from '../../support/fakeApi';
import { makeUser } from '../../support/fixtures';

/** RTK Query syncs subscriptions into the store after a short batch delay. */
const subscriptionsSynced = () => sleep(600);

describe('refetch on focus and reconnect (requirements §9: stale after 30 s)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refetches data on screen only once it is older than 30 s, on focus and when the network returns', async () => {
    const api = installFakeApi({ 'GET /api/crm/users/me/': () => [200, makeUser()] });
    const { store } = makeTestStore(signedInState());
    store.dispatch(sessionApi.endpoints.getMe.initiate(undefined)); // subscribed, as a mounted screen is
    await waitFor(() => expect(store.getState().api.queries['getMe(undefined)']?.status).toBe('fulfilled'));
    await subscriptionsSynced();

    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await sleep(50);
    expect(api.requests('GET /api/crm/users/me/')).toHaveLength(1);

    const later = Date.now() + 31_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.requests('GET /api/crm/users/me/')).toHaveLength(2));

    jest.spyOn(Date, 'now').mockReturnValue(later + 31_000);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.requests('GET /api/crm/users/me/')).toHaveLength(3));
  });

  it('leaves cached data no screen shows alone, however old', async () => {
    const api = installFakeApi({ 'GET /api/crm/users/me/': () => [200, makeUser()] });
    const { store } = makeTestStore(signedInState());
    const subscription = store.dispatch(sessionApi.endpoints.getMe.initiate(undefined));
    await waitFor(() => expect(store.getState().api.queries['getMe(undefined)']?.status).toBe('fulfilled'));
    subscription.unsubscribe();
    await subscriptionsSynced();

    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 120_000);
    window.dispatchEvent(new Event('focus'));
    await sleep(50);
    expect(api.requests('GET /api/crm/users/me/')).toHaveLength(1);
  });
});
