import { isNotNull, sql } from 'drizzle-orm';
import { signAccessToken } from '../../../../server/src/auth/jwt';
import { REUSE_GRACE_SECONDS } from '../../../../server/src/auth/refreshTokens';
import { refreshTokens } from '../../../../server/src/db/schema';
import { startTestServer, type TestServer } from '../../../support/serverHarness';
import { userIdByEmail } from '../../../support/serverFixtures';

const tokenNotValid = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

describe('token routes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const pair = (username: string, password: string) =>
    t.request({ method: 'POST', url: '/api/token/pair/', payload: { username, password } });
  const refresh = (token: string) =>
    t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const me = (access: string) =>
    t.request({ method: 'GET', url: '/api/crm/users/me/', headers: { authorization: `Bearer ${access}` } });
  /** Lets the reuse grace of every spent token pass, as if time had gone by. */
  const afterGrace = () =>
    t.db
      .update(refreshTokens)
      .set({ revokedAt: sql`${refreshTokens.revokedAt} - make_interval(secs => ${REUSE_GRACE_SECONDS + 1})` })
      .where(isNotNull(refreshTokens.revokedAt));

  it('logs in with e-mail and password and the access token opens /users/me/', async () => {
    const reply = await pair('admin@example.com', 'admin123');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const claims = JSON.parse(Buffer.from(reply.body.access.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(300);
    expect((await me(reply.body.access)).body.email).toBe('admin@example.com');
  });

  it('accepts the e-mail in any letter case', async () => {
    expect((await pair('  Staff@Example.COM ', 'staff123')).status).toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same 401', async () => {
    const wrong = await pair('staff@example.com', 'nope');
    const unknown = await pair('ghost@example.com', 'staff123');
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ detail: 'No active account found with the given credentials' });
    }
  });

  it('rotates refresh tokens: the new pair works, the spent token is refused', async () => {
    const login = await pair('staff@example.com', 'staff123');
    const rotated = await refresh(login.body.refresh);
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh).not.toBe(login.body.refresh);
    expect((await me(rotated.body.access)).status).toBe(200);
    await afterGrace();
    const reused = await refresh(login.body.refresh);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(tokenNotValid);
  });

  it('revokes the whole rotation family when a spent token is replayed', async () => {
    const login = await pair('staff@example.com', 'staff123');
    const rotated = await refresh(login.body.refresh);
    await afterGrace();
    expect((await refresh(login.body.refresh)).status).toBe(401); // replay: someone else holds the old token
    expect((await refresh(rotated.body.refresh)).status).toBe(401);
  });

  it('gives two parallel refreshes of one token (two tabs, a retry) each a working pair', async () => {
    const login = await pair('staff@example.com', 'staff123');
    const [first, second] = await Promise.all([refresh(login.body.refresh), refresh(login.body.refresh)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // A retry moments later, after the first answer was lost, is served too.
    const retry = await refresh(login.body.refresh);
    expect(retry.status).toBe(200);
    for (const reply of [first, second, retry]) {
      expect((await me(reply.body.access)).status).toBe(200);
      expect((await refresh(reply.body.refresh)).status).toBe(200);
    }
  });

  it('refuses a spent token within the grace once the family is logged out', async () => {
    const login = await pair('staff@example.com', 'staff123');
    const rotated = await refresh(login.body.refresh);
    await t.request({ method: 'POST', url: '/api/token/logout/', payload: { refresh: rotated.body.refresh } });
    expect(await refresh(login.body.refresh)).toMatchObject({ status: 401, body: tokenNotValid });
  });

  it('logout revokes the refresh token and answers 204 without an access token', async () => {
    const login = await pair('staff@example.com', 'staff123');
    const logout = await t.request({
      method: 'POST',
      url: '/api/token/logout/',
      payload: { refresh: login.body.refresh },
    });
    expect(logout.status).toBe(204);
    expect(logout.raw.body).toBe('');
    expect(await refresh(login.body.refresh)).toMatchObject({ status: 401, body: tokenNotValid });
    const again = await t.request({ method: 'POST', url: '/api/token/logout/', payload: { refresh: 'never-issued' } });
    expect(again.status).toBe(204);
  });

  it('refuses unknown refresh tokens with token_not_valid', async () => {
    expect(await refresh('made-up-token')).toMatchObject({ status: 401, body: tokenNotValid });
  });

  it('refuses expired, tampered and foreign-secret access tokens with token_not_valid', async () => {
    const userId = await userIdByEmail(t.db, 'admin@example.com');
    const expired = signAccessToken(userId, t.config.jwtSecret, 300, Date.now() - 301_000);
    const valid = signAccessToken(userId, t.config.jwtSecret, 300);
    const [head, body, signature] = valid.split('.');
    const otherBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: '2' }),
    ).toString('base64url');
    const tampered = `${head}.${otherBody}.${signature}`;
    const foreign = signAccessToken(userId, 'another-secret', 300);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
    for (const token of [expired, tampered, foreign, unsigned, 'garbage']) {
      expect(await me(token)).toMatchObject({ status: 401, body: tokenNotValid });
    }
    expect((await me(valid)).status).toBe(200);
  });

  it('asks for credentials when no Authorization header is sent', async () => {
    const reply = await t.request({ method: 'GET', url: '/api/crm/users/me/' });
    expect(reply.status).toBe(401);
    expect(reply.body.detail).toBe('Authentication credentials were not provided.');
  });

  it('lists missing login fields in the validation shape', async () => {
    const reply = await t.request({
      method: 'POST',
      url: '/api/token/pair/',
      payload: { username: 'admin@example.com' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ detail: [{ loc: ['body', 'password'], msg: 'This field is required' }] });
  });
});
