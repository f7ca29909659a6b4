import { Param, Placeholder, is, sql, type AnyColumn } from 'drizzle-orm';
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

/** Shapes kept per database; past it the oldest is built again when next needed. */
export const SHAPES_KEPT = 1000;

const preparedByDb = new WeakMap<Queryable, Map<string, Prepared>>();

/**
 * Shapes whose statement was found free of written values. A shape's build is the same code on any
 * database, so the check runs once per process: a transaction, which keeps its own statements,
 * then renders its miss once (to prepare it), not twice.
 */
const checkedShapes = new Set<string>();

function checkNothingWritten(shape: string, query: Preparable): void {
  if (checkedShapes.has(shape)) return;
  const written = query
    .toSQL()
    .params.filter((p) => !is(p, Placeholder) && !(is(p, Param) && is(p.value, Placeholder)));
  if (written.length > 0) throw new Error(`${shape}: a value was written into a statement built once`);
  makeRoom(checkedShapes);
  checkedShapes.add(shape);
}

/** Drops the oldest shape once SHAPES_KEPT are held. */
function makeRoom(kept: Set<string> | Map<string, unknown>): void {
  if (kept.size >= SHAPES_KEPT) kept.delete(kept.keys().next().value!);
}

/**
 * Runs the statement `build` writes for `shape`, built and rendered by drizzle only the first time.
 * Drizzle builds a query's fragments and renders them to text afresh on every call: a quarter of
 * the server's time on a list call. `shape` must name everything that changes the text (which
 * filters, the ordering, the page size); each value goes in through `bound` and is refused in the
 * statement itself, since it would serve every later call of the shape. A null shape builds anew.
 * Each database (or transaction) keeps its own statements.
 */
export async function builtOnce(
  db: Queryable,
  shape: string | null,
  bound: Bindings,
  build: () => Preparable,
): Promise<unknown> {
  if (shape === null) return build().prepare('').execute(bound.values);
  let shapes = preparedByDb.get(db);
  if (!shapes) preparedByDb.set(db, (shapes = new Map()));
  let prepared = shapes.get(shape);
  if (!prepared) {
    const query = build();
    checkNothingWritten(shape, query);
    makeRoom(shapes);
    shapes.set(shape, (prepared = query.prepare('')));
  }
  return prepared.execute(bound.values);
}
