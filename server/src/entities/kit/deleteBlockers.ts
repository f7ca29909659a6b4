import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { qualified } from '../../db/qualified';
import type { EntityDef } from './entityDef';
import { allOperations } from './routeParts';

/**
 * What keeps an object from being deleted, as a client reads it: one "<count> <noun>" per
 * dependent that still points at it, in the order the definition declares them
 * (`["3 outlets", "1 occupancy record"]`), [] when it can go. The 409 of a refused delete names
 * the same list, so the dialog and the refusal never disagree.
 */
export async function deleteBlockers(db: Queryable, def: EntityDef, id: number): Promise<string[]> {
  if (def.dependents.length === 0) return [];
  // One statement, one count per dependent: a round trip instead of one per dependent.
  const counts = Object.fromEntries(
    def.dependents.map((dep, index) => [
      `n${index}`,
      sql<number>`(select count(*) from ${dep.table} where ${qualified(dep.column)} = ${id})`.mapWith(Number),
    ]),
  );
  const [row] = await db.select(counts).from(def.table).where(eq(def.idColumn, id));
  if (!row) return [];
  return def.dependents.flatMap((dep, index) => {
    const n = row[`n${index}`];
    return n > 0 ? [`${n} ${n === 1 ? dep.noun[0] : dep.noun[1]}`] : [];
  });
}

/** Items that can be deleted through the API name their blockers on a read (not readOnly, with can_delete). */
export const namesDeleteBlockers = (def: EntityDef): boolean =>
  !def.withoutCanDelete && !def.readOnly && (def.operations ?? allOperations).includes('delete');

export const deleteBlockersProperty = {
  delete_blockers: {
    type: 'array',
    items: { type: 'string' },
    description:
      'What still depends on this object, with counts (["3 outlets", "1 occupancy record"]); empty when it can be deleted. ' +
      'A delete is refused with 409 naming the same list. Only on a read of one item; lists carry can_delete alone.',
  },
} as const;
