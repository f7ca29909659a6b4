import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/database';
import { HttpError, conflict } from '../http/httpErrors';
import { isForeignKeyViolation, isUniqueViolation, pgError } from '../db/pgError';

/** One stored row as it was: its table and every column under its SQL name (to_jsonb of the row). */
export interface RowImage {
  tableName: string;
  depth: number;
  image: Record<string, unknown>;
}

/** A foreign key that deletes its rows with the row they point at (ON DELETE CASCADE), one column. */
interface Cascade {
  child: string;
  column: string;
  parentColumn: string;
}

// The schema does not change while the server runs: the catalog is read once per table.
const cascades = new Map<string, Promise<Cascade[]>>();
const insertable = new Map<string, Promise<string[]>>();

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

function cascadesOf(tx: Queryable, table: string): Promise<Cascade[]> {
  let found = cascades.get(table);
  if (!found) {
    found = tx
      .execute(
        sql`select c.conrelid::regclass::text as child, a.attname as "column", pa.attname as "parentColumn"
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
            join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
            where c.contype = 'f' and c.confdeltype = 'c' and cardinality(c.conkey) = 1
              and c.confrelid = ${table}::regclass
            order by 1, 2`,
      )
      .then((result) => rowsOf<Cascade>(result).map((row) => ({ ...row, child: row.child.replace(/^"(.*)"$/, '$1') })));
    cascades.set(table, found);
    found.catch(() => cascades.delete(table));
  }
  return found;
}

/** The columns an insert may name (not generated ones). */
function columnsOf(tx: Queryable, table: string): Promise<string[]> {
  let found = insertable.get(table);
  if (!found) {
    found = tx
      .execute(
        sql`select attname as name from pg_attribute
            where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
            order by attnum`,
      )
      .then((result) => rowsOf<{ name: string }>(result).map(({ name }) => name));
    insertable.set(table, found);
    found.catch(() => insertable.delete(table));
  }
  return found;
}

/**
 * The stored rows a delete of `table`'s row `id` removes: the row itself (depth 0) and, through
 * every ON DELETE CASCADE foreign key, the rows removed with it (depth 1, 2, …). Read before the
 * delete, in its transaction.
 */
export async function imagesOfDelete(tx: Queryable, table: string, idColumn: string, id: number) {
  const images: RowImage[] = [];
  const visit = async (name: string, column: string, value: unknown, depth: number) => {
    if (depth > 5) return;
    const rows = rowsOf<{ image: Record<string, unknown> }>(
      await tx.execute(sql`select to_jsonb(t) as image from ${ident(name)} t where t.${ident(column)} = ${value}`),
    );
    for (const { image } of rows) {
      images.push({ tableName: name, depth, image });
      for (const cascade of await cascadesOf(tx, name))
        if (image[cascade.parentColumn] != null)
          await visit(cascade.child, cascade.column, image[cascade.parentColumn], depth + 1);
    }
  };
  await visit(table, idColumn, id, 0);
  return images;
}

/**
 * Puts rows back exactly as they were (their ids too), parents before the rows that point at them.
 * Their serial ids came from their sequences, so a sequence is only moved on should a restored id lie
 * beyond it. A row that no longer fits (its id or a unique value taken since, a row it points at gone)
 * is refused with a 409 that names it.
 */
export async function restoreImages<T extends RowImage>(
  tx: Queryable,
  images: T[],
  describe: (image: T) => string,
  uniqueMessage: (image: T, constraint: string) => string | undefined = () => undefined,
) {
  const tables = new Set<string>();
  for (const image of [...images].sort((a, b) => a.depth - b.depth)) {
    const columns = (await columnsOf(tx, image.tableName)).filter((column) => column in image.image);
    const list = sql.join(
      columns.map((column) => ident(column)),
      sql`, `,
    );
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(
          sql`insert into ${ident(image.tableName)} (${list}) overriding system value
              select ${list} from jsonb_populate_record(null::${ident(image.tableName)}, ${JSON.stringify(image.image)}::jsonb)`,
        );
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (isUniqueViolation(error)) {
        const constraint = pgError(error)?.constraint ?? '';
        const why = uniqueMessage(image, constraint) ?? `another record took its place since (${constraint})`;
        throw conflict(`Cannot undo: ${describe(image)} cannot come back: ${why}. Change that record first.`);
      }
      if (isForeignKeyViolation(error))
        throw conflict(`Cannot undo: ${describe(image)} cannot come back, a record it belongs to was removed since.`);
      throw error;
    }
    tables.add(image.tableName);
  }
  for (const table of tables) {
    if (!(await columnsOf(tx, table)).includes('id')) continue;
    const sequence = rowsOf<{ sequence: string | null }>(
      await tx.execute(sql`select pg_get_serial_sequence(${`"${table}"`}, 'id') as sequence`),
    )[0]?.sequence;
    if (!sequence) continue;
    await tx.execute(
      sql`select setval(${sequence}::regclass, m.top)
          from (select max(id) as top from ${ident(table)}) m, pg_sequences q
          where quote_ident(q.schemaname) || '.' || quote_ident(q.sequencename) = ${sequence}
            and m.top > coalesce(q.last_value, 0)`,
    );
  }
}
