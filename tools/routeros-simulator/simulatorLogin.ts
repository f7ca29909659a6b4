/**
 * `/login` as routers of the configured generation answer it.
 */
import { randomBytes } from 'node:crypto';
import { challengeResponse } from '../../server/src/routeros/challengeResponse';
import { SimulatorTrap } from './menuStore';
import type { Row } from './seedData';
import type { SimulatorOptions } from './simulatorOptions';

/** The message RouterOS sends for wrong credentials (clients match on it). */
export const BAD_CREDENTIALS_MESSAGE = 'invalid user name or password (6)';

export interface LoginState {
  user: string | null;
  /** The challenge handed out by the last bare `/login` (legacy flow), hex. */
  challenge: string | null;
}

function checkPassword(options: SimulatorOptions, name: string, matches: (password: string) => boolean): string {
  const user = options.users.find((candidate) => candidate.name === name);
  if (options.rejectLogins || !user || !matches(user.password)) throw new SimulatorTrap(BAD_CREDENTIALS_MESSAGE, null);
  return user.name;
}

/**
 * Handles one `/login` sentence; returns the `!done` attributes or throws SimulatorTrap.
 * Updates `state.user` on success.
 */
export function handleLogin(state: LoginState, attributes: Row, options: SimulatorOptions): Row {
  const { name, password, response } = attributes;
  const legacyAllowed = options.loginStyle !== 'plain';

  if (response !== undefined) {
    const challenge = state.challenge;
    if (!legacyAllowed || !challenge) throw new SimulatorTrap(BAD_CREDENTIALS_MESSAGE, null);
    state.challenge = null;
    state.user = checkPassword(options, name ?? '', (secret) => challengeResponse(secret, challenge) === response);
    return {};
  }
  // Old routers ignore a plain password and always answer with a challenge.
  if (options.loginStyle === 'challenge' || (legacyAllowed && name === undefined)) {
    state.challenge = randomBytes(16).toString('hex');
    return { ret: state.challenge };
  }
  if (name === undefined || password === undefined) throw new SimulatorTrap(BAD_CREDENTIALS_MESSAGE, null);
  state.user = checkPassword(options, name, (secret) => secret === password);
  return {};
}
