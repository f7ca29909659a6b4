import { startTestServer, type TestServer } from '../../../support/serverHarness';

describe('health and core endpoints', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('reports a healthy database with its measured response time, without a login', async () => {
    const reply = await t.request({ method: 'GET', url: '/api/health/' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'healthy',
      services: { database: true, storage: true },
      response_times: { database: expect.any(Number) },
      errors: {},
    });
    expect(reply.body.response_times.database).toBeGreaterThanOrEqual(0);
  });

  it('answers the same path without the trailing slash', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health' })).status).toBe(200);
  });

  it('lists IANA time zones in a data array', async () => {
    const reply = await t.request({ method: 'GET', url: '/api/core/timezones/' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(
      expect.arrayContaining(['Europe/Oslo', 'Europe/Copenhagen', 'America/New_York', 'UTC']),
    );
    expect(reply.body.data).toEqual([...reply.body.data].sort());
  });
});
