import { notFound } from '../../http/httpErrors';
import { bodySchema, errorResponses, idParams, pageSchema } from '../../http/schemas';
import { customerScope } from '../../access/scope';
import type { EntityDef, ExtraRoute, Row } from '../kit/entityDef';
import { listQuerySchema, parseListParams, type ListSpec } from '../kit/listParams';
import { pathId } from '../../http/ids';
import { itemSchemaOf } from '../kit/mountTableCalls';
import { findRow, listRows } from '../kit/rowQueries';
import { createEntity } from '../kit/writes';
import { roomEntity } from '../rooms/roomEntity';
import { tenantEntity } from '../tenants/tenantEntity';
import { moveRoutes } from './moveRoutes';

/**
 * The occupancy periods live below their room: listed per room or tenant at
 * /rooms/{id}/occupancy/ and /tenants/{id}/occupancy/ (404 when the owner is not the customer's),
 * added at POST /rooms/{id}/occupancy/.
 */
export function occupancyRoutes(occupancy: EntityDef): ExtraRoute[] {
  const item = itemSchemaOf(occupancy);
  const spec: ListSpec = {
    orderable: Object.keys(occupancy.orderable),
    defaultOrdering: occupancy.defaultOrdering,
    filters: {},
  };

  const ownerList = (owner: EntityDef, filter: 'room_id' | 'tenant_id'): ExtraRoute => ({
    method: 'GET',
    url: `${owner.path}:id/occupancy/`,
    schema: {
      summary: `Occupancy periods of a ${owner.label.toLowerCase()}`,
      params: idParams,
      querystring: listQuerySchema(spec),
      response: { 200: pageSchema(item), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      const scope = customerScope(request);
      const id = pathId(request);
      if (!(await findRow(request.server.db, owner, scope, id))) throw notFound();
      const params = parseListParams(request.query as Row, spec);
      return listRows(request.server.db, occupancy, scope, { ...params, filters: { [filter]: id } });
    },
  });

  const addToRoom: ExtraRoute = {
    method: 'POST',
    url: `${roomEntity.path}:id/occupancy/`,
    schema: {
      summary: 'Add an occupancy period to a room',
      params: idParams,
      body: bodySchema(occupancy.bodyProperties, occupancy.requiredOnCreate),
      response: { 201: item, ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const scope = customerScope(request);
      const roomId = pathId(request);
      if (!(await findRow(request.server.db, roomEntity, scope, roomId))) throw notFound();
      const created = await createEntity(request.server.db, occupancy, scope, {
        ...(request.body as Row),
        room_id: roomId,
      });
      return reply.code(201).send(created);
    },
  };

  return [ownerList(roomEntity, 'room_id'), ownerList(tenantEntity, 'tenant_id'), addToRoom, ...moveRoutes(occupancy)];
}
