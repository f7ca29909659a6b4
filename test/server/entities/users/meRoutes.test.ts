import { startTestServer, type TestServer } from '../../../support/serverHarness';

describe('/users/me/', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('describes the signed-in user without needing a customer', async () => {
    const reply = await t.request({
      method: 'GET',
      url: '/api/crm/users/me/',
      headers: await t.headersFor('staff@example.com'),
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      email: 'staff@example.com',
      first_name: 'Sofie',
      last_name: 'Berg',
      is_superuser: false,
      last_active_customer: null,
      last_active_site: null,
      profile: { theme: 'auto', advanced_mode: false },
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/crm/users/me/', headers: await t.headersFor('admin@example.com') }))
        .body.is_superuser,
    ).toBe(true);
  });

  it('saves theme and Advanced Mode per user', async () => {
    const headers = await t.headersFor('nobody@example.com');
    const dark = await t.request({
      method: 'PATCH',
      url: '/api/crm/users/me/',
      headers,
      payload: { profile: { theme: 'dark' } },
    });
    expect(dark.body.profile).toEqual({ theme: 'dark', advanced_mode: false });
    const advanced = await t.request({
      method: 'PATCH',
      url: '/api/crm/users/me/',
      headers,
      payload: { profile: { advanced_mode: true } },
    });
    expect(advanced.body.profile).toEqual({ theme: 'dark', advanced_mode: true });
    expect((await t.request({ method: 'GET', url: '/api/crm/users/me/', headers })).body.profile).toEqual({
      theme: 'dark',
      advanced_mode: true,
    });
    const other = await t.request({
      method: 'GET',
      url: '/api/crm/users/me/',
      headers: await t.headersFor('staff@example.com'),
    });
    expect(other.body.profile.theme).toBe('auto');
  });

  it('ignores fields other than the profile, such as is_superuser', async () => {
    const headers = await t.headersFor('nobody@example.com');
    const reply = await t.request({
      method: 'PATCH',
      url: '/api/crm/users/me/',
      headers,
      payload: { is_superuser: true, email: 'x@example.com' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ is_superuser: false, email: 'nobody@example.com' });
  });
});
