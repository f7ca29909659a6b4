import { startTestServer, type TestServer } from '../../../support/serverHarness';

describe('login throttling', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: { loginThrottle: { windowSeconds: 900, maxFailuresPerAccount: 5, maxFailuresPerAddress: 8 } },
    });
  });
  afterAll(() => t.close());

  const pair = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.request({ method: 'POST', url: '/api/token/pair/', payload: { username, password }, remoteAddress });

  it('never limits successful logins', async () => {
    for (let i = 0; i < 8; i++) expect((await pair('admin@example.com', 'admin123', '10.0.0.1')).status).toBe(200);
  });

  it('answers 429 with a retry time after 5 failures for one account, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await pair('staff@example.com', `wrong-${i}`, `10.1.0.${i}`)).status).toBe(401);
    const blocked = await pair('staff@example.com', 'staff123', '10.1.0.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: 'Too many failed login attempts. Try again in 15 minutes.' });
    expect(blocked.headers['retry-after']).toBe('900');
    // Another account is not affected.
    expect((await pair('nobody@example.com', 'nobody123', '10.1.0.99')).status).toBe(200);
  });

  it('limits one address guessing across many accounts', async () => {
    for (let i = 0; i < 8; i++) expect((await pair(`guess${i}@example.com`, 'x', '10.2.0.1')).status).toBe(401);
    const blocked = await pair('admin@example.com', 'admin123', '10.2.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    expect((await pair('admin@example.com', 'admin123', '10.2.0.2')).status).toBe(200);
  });

  it("forgets an account's failures after a successful login", async () => {
    for (let i = 0; i < 4; i++) await pair('nobody@example.com', 'wrong', '10.3.0.1');
    expect((await pair('nobody@example.com', 'nobody123', '10.3.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await pair('nobody@example.com', 'wrong', '10.3.0.2')).status).toBe(401);
  });
});
