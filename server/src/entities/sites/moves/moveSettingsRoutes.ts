/**
 * GET and PATCH /api/crm/sites/{id}/move-settings/: the site's vacant VLAN and what a move-in or
 * move-out does to its routers (Off / Plan only / Apply automatically).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customerScope } from '../../../access/scope';
import { networks, sites } from '../../../db/schema';
import { MOVE_APPLY_MODES, type MoveApplyMode } from '../../../../../rules/moves';
import { HttpError, bodyFieldError, notFound } from '../../../http/httpErrors';
import { pathId } from '../../../http/ids';
import { errorResponses, idParams } from '../../../http/schemas';
import { recordChange } from '../../kit/changeWriter';
import type { ExtraRoute } from '../../kit/entityDef';

const settings = {
  type: 'object',
  properties: {
    vacant_vlan_id: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 4000,
      description:
        "VLAN the outlets of a room without a current occupant go to; null: they carry none. Not a network's VLAN.",
    },
    move_apply: {
      type: 'string',
      enum: [...MOVE_APPLY_MODES],
      description:
        'At each move-in and move-out (local midnight): off = routers are left alone; plan = they show the pending plan; apply = it is applied.',
    },
  },
} as const;

const tags = ['sites'];

async function siteOf(request: FastifyRequest) {
  const [site] = await request.server.db
    .select({ id: sites.id, vacantVlanId: sites.vacantVlanId, moveApply: sites.moveApply })
    .from(sites)
    .where(and(eq(sites.id, pathId(request)), eq(sites.customerId, customerScope(request).customerId)));
  if (!site) throw notFound();
  return site;
}

const apiOf = (site: { vacantVlanId: number | null; moveApply: string }) => ({
  vacant_vlan_id: site.vacantVlanId,
  move_apply: site.moveApply,
});

export const moveSettingsRoutes: ExtraRoute[] = [
  {
    method: 'GET',
    url: ':id/move-settings/',
    schema: {
      tags,
      summary: "Read a site's move settings (vacant VLAN, automatic apply)",
      params: idParams,
      response: { 200: { ...settings, required: ['vacant_vlan_id', 'move_apply'] }, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => apiOf(await siteOf(request)),
  },
  {
    method: 'PATCH',
    url: ':id/move-settings/',
    schema: {
      tags,
      summary: "Change a site's move settings (recorded in the history)",
      params: idParams,
      body: { ...settings, additionalProperties: false, minProperties: 1 },
      response: {
        200: { ...settings, required: ['vacant_vlan_id', 'move_apply'] },
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      const site = await siteOf(request);
      const body = request.body as { vacant_vlan_id?: number | null; move_apply?: MoveApplyMode };
      const db = request.server.db;
      // Unknown fields are stripped before the handler sees them: a body with none of these changes nothing.
      if (body.vacant_vlan_id === undefined && body.move_apply === undefined)
        throw new HttpError(400, 'Send vacant_vlan_id or move_apply');
      if (body.vacant_vlan_id !== undefined && body.vacant_vlan_id !== null) {
        const [clash] = await db
          .select({ name: networks.name })
          .from(networks)
          .where(and(eq(networks.siteId, site.id), eq(networks.vlanId, body.vacant_vlan_id)));
        if (clash)
          throw bodyFieldError('vacant_vlan_id', `VLAN ${body.vacant_vlan_id} is the VLAN of network "${clash.name}"`);
      }
      const next = {
        vacantVlanId: body.vacant_vlan_id === undefined ? site.vacantVlanId : body.vacant_vlan_id,
        moveApply: body.move_apply ?? site.moveApply,
      };
      await db.transaction(async (tx) => {
        await tx.update(sites).set(next).where(eq(sites.id, site.id));
        await recordChange(tx, customerScope(request), {
          objectType: 'site',
          objectId: site.id,
          action: 'update',
          before: apiOf(site),
          after: apiOf(next),
        });
      });
      return apiOf(next);
    },
  },
];
