import type { FastifyPluginAsync } from 'fastify';
import { listQuerySchema, parseListParams } from '../kit/listParams';
import { listSpecOf } from '../kit/mountEntity';
import { dbOf, scopeOf } from '../kit/requestScope';
import { listRows } from '../kit/rowQueries';
import { errorResponses, itemSchema, pageSchema } from '../../http/schemas';
import type { Row } from '../kit/entityDef';
import { changeEntity } from './changeEntity';

/** GET /api/crm/changes/ — the customer's change history, newest first, filterable and paged. */
const changeRoutes: FastifyPluginAsync = async (app) => {
  const spec = listSpecOf(changeEntity);
  const { can_delete: _unused, ...item } = itemSchema(changeEntity.itemProperties, changeEntity.description).properties;
  app.get('/changes/', {
    schema: {
      tags: ['Change history'], summary: 'List change records of the customer', querystring: listQuerySchema(spec),
      response: { 200: pageSchema({ type: 'object', description: changeEntity.description, properties: item }), ...errorResponses(401, 403) },
    },
  }, async (request) => listRows(dbOf(request), changeEntity, scopeOf(request), parseListParams(request.query as Row, spec)));
};

export default changeRoutes;
