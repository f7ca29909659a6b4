import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sessionVersionOf, verifyAccessToken } from '../../auth/jwt';
import { hasCustomerAccess } from '../../access/customerAccess';
import { findActiveUser } from '../../access/authUser';
import { namedPlace, readPlaceHeaders } from '../../access/placeHeaders';
import { loggableError } from '../../db/errorReport';
import { errorResponses } from '../../http/schemas';

const booleans = { type: 'object', additionalProperties: { type: 'boolean' } } as const;
const numbers = { type: 'object', additionalProperties: { type: 'number' } } as const;

const healthReport = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['healthy', 'unhealthy'] },
    services: booleans,
    response_times: numbers,
    customer_services: { type: 'object', additionalProperties: booleans },
    customer_response_times: { type: 'object', additionalProperties: numbers },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['status', 'services', 'response_times', 'customer_services', 'customer_response_times', 'errors'],
} as const;

const healthSchema = {
  tags: ['health'],
  summary: 'Service health: database, realtime hub and each customer’s routers',
  description:
    'Answered from the background probes (every 30 s, each with a time-out), not a probe per request. ' +
    '200, or 503 with the same body while the database does not answer, so that an orchestrator restarts the ' +
    'instance or sends traffic elsewhere (while it is down every call checks it again, so the 503 ends as soon ' +
    'as it answers). `status` says whether the database and the realtime hub (a NOTIFY round trip) answered and storage ' +
    'can write (no disk-full error in the last minute; the embedded database: 64 MiB free). ' +
    '`customer_services` and `customer_response_times` list each enabled router (`router:<identity>`) ' +
    'reachable over the RouterOS API of the active customer only (X-Customer-ID), keyed by its id, when the ' +
    'bearer token’s user belongs to it (a superuser: any customer); without a (valid) token or that header ' +
    'they are empty. Response times are in milliseconds.',
  security: [],
  response: {
    ...errorResponses(),
    200: healthReport,
    503: { ...healthReport, description: 'The database does not answer' },
  },
} as const;

/**
 * The active customer (X-Customer-ID) when the bearer token's user may see it; none without a token, with
 * one that does not pass, or without that header. Other customers of the same user are left out: a
 * console shows one customer at a time, and another's routers are not its business.
 */
async function readerCustomers(request: FastifyRequest): Promise<Set<number> | null> {
  const active = namedPlace(readPlaceHeaders(request)).customerId;
  if (active === undefined) return null;
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  const claims = verifyAccessToken(token, request.server.config.jwtSecret);
  if (!claims) return null;
  try {
    const user = await findActiveUser(request.server.db, Number(claims.sub));
    if (!user || user.sessionVersion !== sessionVersionOf(claims)) return null;
    return (await hasCustomerAccess(request.server.db, user, active)) ? new Set([active]) : null;
  } catch (error) {
    // With the database down the answer still comes, saying so, only without customer entries.
    request.log.warn({ error: loggableError(error) }, 'health: reader unknown');
    return null;
  }
}

/** GET /api/health/ (no auth needed): the health monitor's latest results; 503 while the database is down. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: healthSchema }, async (request, reply) => {
    const { health } = app.realtime;
    await health.ready();
    if (!health.reportFor(null).services.database) {
      // Down at the last look: look again, so that the answer turns 200 as soon as it is back.
      health.recheck();
      await health.ready();
    }
    const databaseUp = health.reportFor(null).services.database;
    // The reader's customers are not asked of a database that does not answer.
    const report = health.reportFor(databaseUp ? await readerCustomers(request) : null);
    return reply.code(databaseUp ? 200 : 503).send(report);
  });
};

export default healthRoutes;
