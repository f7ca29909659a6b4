/** GET /api/crm/sites/{id}/moves/?days=30: the site's move-ins and move-outs and what they change. */
import { and, eq } from 'drizzle-orm';
import { customerScope } from '../../../access/scope';
import { sites } from '../../../db/schema';
import { notFound } from '../../../http/httpErrors';
import { pathId } from '../../../http/ids';
import { errorResponses, idParams } from '../../../http/schemas';
import type { ExtraRoute } from '../../kit/entityDef';
import { localDate, siteZone } from '../../../mikrotik/moves/siteDates';
import { upcomingMoves } from './upcomingMoves';

const move = {
  type: 'object',
  properties: {
    occupancy_id: { type: 'integer' },
    kind: { type: 'string', enum: ['move_in', 'move_out'] },
    date: {
      type: 'string',
      format: 'date',
      description: "The site's local date; the change is due at its local midnight.",
    },
    due_at: { type: 'string', format: 'date-time' },
    room_id: { type: 'integer' },
    room_name: { type: 'string' },
    tenant_id: { type: 'integer' },
    tenant_name: { type: 'string' },
    ports: { type: 'array', items: { type: 'string' }, description: "The room's outlet ports (switch and port)." },
    vlan_before: { type: ['integer', 'null'] },
    vlan_after: {
      type: ['integer', 'null'],
      description: "The tenant's VLAN on move-in; the vacant VLAN on move-out.",
    },
    keys: {
      type: 'integer',
      description:
        "The tenant's Wi-Fi keys put on the air (move-in) or withdrawn (move-out); 0 when the tenant lives in another of the site's rooms that day.",
    },
    speed_limit: { type: ['string', 'null'] },
    external_ips: { type: 'array', items: { type: 'string' } },
    status: {
      type: 'string',
      enum: ['upcoming', 'overdue', 'not_applied', 'waiting_for_approval', 'applying', 'applied', 'failed'],
      description:
        'upcoming until its time; then overdue (not handled yet), not_applied (automatic apply off), waiting_for_approval (plan only), applying, applied or failed.',
    },
  },
  required: [
    'occupancy_id',
    'kind',
    'date',
    'due_at',
    'room_id',
    'room_name',
    'tenant_id',
    'tenant_name',
    'ports',
    'vlan_before',
    'vlan_after',
    'keys',
    'speed_limit',
    'external_ips',
    'status',
  ],
} as const;

export const upcomingMovesRoute: ExtraRoute = {
  method: 'GET',
  url: ':id/moves/',
  schema: {
    tags: ['sites'],
    summary: "A site's move-ins and move-outs (the last week and the next days) with what each changes",
    params: idParams,
    querystring: {
      type: 'object',
      properties: { days: { type: 'integer', minimum: 1, maximum: 90, default: 30, description: 'Days ahead.' } },
      additionalProperties: false,
    },
    response: {
      200: {
        type: 'object',
        properties: {
          data: { type: 'array', items: move },
          today: { type: 'string', format: 'date', description: "The site's local date now (its time zone)." },
        },
        required: ['data', 'today'],
      },
      ...errorResponses(400, 401, 403, 404),
    },
  },
  handler: async (request) => {
    const [site] = await request.server.db
      .select({ id: sites.id, timeZone: sites.timeZone, vacantVlanId: sites.vacantVlanId })
      .from(sites)
      .where(and(eq(sites.id, pathId(request)), eq(sites.customerId, customerScope(request).customerId)));
    if (!site) throw notFound();
    const { days } = request.query as { days: number };
    const now = new Date();
    // The site's own date, so a client in another zone (the dashboard) counts the site's moves of today.
    return {
      data: await upcomingMoves(request.server.db, site, now, days),
      today: localDate(now, siteZone(site.timeZone)),
    };
  },
};
