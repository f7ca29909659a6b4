import { HttpError } from '../../http/httpErrors';
import { RouterOsConnectionError, RouterOsError, RouterOsLoginError } from '../../routeros/errors';
import { routerWords } from '../../mikrotik/plan/rollback';

/**
 * Why a router could not be read or planned, as a device state: unreachable when no session came
 * about (refused, timed out, no route), failed with the router's or Portico's words otherwise.
 */
export function stateOfError(error: unknown): { kind: 'unreachable' | 'failed'; reason: string } {
  if (error instanceof RouterOsConnectionError) return { kind: 'unreachable', reason: error.message };
  if (error instanceof RouterOsLoginError)
    return { kind: 'failed', reason: 'The router rejected the login credentials' };
  if (error instanceof RouterOsError)
    return { kind: error.code === 'COMMAND_TIMEOUT' ? 'unreachable' : 'failed', reason: routerWords(error) };
  if (error instanceof HttpError) return { kind: 'failed', reason: error.message };
  throw error;
}
