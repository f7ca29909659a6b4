import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { roomEntity } from '../rooms/roomEntity';
import { tenantEntity } from '../tenants/tenantEntity';
import { listQuerySchema, parseListParams, type ListSpec } from '../kit/listParams';
import { notFound } from '../../http/httpErrors';
import { dbOf, scopeOf } from '../kit/requestScope';
import { findRow, listRows } from '../kit/rowQueries';
import { bodySchema, errorResponses, idParams, itemSchema, noContent, pageSchema } from '../../http/schemas';
import type { EntityDef, Row } from '../kit/entityDef';
import { createEntity, deleteEntity, updateEntity } from '../kit/writes';
import { occupancyEntity } from './occupancyEntity';

const item = itemSchema(occupancyEntity.itemProperties, occupancyEntity.description);
const spec: ListSpec = { orderable: Object.keys(occupancyEntity.orderable), defaultOrdering: occupancyEntity.defaultOrdering, filters: {} };
const tags = ['Room occupancy'];
const idOf = (params: unknown) => (params as { id: number }).id;

/** The occupancy periods of one room or one tenant; 404 when the owner is not the customer's. */
function ownerList(app: FastifyInstance, owner: EntityDef, filter: 'room_id' | 'tenant_id'): void {
  app.get(`${owner.path}:id/occupancy/`, {
      schema: { tags, summary: `Occupancy periods of a ${owner.label.toLowerCase()}`, params: idParams, querystring: listQuerySchema(spec), response: { 200: pageSchema(item), ...errorResponses(401, 403, 404) } },
    }, async (request) => {
      const scope = scopeOf(request);
      const id = idOf(request.params);
      if (!(await findRow(dbOf(request), owner, scope, id))) throw notFound();
      const params = parseListParams(request.query as Row, spec);
      return listRows(dbOf(request), occupancyEntity, scope, { ...params, filters: { [filter]: id } });
    });
}

/** GET/POST /crm/rooms/{id}/occupancy/, PATCH/DELETE /crm/rooms/occupancy/{id}/, GET /crm/tenants/{id}/occupancy/. */
const occupancyRoutes: FastifyPluginAsync = async (app) => {
  ownerList(app, roomEntity, 'room_id');
  ownerList(app, tenantEntity, 'tenant_id');

  app.post('/rooms/:id/occupancy/', {
    schema: { tags, summary: 'Add an occupancy period to a room', params: idParams, body: bodySchema(occupancyEntity.bodyProperties, occupancyEntity.requiredOnCreate), response: { 201: item, ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const scope = scopeOf(request);
    const roomId = idOf(request.params);
    if (!(await findRow(dbOf(request), roomEntity, scope, roomId))) throw notFound();
    return reply.code(201).send(await createEntity(dbOf(request), occupancyEntity, scope, { ...(request.body as Row), room_id: roomId }));
  });

  app.patch('/rooms/occupancy/:id/', {
    schema: { tags, summary: 'Change an occupancy period', params: idParams, body: bodySchema(occupancyEntity.bodyProperties), response: { 200: item, ...errorResponses(401, 403, 404) } },
  }, async (request) => updateEntity(dbOf(request), occupancyEntity, scopeOf(request), idOf(request.params), request.body as Row));

  app.delete('/rooms/occupancy/:id/', {
    schema: { tags, summary: 'Remove an occupancy period', params: idParams, response: { 204: noContent, ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    await deleteEntity(dbOf(request), occupancyEntity, scopeOf(request), idOf(request.params));
    return reply.code(204).send();
  });
};

export default occupancyRoutes;
