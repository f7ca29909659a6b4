import type { FastifyPluginAsync } from 'fastify';
import { listQuerySchema, parseListParams } from '../../entities/listing/listParams';
import { listSpecOf } from '../../entities/crud/routes';
import { notFound } from '../../entities/crud/problems';
import { dbOf, scopeOf } from '../../entities/crud/requestScope';
import { findRow, listRows } from '../../entities/crud/rowQueries';
import { errorResponses, idParams, itemSchema, pageSchema } from '../../entities/crud/schemas';
import type { Row } from '../../entities/crud/types';
import { userDirectoryEntity } from './userDirectoryEntity';

/** GET /api/crm/users/ and /api/crm/users/{id}/: members of the request's customer only. */
const userDirectoryRoutes: FastifyPluginAsync = async (app) => {
  const spec = listSpecOf(userDirectoryEntity);
  const item = itemSchema(userDirectoryEntity.itemProperties, userDirectoryEntity.description);
  const tags = ['User'];

  app.get('/users/', {
    schema: { tags, summary: 'List the users of the customer', querystring: listQuerySchema(spec), response: { 200: pageSchema(item), ...errorResponses(401, 403) } },
  }, async (request) => listRows(dbOf(request), userDirectoryEntity, scopeOf(request), parseListParams(request.query as Row, spec)));

  app.get('/users/:id/', {
    schema: { tags, summary: 'Get a user of the customer', params: idParams, response: { 200: item, ...errorResponses(401, 403, 404) } },
  }, async (request) => {
    const row = await findRow(dbOf(request), userDirectoryEntity, scopeOf(request), (request.params as { id: number }).id);
    if (!row) throw notFound();
    return row;
  });
};

export default userDirectoryRoutes;
