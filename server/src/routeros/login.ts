/**
 * Login flows. RouterOS 6.43+ takes the password in plain text in the first `/login`; older routers
 * ignore it and answer with a challenge (`=ret=`) that must be answered with an MD5 response.
 */
import { challengeResponse } from './challengeResponse';
import type { CommandParams } from './commandWords';
import { RouterOsLoginError, RouterOsTrapError } from './errors';
import type { CommandResult } from './pendingCommands';

/** 'auto' tries the plain login and falls back to the challenge when the router sends one. */
export type LoginMethod = 'auto' | 'plain' | 'challenge';

type Execute = (command: string, params?: CommandParams) => Promise<CommandResult>;

async function answerChallenge(execute: Execute, username: string, password: string, challenge: string): Promise<void> {
  await execute('/login', { attributes: { name: username, response: challengeResponse(password, challenge) } });
}

/**
 * Logs in over an open connection. A `!trap` from the router becomes RouterOsLoginError.
 * @example await performLogin(client.execute.bind(client), 'admin', 'secret', 'auto')
 */
export async function performLogin(
  execute: Execute,
  username: string,
  password: string,
  method: LoginMethod,
): Promise<void> {
  try {
    if (method === 'challenge') {
      const first = await execute('/login');
      if (!first.done.ret) throw new RouterOsLoginError(username, 'the router sent no login challenge');
      await answerChallenge(execute, username, password, first.done.ret);
      return;
    }
    const result = await execute('/login', { attributes: { name: username, password } });
    const challenge = result.done.ret;
    if (!challenge) return;
    if (method === 'plain') {
      throw new RouterOsLoginError(
        username,
        'the router only supports the legacy challenge login (RouterOS before 6.43)',
      );
    }
    await answerChallenge(execute, username, password, challenge);
  } catch (error) {
    if (error instanceof RouterOsTrapError) throw new RouterOsLoginError(username, error.routerMessage);
    throw error;
  }
}
