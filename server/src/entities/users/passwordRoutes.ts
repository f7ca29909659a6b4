import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { minPasswordLength } from '../../auth/createSuperuser';
import { signAccessToken } from '../../auth/jwt';
import { sharedLoginThrottle } from '../../auth/loginThrottle';
import { verifyPassword } from '../../auth/password';
import { maxPasswordLength, passwordProblem, setPassword } from '../../auth/passwordChange';
import { issueRefreshToken } from '../../auth/refreshTokens';
import { memberships } from '../../db/schema';
import { bodyFieldError, forbidden, HttpError, notFound, tokenNotValid, tooManyAttempts } from '../../http/httpErrors';
import { pathId } from '../../http/ids';
import { errorResponses, idParams, noContent } from '../../http/schemas';
import { customerScope } from '../../access/scope';
import type { ExtraRoute } from '../kit/entityDef';
import { findUserForLogin } from './userRepository';

const password = (description: string) =>
  ({ type: 'string', minLength: minPasswordLength, maxLength: maxPasswordLength, description }) as const;

const tokenPair = {
  type: 'object',
  description: 'A new pair for this session: every other session of the user has ended',
  properties: { access: { type: 'string' }, refresh: { type: 'string' } },
  required: ['access', 'refresh'],
} as const;

/** A new password that will not do: `{loc: ['body', 'new_password'], msg}`. */
function checkNewPassword(newPassword: string): void {
  const problem = passwordProblem(newPassword);
  if (problem) throw bodyFieldError('new_password', problem);
}

interface ChangeBody {
  current_password: string;
  new_password: string;
}

/**
 * POST me/password/: the signed-in user's new password, given the current one. The check of the
 * current password counts with the login throttle (a stolen access token must not guess it at
 * leisure). Every other session of the user ends (auth/passwordChange.ts); this one goes on with
 * the pair the answer carries.
 */
async function changeOwnPassword(request: FastifyRequest) {
  const { db, config } = request.server;
  const body = request.body as ChangeBody;
  checkNewPassword(body.new_password);
  if (body.new_password === body.current_password)
    throw bodyFieldError('new_password', 'Must differ from the current password');
  const user = await findUserForLogin(db, request.user.email);
  if (!user?.isActive) throw tokenNotValid();
  const verdict = await sharedLoginThrottle(db, config.loginThrottle)(request.user.email, request.ip, () =>
    verifyPassword(body.current_password, user.passwordHash),
  );
  if ('retryMinutes' in verdict) throw tooManyAttempts(verdict.retryMinutes);
  if (!verdict.succeeded) throw bodyFieldError('current_password', 'The current password is not correct');
  const version = await setPassword(db, user.id, body.new_password);
  if (version === null) throw tokenNotValid();
  return {
    access: signAccessToken(user.id, config.jwtSecret, config.accessTokenTtlSeconds, Date.now(), version),
    refresh: await issueRefreshToken(db, user.id, config.refreshTokenTtlSeconds),
  };
}

/**
 * POST {id}/password/: a superuser sets another user's password (a user of the request's
 * customer, as every users call). Every session of that user ends; they sign in with it anew.
 */
async function resetPassword(request: FastifyRequest, reply: FastifyReply) {
  const scope = customerScope(request);
  if (!scope.isSuperuser) throw forbidden("Only a superuser can reset another user's password.");
  const userId = pathId(request);
  if (userId === scope.userId)
    throw new HttpError(400, 'Change your own password from the user menu: it asks for the current one.');
  const { new_password: newPassword } = request.body as { new_password: string };
  checkNewPassword(newPassword);
  const [member] = await request.server.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.customerId, scope.customerId)));
  if (!member || (await setPassword(request.server.db, userId, newPassword)) === null) throw notFound();
  return reply.code(204).send();
}

/** /api/crm/users/me/password/ and /api/crm/users/{id}/password/. */
export const passwordRoutes: ExtraRoute[] = [
  {
    method: 'POST',
    url: 'me/password/',
    config: { tenancy: 'user' },
    schema: {
      tags: ['users'],
      summary: "Change the signed-in user's password",
      description:
        'Needs the current password (a wrong one counts as a failed login: 429 past the login throttle). Every ' +
        'other session of the user ends: their refresh tokens are revoked, access tokens issued before are ' +
        'refused (401) and open sockets close (4419), on every instance. This session continues with the new ' +
        'pair in the answer.',
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          current_password: { type: 'string', minLength: 1, maxLength: maxPasswordLength },
          new_password: password(`At least ${minPasswordLength} characters, not the current password`),
        },
        required: ['current_password', 'new_password'],
      },
      response: { 200: tokenPair, ...errorResponses(401, 413, 415, 429) },
    },
    handler: changeOwnPassword,
  },
  {
    method: 'POST',
    url: ':id/password/',
    schema: {
      tags: ['users'],
      summary: "Set another user's password (superusers)",
      description:
        'For a user of the customer in X-Customer-ID; not for oneself (use me/password/). Every session of ' +
        'that user ends (refresh tokens revoked, earlier access tokens refused, sockets closed).',
      params: idParams,
      body: {
        type: 'object',
        additionalProperties: false,
        properties: { new_password: password(`At least ${minPasswordLength} characters`) },
        required: ['new_password'],
      },
      response: { 204: noContent, ...errorResponses(401, 403, 404, 413, 415) },
    },
    handler: resetPassword,
  },
];
