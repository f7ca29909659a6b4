import { Column, Param, Placeholder, SQL, getTableName, is, sql, type AnyColumn } from 'drizzle-orm';
import type { Queryable } from './database';

/**
 * The values of one call of a statement built once per shape: each value goes into the statement as
 * a placeholder, and the call runs with `values`.
 */
export class Bindings {
  readonly values: Record<string, unknown> = {};

  /**
   * `value` as the placeholder `name`; with `column`, encoded as drizzle encodes a value compared
   * with it. A name may be bound again (the customer of a list and of its page) to the same value.
   */
  bind(name: string, value: unknown, column?: AnyColumn): Placeholder {
    const encoded = column ? column.mapToDriverValue(value) : value;
    if (name in this.values && this.values[name] !== encoded) throw new Error(`${name} is bound to another value`);
    this.values[name] = encoded;
    return sql.placeholder(name);
  }
}

/** A drizzle query that can be prepared: what `db.select()…` builds. */
export interface Preparable {
  toSQL(): { params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

type Prepared = ReturnType<Preparable['prepare']>;

/** Shapes kept; past it the oldest is built again when next needed. */
export const SHAPES_KEPT = 1000;

/**
 * Prepared statements by driver (PGlite or node-postgres: their prepared queries differ) and shape.
 * A statement is the same text on every database of a driver, so it is built once for the process
 * and runs on the client of whoever calls: the pool, or a transaction's connection.
 */
const preparedByDriver = new WeakMap<object, Map<string, Prepared>>();

/**
 * The driver of `db` (its session's class) and the client a query of it runs on, which drizzle
 * keeps on the session: the pool or PGlite for a database, a transaction's own connection.
 */
function driverOf(db: Queryable): { driver: object; client: object } {
  const session: unknown = db._.session;
  if (typeof session === 'object' && session !== null && 'client' in session) {
    const { client } = session;
    if (typeof client === 'object' && client !== null) return { driver: session.constructor, client };
  }
  throw new Error('drizzle no longer keeps the client on its session');
}

/** `prepared`, run on `client` instead of the one it was built on. */
function runningOn(prepared: Prepared, client: object): Prepared {
  if (!('client' in prepared)) throw new Error('drizzle no longer keeps the client on its prepared queries');
  return Object.create(prepared, { client: { value: client } }) as Prepared;
}

/** What turns a column's value as the driver gives it into the row's value (a timestamp into a Date). */
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** The decoder drizzle's mapping uses for a selected field (a SQL fragment's is set by `mapWith`). */
function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) return field;
  const fragment: object | null = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : null;
  const decoder: unknown = fragment && 'decoder' in fragment ? fragment.decoder : null;
  return typeof decoder === 'object' && decoder !== null && 'mapFromDriverValue' in decoder
    ? (decoder as Decoder)
    : null;
}

/** A selected field as drizzle keeps it on a prepared query: where it goes in the row, and what it is. */
type Selected = { path: string[]; field: unknown };

/**
 * The objects of a selection that drizzle gives as null: those of an outer-joined table whose first
 * column is null (when all of the object's columns come from that table).
 */
function nullableObjects(selected: Selected[], notNullable: Record<string, boolean>) {
  const firsts = new Map<string, { index: number; table: string; mixed: boolean }>();
  selected.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const table = getTableName(field.table);
    const first = firsts.get(path[0]);
    if (!first) firsts.set(path[0], { index, table, mixed: false });
    else if (first.table !== table) first.mixed = true;
  });
  return [...firsts]
    .filter(([, { table, mixed }]) => !mixed && !notNullable[table])
    .map(([name, { index }]) => ({ name, index }));
}

/**
 * Maps a statement's rows as drizzle does (a field to its key, or to a key of a joined object),
 * with each field's decoder found once per statement: drizzle's own mapping finds it again for
 * every value of every row, 6 % of the server's time in bench:load-api. Null for a selection
 * nested deeper, which drizzle maps as ever.
 */
function rowMapper(fields: unknown, notNullable: unknown): ((rows: unknown[][]) => Record<string, unknown>[]) | null {
  if (!Array.isArray(fields)) return null;
  const selected = fields as Selected[];
  if (selected.some(({ path }) => path.length > 2)) return null;
  const paths = selected.map(({ path }) => path);
  const decoders = selected.map(({ field }) => decoderOf(field));
  if (decoders.some((decoder) => decoder === null)) return null;
  const nullable =
    typeof notNullable === 'object' && notNullable !== null
      ? nullableObjects(selected, notNullable as Record<string, boolean>)
      : [];
  return (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let i = 0; i < paths.length; i += 1) {
        const value = row[i];
        const decoded = value === null ? null : decoders[i]!.mapFromDriverValue(value);
        const [key, inner] = paths[i];
        if (inner === undefined) mapped[key] = decoded;
        else ((mapped[key] ??= {}) as Record<string, unknown>)[inner] = decoded;
      }
      for (const { name, index } of nullable) if (row[index] === null) mapped[name] = null;
      return mapped;
    });
}

/** `prepared`, mapping its rows with rowMapper where it can. */
function withRowMapper(prepared: Prepared): Prepared {
  if (!('fields' in prepared) || !('joinsNotNullableMap' in prepared) || !('customResultMapper' in prepared))
    throw new Error('drizzle no longer keeps the selection and result mapper on its prepared queries');
  if (prepared.customResultMapper) return prepared;
  const mapper = rowMapper(prepared.fields, prepared.joinsNotNullableMap);
  if (mapper) Object.assign(prepared, { customResultMapper: mapper });
  return prepared;
}

/** Throws when `query` carries a value: built once, it would serve every later call of the shape. */
function checkNothingWritten(shape: string, query: Preparable): void {
  const written = query
    .toSQL()
    .params.filter((p) => !is(p, Placeholder) && !(is(p, Param) && is(p.value, Placeholder)));
  if (written.length > 0) throw new Error(`${shape}: a value was written into a statement built once`);
}

/**
 * Runs the statement `build` writes for `shape`, built and rendered by drizzle only the first time.
 * Drizzle builds a query's fragments and renders them to text afresh on every call: a quarter of
 * the server's time on a list call. `shape` must name everything that changes the text (which
 * filters, the ordering, the page size); each value goes in through `bound` and is refused in the
 * statement itself, since it would serve every later call of the shape. A null shape builds anew.
 */
export async function builtOnce(
  db: Queryable,
  shape: string | null,
  bound: Bindings,
  build: () => Preparable,
): Promise<unknown> {
  if (shape === null) return build().prepare('').execute(bound.values);
  const { driver, client } = driverOf(db);
  let shapes = preparedByDriver.get(driver);
  if (!shapes) preparedByDriver.set(driver, (shapes = new Map()));
  let prepared = shapes.get(shape);
  if (!prepared) {
    const query = build();
    checkNothingWritten(shape, query);
    if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, (prepared = withRowMapper(query.prepare(''))));
  }
  return runningOn(prepared, client).execute(bound.values);
}
