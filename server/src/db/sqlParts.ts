import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Bindings } from './builtOnce';

/** Escapes LIKE wildcards so a user's "50%" matches the text "50%", not "50 and anything". */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Ids as one `int[]` parameter, not one placeholder each: a statement keeps one text however many
 * ids it takes, and `{1,2,3}` reads the same on PGlite and node-postgres. With `bound`, the ids go
 * in as its placeholder `name` (a statement built once).
 *
 * @example sql`${table.id} = any(${intArray([1, 2, 3])})`
 */
export function intArray(ids: ArrayLike<number>, bound?: { bindings: Bindings; name: string }): SQL {
  const text = `{${Array.from(ids).join(',')}}`;
  return sql`${bound ? bound.bindings.bind(bound.name, text) : text}::int[]`;
}

/** OR of case-insensitive "contains" over the searched columns, the pattern bound; undefined when nothing to search. */
export function searchCondition(
  columns: readonly (AnyColumn | SQL)[],
  term: string | null,
  bound: Bindings,
): SQL | undefined {
  if (!term || columns.length === 0) return undefined;
  const pattern = bound.bind('search', likeContains(term));
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** ORDER BY the chosen column, then id in the same direction so pages never overlap or skip. */
export function orderBy(column: AnyColumn | SQL, idColumn: AnyColumn, descending: boolean, nullsLast = false): SQL[] {
  const direction = descending ? desc : asc;
  if (column === idColumn) return [direction(idColumn)];
  const first = nullsLast ? sql`${column} ${sql.raw(descending ? 'desc' : 'asc')} nulls last` : direction(column);
  return [first, direction(idColumn)];
}
