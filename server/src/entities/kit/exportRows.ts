import { and, sql } from 'drizzle-orm';
import { Bindings, builtOnce } from '../../db/builtOnce';
import type { Queryable } from '../../db/database';
import type { EntityDef, Row } from './entityDef';
import type { ListParams } from './listParams';
import { itemOf, listConditions } from './rowQueries';
import { intArray } from '../../db/sqlParts';
import type { QueryScope } from './rowScope';

/**
 * Rows per query. Small enough that a batch dies young: with 2,000 rows its objects outlived V8's
 * young generation, piled up in the old one and took the server 230 MiB over its idle size across
 * back-to-back exports of 100,000 rooms; with 1,000 it stays near 60 MiB at the same speed.
 */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * The rows of `ids` (a list's matching ids in list order, rowQueries.listedIds) as batches of API
 * items in that order, without can_delete. Each batch is one short query by primary key, so
 * nothing holds a transaction or a connection between batches (PGlite runs one statement at a
 * time: a cursor held open while a slow client downloads would stall every other request), and
 * memory stays one batch of rows deep. The ids were sorted once, so an ordering by a joined name
 * or a computed column costs one sort, not one per batch as keyset pagination on it would.
 * The list's conditions are applied again: a row changed meanwhile so that it no longer matches,
 * or deleted, is left out.
 */
export async function* exportBatches(
  db: Queryable,
  def: EntityDef,
  scope: QueryScope,
  params: ListParams,
  ids: Int32Array,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  const bound = new Bindings();
  const where = listConditions(def, scope, params, bound);
  // Every entity lists its id; an extra column only for one that does not (the CSV ignores it).
  const listedId = Object.keys(def.fields).find((key) => def.fields[key] === def.idColumn);
  const selection = { ...def.fields, ...(listedId ? {} : { export_id: def.idColumn }) };
  const idKey = listedId ?? 'export_id';
  for (let start = 0; start < ids.length; start += batchSize) {
    const wanted = ids.subarray(start, start + batchSize);
    const inBatch = sql`${def.idColumn} = any(${intArray(wanted)})`;
    const rows = (await builtOnce(db, null, bound, () => {
      const query = db.select(selection).from(def.table).$dynamic();
      return (def.joins ? (def.joins(query) as typeof query) : query).where(and(where, inBatch));
    })) as Row[];
    const byId = new Map(rows.map((row) => [Number(row[idKey]), row]));
    const batch = Array.from(wanted, (id) => byId.get(id)).filter((row): row is Row => row !== undefined);
    if (batch.length > 0) yield def.toItem ? batch.map((row) => itemOf(def, row)) : batch;
    // PGlite answers without I/O and the socket takes the text at once, so nothing here would let
    // the event loop poll: other requests (even /api/health/) waited for the whole export.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
