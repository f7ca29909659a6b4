import { changeRecords } from '../../db/schema/changes';
import { CHANGE_HISTORY, type EntityDef, type Row, type Scope } from './entityDef';
import type { EntityType } from '../../../../rules/entityTypes';
import type { Queryable } from '../../db/database';
import { describeChange, type ChangeAction } from './changeDiff';

/**
 * Records whose writes are recorded but which are no entity of the kit (no list page of their own):
 * maintenance windows (server/src/alerts/alertRoutes.ts).
 */
export type RecordedOnlyType = 'maintenance_window';

export interface ChangeEntry {
  objectType: EntityType | RecordedOnlyType;
  objectId: number;
  action: ChangeAction;
  before: Row | null;
  after: Row | null;
  /** field names whose values are masked in the record */
  secrets?: readonly string[];
}

/** The type the change records of a definition's writes name; the change history itself has no writes. */
export function recordedType(def: Pick<EntityDef, 'type'>): EntityType {
  if (def.type === CHANGE_HISTORY) throw new Error('The change history is never written, so it records nothing');
  return def.type;
}

/**
 * Writes the change record of a create, update or delete. Call it with the transaction that made
 * the change so a failed write leaves no record behind. An update that changed nothing is not
 * recorded.
 *
 * @example await recordChange(tx, scope, { objectType: 'room', objectId: 7, action: 'delete', before: row, after: null });
 */
export async function recordChange(tx: Queryable, scope: Scope, entry: ChangeEntry): Promise<void> {
  const { before, after } = describeChange(entry.action, entry.before, entry.after, entry.secrets);
  if (entry.action === 'update' && after && Object.keys(after).length === 0) return;
  await tx.insert(changeRecords).values({
    customerId: scope.customerId,
    userId: scope.userId,
    objectType: entry.objectType,
    objectId: entry.objectId,
    action: entry.action,
    before,
    after,
  });
}
