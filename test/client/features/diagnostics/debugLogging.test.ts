import { baseApi } from '../../../../src/core/api/baseApi';
import { toastQueued } from '../../../../src/core/notifications/notificationsSlice';
import { makeTestStore, signedInState } from '../../../support/clientStore';
import { installFakeApi } from '../../../support/fakeApi';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ debugProbe: build.query<unknown, void>({ query: () => '/debug-probe/' }) }),
});

/** Requirements §6: superusers additionally get debug logging; nobody else does. */
describe('debug logging', () => {
  let debug: jest.SpyInstance;
  beforeEach(() => {
    debug = jest.spyOn(console, 'debug').mockImplementation(() => {});
    installFakeApi({ 'GET /api/debug-probe/': () => [503, { detail: 'down' }] });
  });
  afterEach(() => debug.mockRestore());
  const logged = () => debug.mock.calls.map((call) => call.join(' '));

  it("logs a superuser's actions by type and API calls with endpoint and status, without payloads", async () => {
    const { store } = makeTestStore(signedInState({ session: { isSuperuser: true } }), { persist: false });
    store.dispatch(toastQueued({ title: 'Secret title', variant: 'info' }));
    await store.dispatch(probeApi.endpoints.debugProbe.initiate(undefined, { subscribe: false }));
    expect(logged()).toContainEqual(expect.stringMatching(/^\[portico\] notifications\/toastQueued$/));
    expect(logged()).toContainEqual(expect.stringMatching(/^\[portico\] api debugProbe rejected 503 \d+ ms$/));
    expect(logged().join('\n')).not.toMatch(/Secret title|down/);
  });

  it('logs nothing for other users', async () => {
    const { store } = makeTestStore(signedInState(), { persist: false });
    store.dispatch(toastQueued({ title: 'Hello', variant: 'info' }));
    await store.dispatch(probeApi.endpoints.debugProbe.initiate(undefined, { subscribe: false }));
    expect(debug).not.toHaveBeenCalled();
  });
});
