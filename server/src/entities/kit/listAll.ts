import { Bindings, builtOnce } from '../../db/builtOnce';
import type { Queryable } from '../../db/database';
import type { EntityDef, Row } from './entityDef';
import type { ListParams } from './listParams';
import { baseQuery, itemOf, listConditions } from './rowQueries';
import type { QueryScope } from './rowScope';
import { orderBy } from '../../db/sqlParts';

/**
 * Every row the scope reaches, in the entity's default ordering: the list of an entity short
 * enough to answer whole (the customers a user may select, the routers), narrowed by its filters.
 */
export async function listAll(db: Queryable, def: EntityDef, scope: QueryScope, params: ListParams): Promise<Row[]> {
  const { orderKey, descending } = params;
  const bound = new Bindings();
  const where = listConditions(def, scope, params, bound);
  const order = orderBy(def.orderable[orderKey] ?? def.idColumn, def.idColumn, descending, def.nullsLast);
  const rows = (await builtOnce(db, null, bound, () =>
    baseQuery(db, def)
      .where(where)
      .orderBy(...order),
  )) as Row[];
  return rows.map((row) => itemOf(def, row));
}
