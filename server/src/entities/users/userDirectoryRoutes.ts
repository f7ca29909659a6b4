import type { FastifyPluginAsync } from 'fastify';
import { listQuerySchema, parseListParams } from '../kit/listParams';
import { listSpecOf } from '../kit/mountEntity';
import { notFound } from '../../http/httpErrors';
import { dbOf, scopeOf } from '../kit/requestScope';
import { findRow, listRows } from '../kit/rowQueries';
import { errorResponses, idParams, itemSchema, pageSchema } from '../../http/schemas';
import type { Row } from '../kit/entityDef';
import { userEntity } from './userEntity';

/** GET /api/crm/users/ and /api/crm/users/{id}/: members of the request's customer only. */
const userDirectoryRoutes: FastifyPluginAsync = async (app) => {
  const spec = listSpecOf(userEntity);
  const item = itemSchema(userEntity.itemProperties, userEntity.description);
  const tags = ['User'];

  app.get('/users/', {
    schema: { tags, summary: 'List the users of the customer', querystring: listQuerySchema(spec), response: { 200: pageSchema(item), ...errorResponses(401, 403) } },
  }, async (request) => listRows(dbOf(request), userEntity, scopeOf(request), parseListParams(request.query as Row, spec)));

  app.get('/users/:id/', {
    schema: { tags, summary: 'Get a user of the customer', params: idParams, response: { 200: item, ...errorResponses(401, 403, 404) } },
  }, async (request) => {
    const row = await findRow(dbOf(request), userEntity, scopeOf(request), (request.params as { id: number }).id);
    if (!row) throw notFound();
    return row;
  });
};

export default userDirectoryRoutes;
