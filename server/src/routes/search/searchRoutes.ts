import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { hasCustomerAccess } from '../../entities/customers/customerAccess';
import { customers, memberships } from '../../db/schema/customers';
import { HttpError, forbidden } from '../../http/httpErrors';
import { idHeader } from '../../http/ids';
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
        },
        required: ['type', 'id', 'name', 'description'],
      },
    },
  },
  required: ['results'],
} as const;

/** The customers to search: X-Customer-ID when sent (checked), else every customer of the user. */
async function customerScope(request: FastifyRequest): Promise<number[]> {
  const db = request.server.db;
  const customerId = idHeader(request, 'X-Customer-ID');
  if (customerId !== undefined) {
    if (!(await hasCustomerAccess(db, request.user, customerId))) throw forbidden('You do not have access to this customer');
    return [customerId];
  }
  const rows = request.user.isSuperuser
    ? await db.select({ id: customers.id }).from(customers)
    : await db.select({ id: memberships.customerId }).from(memberships).where(eq(memberships.userId, request.user.id));
  return rows.map((row) => row.id);
}

/** GET /api/search/?query=… — quick search (spec §2.4), typo-tolerant, scoped to the user's customers. */
const searchRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get<{ Querystring: { query?: string } }>('/', {
    schema: {
      tags: ['Search'],
      summary: 'Search sites, addresses, floors, rooms, users, customers, tenants, networks, outlets and wireless networks',
      description: `At least ${MIN_QUERY_LENGTH} characters. Scoped to X-Customer-ID when sent, else to all of the user's customers. `
        + 'Best matches first (exact name, prefix, word start, trigram similarity); misspelt words are corrected against the names in the database.',
      querystring: { type: 'object', properties: { query: { type: 'string', maxLength: MAX_QUERY_LENGTH } } },
      response: { 200: resultsSchema, ...errorResponses(401, 403) },
    },
  }, async (request) => {
    if (!parseSearchQuery(request.query.query ?? '')) {
      throw new HttpError(400, `Search query must be at least ${MIN_QUERY_LENGTH} characters`);
    }
    return { results: await search(app.db, await customerScope(request), request.query.query ?? '') };
  });
};

export default searchRoutes;
