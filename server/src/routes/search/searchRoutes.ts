import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/httpErrors';
import { customersScope } from '../../access/scope';
import { errorResponses } from '../../http/schemas';
import { MIN_QUERY_LENGTH, MAX_QUERY_LENGTH, parseSearchQuery } from '../../search/searchQuery';
import { search } from '../../search/searchEngine';
import { SEARCH_TYPES } from '../../search/searchSources';

const resultsSchema = {
  type: 'object',
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string', enum: [...SEARCH_TYPES] },
          id: { type: 'integer' },
          name: { type: 'string' },
          description: { type: 'string' },
          site: { type: 'string', description: 'The site the object is on (objects of a site only)' },
        },
        required: ['type', 'id', 'name', 'description'],
      },
    },
  },
  required: ['results'],
} as const;

/** GET /api/search/?query=… — quick search (requirements §2.4), typo-tolerant, scoped to the user's customers. */
const searchRoutes: FastifyPluginAsync = async (app) => {
  app.admitDatabaseWork();
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.enforceTenancy);
  app.get<{ Querystring: { query?: string } }>(
    '/',
    {
      config: { tenancy: 'optionalCustomer' },
      schema: {
        tags: ['Search'],
        summary:
          'Search sites, addresses, floors, rooms, users, customers, tenants, networks, outlets and wireless networks',
        description:
          `At least ${MIN_QUERY_LENGTH} characters. Scoped to X-Customer-ID when sent, else to all of the user's customers. ` +
          'Best matches first (exact name, prefix, word start, trigram similarity); misspelt words are corrected against the names in the database.',
        querystring: { type: 'object', properties: { query: { type: 'string', maxLength: MAX_QUERY_LENGTH } } },
        response: { 200: resultsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      if (!parseSearchQuery(request.query.query ?? '')) {
        throw new HttpError(400, `Search query must be at least ${MIN_QUERY_LENGTH} characters`);
      }
      return { results: await search(app.db, customersScope(request).customerIds, request.query.query ?? '') };
    },
  );
};

export default searchRoutes;
