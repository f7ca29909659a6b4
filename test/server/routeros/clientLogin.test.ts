import { RouterOsLoginError } from '../../../server/src/routeros/errors';
import { connectTo, SIM_PASSWORD, useSimulator } from './helpers/simulatorHarness';

describe('RouterOsClient login', () => {
  const simulator = useSimulator();

  afterEach(() => {
    Object.assign(simulator().options, { loginStyle: 'plain', rejectLogins: false });
  });

  it('logs in with the post-6.43 plain login and can then run commands', async () => {
    const client = await connectTo(simulator());
    expect(await client.print('/system/identity')).toEqual([{ name: 'bldg-042-gw' }]);
    await client.close();
  });

  it('falls back to the legacy MD5 challenge when an old router answers with =ret=', async () => {
    simulator().options.loginStyle = 'challenge';
    const client = await connectTo(simulator());
    expect(await client.print('/system/identity')).toEqual([{ name: 'bldg-042-gw' }]);
    await client.close();
  });

  it('uses the challenge flow directly when asked to', async () => {
    simulator().options.loginStyle = 'both';
    const client = await connectTo(simulator(), { loginMethod: 'challenge' });
    expect((await client.print('/system/identity'))[0].name).toBe('bldg-042-gw');
    await client.close();
  });

  it('rejects a wrong password with a login error that names the user but not the password', async () => {
    const attempt = connectTo(simulator(), { password: 'wrong-password' });
    await expect(attempt).rejects.toBeInstanceOf(RouterOsLoginError);
    const error = (await attempt.catch((e: unknown) => e)) as RouterOsLoginError;
    expect(error.code).toBe('LOGIN_FAILED');
    expect(error.message).toBe('Login failed for user "admin": invalid user name or password (6)');
    expect(error.message).not.toContain('wrong-password');
  });

  it('rejects a wrong password in the legacy challenge flow too', async () => {
    simulator().options.loginStyle = 'challenge';
    await expect(connectTo(simulator(), { password: `${SIM_PASSWORD}x` })).rejects.toMatchObject({
      code: 'LOGIN_FAILED',
    });
  });

  it('reports bad credentials when the router refuses every login', async () => {
    simulator().options.rejectLogins = true;
    await expect(connectTo(simulator())).rejects.toMatchObject({ code: 'LOGIN_FAILED', username: 'admin' });
  });

  it('refuses to fall back when plain login was required but the router only offers the challenge', async () => {
    simulator().options.loginStyle = 'challenge';
    await expect(connectTo(simulator(), { loginMethod: 'plain' })).rejects.toThrow(/legacy challenge login/);
  });
});
