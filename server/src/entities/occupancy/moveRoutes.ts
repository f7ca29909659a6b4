/**
 * POST /crm/rooms/{id}/move-in/: tenant, network, occupancy and Wi-Fi keys in one transaction
 * (moveIn.ts). GET /crm/rooms/occupancy/{id}/move-out-preview/?end_date=: what moving that
 * occupancy's tenant out on the date will change (moveOutPreview.ts). Both 404 for a room or
 * occupancy of another customer.
 */
import { and, eq } from 'drizzle-orm';
import { rooms } from '../../db/schema/property';
import { bodyFieldError, notFound } from '../../http/httpErrors';
import { errorResponses, idParams, optionalDate, optionalInteger, optionalRef, optionalText } from '../../http/schemas';
import { customerScope } from '../../access/scope';
import { pathId } from '../../http/ids';
import type { EntityDef, ExtraRoute } from '../kit/entityDef';
import { itemSchemaOf } from '../kit/mountTableCalls';
import { roomEntity } from '../rooms/roomEntity';
import { tenantEntity } from '../tenants/tenantEntity';
import { networkEntity } from '../networks/networkEntity';
import { moveIn, type MoveInBody } from './moveIn';
import { moveOutPreview } from './moveOutPreview';

const moveInBody = {
  type: 'object',
  additionalProperties: false,
  required: ['start_date'],
  properties: {
    tenant_id: optionalRef("An existing tenant of the room's site; else name a new one with tenant_name."),
    tenant_name: optionalText(200, 'Name of a new tenant (person), created with the move-in.'),
    tenant_email: optionalText(254, "The new tenant's e-mail address."),
    tenant_phone: optionalText(30, "The new tenant's phone number."),
    start_date: { type: 'string', format: 'date', description: "Move-in day (YYYY-MM-DD), the site's local date." },
    end_date: optionalDate('Move-out day, exclusive, if known.'),
    vlan_id: optionalInteger('VLAN of the new network; default the next free one of the site.', 1, 4094),
    subnet: optionalText(18, 'Subnet of the new network; default the next free one of the site prefix.'),
    gateway: optionalText(15, 'Gateway of the new network; default the first host of the proposed subnet.'),
    speed_limit_id: optionalRef('Speed limit of the new network, if any.'),
  },
};

const movedInKey = {
  type: 'object',
  description: "The tenant's own key on a wireless network of the site, for its Wi-Fi card.",
  properties: {
    wireless_id: { type: 'integer' },
    ssid: { type: 'string' },
    security: { type: 'string' },
    hidden: { type: 'boolean' },
    vlan_id: { type: 'integer' },
    key: { type: 'string' },
  },
};

const preview = {
  type: 'object',
  properties: {
    occupancy_id: { type: 'integer' },
    room_id: { type: 'integer' },
    room_name: { type: 'string' },
    tenant_id: { type: 'integer' },
    tenant_name: { type: 'string' },
    end_date: { type: 'string', format: 'date' },
    problem: { type: ['string', 'null'], description: 'Why this end date would be refused, if it would.' },
    ports: { type: 'array', items: { type: 'string' } },
    vlan_before: { type: ['integer', 'null'] },
    vlan_after: { type: ['integer', 'null'], description: "The site's vacant VLAN, or the next occupant's." },
    lives_elsewhere: { type: 'boolean' },
    keys_revoked: {
      type: 'array',
      items: { type: 'object', properties: { wireless_id: { type: 'integer' }, ssid: { type: 'string' } } },
    },
    external_ips_freed: { type: 'array', items: { type: 'string' } },
  },
};

export function moveRoutes(occupancy: EntityDef): ExtraRoute[] {
  const moveInRoute: ExtraRoute = {
    method: 'POST',
    url: `${roomEntity.path}:id/move-in/`,
    schema: {
      summary: 'Move a tenant in: tenant, network, occupancy and Wi-Fi keys in one step',
      params: idParams,
      body: moveInBody,
      response: {
        201: {
          type: 'object',
          properties: {
            tenant: itemSchemaOf(tenantEntity),
            network: itemSchemaOf(networkEntity),
            occupancy: itemSchemaOf(occupancy),
            keys: { type: 'array', items: movedInKey },
          },
        },
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request, reply) => {
      const scope = customerScope(request);
      const [room] = await request.server.db
        .select({ id: rooms.id, siteId: rooms.siteId })
        .from(rooms)
        .where(and(eq(rooms.id, pathId(request)), eq(rooms.customerId, scope.customerId)));
      if (!room) throw notFound();
      const result = await moveIn(request.server.db, occupancy, scope, room, request.body as MoveInBody);
      return reply.header('Cache-Control', 'no-store').code(201).send(result);
    },
  };

  const previewRoute: ExtraRoute = {
    method: 'GET',
    url: `${occupancy.path}:id/move-out-preview/`,
    schema: {
      summary: 'What moving the tenant out on a date will change (nothing is saved)',
      params: idParams,
      querystring: {
        type: 'object',
        required: ['end_date'],
        additionalProperties: false,
        properties: { end_date: { type: 'string', format: 'date', description: 'The move-out day.' } },
      },
      response: { 200: preview, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { end_date: endDate } = request.query as { end_date: string };
      const result = await moveOutPreview(
        request.server.db,
        customerScope(request).customerId,
        pathId(request),
        endDate,
      );
      if (!result) throw notFound();
      if (result.problem) throw bodyFieldError('end_date', result.problem);
      return result;
    },
  };
  return [moveInRoute, previewRoute];
}
