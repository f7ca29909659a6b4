import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { qualified } from '../../db/qualified';
import type { EntityDef } from './entityDef';
import { allOperations } from './routeParts';

/** The prefix of the count fields a read selects for its blockers (blockerCountFields). */
const COUNT_FIELD = 'delete_blocker_count_';

/** One count per dependent, of its rows that point at `owner`: an id, or the selected row's id column. */
function dependentCounts(def: EntityDef, owner: number | SQL) {
  return Object.fromEntries(
    def.dependents.map((dep, index) => [
      `${COUNT_FIELD}${index}`,
      sql<number>`(select count(*) from ${dep.table} where ${qualified(dep.column)} = ${owner})`.mapWith(Number),
    ]),
  );
}

/** The "<count> <noun>" list of the counts a selected row carries. */
function blockersOf(def: EntityDef, counts: Record<string, unknown>): string[] {
  return def.dependents.flatMap((dep, index) => {
    const n = Number(counts[`${COUNT_FIELD}${index}`]);
    return n > 0 ? [`${n} ${n === 1 ? dep.noun[0] : dep.noun[1]}`] : [];
  });
}

/**
 * What keeps an object from being deleted, as a client reads it: one "<count> <noun>" per
 * dependent that still points at it, in the order the definition declares them
 * (`["3 outlets", "1 occupancy record"]`), [] when it can go. The 409 of a refused delete names
 * the same list, so the dialog and the refusal never disagree.
 */
export async function deleteBlockers(db: Queryable, def: EntityDef, id: number): Promise<string[]> {
  if (def.dependents.length === 0) return [];
  // One statement, one count per dependent: a round trip instead of one per dependent.
  const [row] = await db.select(dependentCounts(def, id)).from(def.table).where(eq(def.idColumn, id));
  return row ? blockersOf(def, row) : [];
}

/** deleteBlockers' counts as fields of the selected row: a read names its blockers in its own statement. */
export const blockerCountFields = (def: EntityDef) => dependentCounts(def, qualified(def.idColumn));

/** A row read with blockerCountFields: the row without them, and the blockers they name. */
export function withoutBlockerCounts(def: EntityDef, selected: Record<string, unknown>) {
  const row = Object.fromEntries(Object.entries(selected).filter(([name]) => !name.startsWith(COUNT_FIELD)));
  return { row, blockers: blockersOf(def, selected) };
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
