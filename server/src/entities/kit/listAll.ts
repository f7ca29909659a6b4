import type { Queryable } from '../../db/database';
import type { EntityDef, Row } from './entityDef';
import { parseListParams, type ListSpec } from './listParams';
import { baseQuery, itemOf } from './rowQueries';
import { scopeWhere, type QueryScope } from './rowScope';
import { orderBy } from './sqlParts';

/**
 * Every row the scope reaches, in the entity's default ordering: the list of an entity short
 * enough to answer whole (the customers a user may select), as `{data, total}`.
 */
export async function listAll(db: Queryable, def: EntityDef, scope: QueryScope, spec: ListSpec) {
  const { orderKey, descending } = parseListParams({}, spec);
  const rows = (await baseQuery(db, def)
    .where(scopeWhere(def, scope))
    .orderBy(...orderBy(def.orderable[orderKey] ?? def.idColumn, def.idColumn, descending, def.nullsLast))) as Row[];
  return { data: rows.map((row) => itemOf(def, row)), total: rows.length };
}
