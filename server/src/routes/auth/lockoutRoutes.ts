import type { FastifyPluginAsync } from 'fastify';
import { clearLockouts, currentLockouts, type LockoutFilter } from '../../auth/lockouts';
import { HttpError } from '../../http/httpErrors';
import { errorResponses } from '../../http/schemas';

const filterQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254, description: 'An account (any letter case)' },
    address: { type: 'string', minLength: 1, maxLength: 64, description: 'A client address' },
  },
} as const;

const lockout = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      enum: ['account_address', 'address', 'account'],
      description:
        '`account_address`: this account from this address waits out its back-off. `address`: too many ' +
        'failures from the address; only accounts that signed in from it within 30 days still may. `account`: ' +
        'too many failures at the account from anywhere; only its usual addresses still may.',
    },
    email: { type: ['string', 'null'] },
    address: { type: ['string', 'null'] },
    failures: { type: 'integer', description: 'Failures inside the window (LOGIN_THROTTLE_WINDOW_SECONDS)' },
    locked_until: { type: 'string', format: 'date-time' },
  },
  required: ['kind', 'email', 'address', 'failures', 'locked_until'],
} as const;

const config = { tenancy: 'superuser' as const, superuserOnly: 'Only a superuser can see or clear sign-in lockouts.' };

/**
 * /api/auth/lockouts/: the login throttle's lockouts holding now, and clearing them (superusers).
 * The throttle cannot tell a guesser from a colleague behind the same address, so someone must be
 * able to let the owner back in before the window ends.
 */
const lockoutRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    await app.authenticate(request);
    await app.enforceTenancy(request);
  });

  app.get<{ Querystring: LockoutFilter }>(
    '/',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Sign-in lockouts holding now (superusers)',
        description:
          'With `email`: that account’s, and those of the addresses it failed from; with `address`: that ' +
          'address’s. Latest-ending first.',
        querystring: filterQuery,
        response: {
          200: { type: 'object', properties: { data: { type: 'array', items: lockout } } },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({
      data: await currentLockouts(app.db, app.config.loginThrottle, request.query),
    }),
  );

  app.delete<{ Querystring: LockoutFilter }>(
    '/',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Clear sign-in lockouts (superusers)',
        description:
          'Forgets the failed sign-ins of the account (`email`), the address (`address`), or the account at ' +
          'the address (both), which lifts the lockouts they made. Answers how many were forgotten.',
        querystring: filterQuery,
        response: {
          200: { type: 'object', properties: { cleared: { type: 'integer' } }, required: ['cleared'] },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      if (!request.query.email && !request.query.address)
        throw new HttpError(400, 'Name the account (email), the address (address), or both.');
      return { cleared: await clearLockouts(app.db, request.query) };
    },
  );
};

export default lockoutRoutes;
