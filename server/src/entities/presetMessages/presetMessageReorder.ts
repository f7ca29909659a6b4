import { and, eq } from 'drizzle-orm';
import { doorbellPresetMessages } from '../../db/schema/doorbells';
import { bodyFieldError } from '../../http/httpErrors';
import { idSchema } from '../../http/ids';
import { bodySchema, errorResponses, noContent } from '../../http/schemas';
import { customerScope } from '../../access/scope';
import { recordChange, recordedType } from '../kit/changeWriter';
import type { EntityDef, ExtraRoute } from '../kit/entityDef';

const table = doorbellPresetMessages;

/**
 * POST <presets>/reorder/ {ids}: the customer's whole message order in one transaction, so a
 * failed or concurrent reorder never leaves half an order behind. The ids must be exactly the
 * customer's messages (no other customer's, none missing); otherwise 400 and nothing changes.
 */
export function presetMessageRoutes(def: EntityDef): ExtraRoute[] {
  const reorder: ExtraRoute = {
    method: 'POST',
    url: `${def.path}reorder/`,
    schema: {
      summary: 'Set the order of all preset messages',
      description:
        'Positions become 0, 1, 2, … in the order of `ids`, which must list every message of the customer once.',
      body: bodySchema(
        {
          ids: {
            type: 'array',
            items: idSchema,
            maxItems: 10000,
            uniqueItems: true,
            description: 'Message ids, first to last.',
          },
        },
        ['ids'],
      ),
      response: { 204: noContent, ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      const scope = customerScope(request);
      const { ids } = request.body as { ids: number[] };
      await request.server.db.transaction(async (tx) => {
        // Locking the customer's messages makes concurrent adds and reorders wait for this one.
        const current = await tx
          .select({ id: table.id, position: table.position })
          .from(table)
          .where(eq(table.customerId, scope.customerId))
          .for('update');
        const known = new Set(current.map((row) => row.id));
        if (ids.length !== current.length || ids.some((id) => !known.has(id)))
          throw bodyFieldError('ids', 'The order must list each preset message of this customer exactly once');
        const positionOf = new Map(current.map((row) => [row.id, row.position]));
        for (const [position, id] of ids.entries()) {
          const before = positionOf.get(id);
          if (before === position) continue;
          await tx
            .update(table)
            .set({ position, modifiedAt: new Date() })
            .where(and(eq(table.id, id), eq(table.customerId, scope.customerId)));
          await recordChange(tx, scope, {
            objectType: recordedType(def),
            objectId: id,
            action: 'update',
            before: { id, position: before },
            after: { id, position },
          });
        }
      });
      return reply.code(204).send();
    },
  };
  return [reorder];
}
