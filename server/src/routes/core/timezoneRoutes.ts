import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../http/schemas';

// The runtime's IANA list, plus UTC, which Node lists only as an alias.
const zones = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();

const timezonesSchema = {
  tags: ['core'],
  summary: 'IANA time zone names for the site form',
  security: [],
  response: {
    200: { type: 'object', properties: { data: { type: 'array', items: { type: 'string' } } }, required: ['data'] },
    ...errorResponses(),
  },
} as const;

/** GET /api/core/timezones/ */
const timezoneRoutes: FastifyPluginAsync = async (app) => {
  app.get('/timezones/', { schema: timezonesSchema }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { data: zones };
  });
};

export default timezoneRoutes;
