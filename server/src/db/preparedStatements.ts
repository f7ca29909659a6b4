/**
 * Prepared statements for the few hundred query shapes the server sends. Planning a list call took
 * as long as running it (1.2–2 ms each for a first page on the large data set), and PostgreSQL keeps
 * a plan per named statement once it has seen that a generic plan serves as well as fresh ones.
 * A list's search box (ILIKE) stays unnamed: its best plan depends on the pattern. Quick search
 * (LIKE) is written for one plan, through the search indexes (schema/searchIndex.ts).
 */
const MATCHES_PATTERN = /\bilike\b/i;
/** How many statements a connection keeps prepared; beyond it the least recently used is closed (PGlite) or new shapes go unnamed (PostgreSQL). */
export const PREPARED_STATEMENTS_PER_CONNECTION = 300;

export function worthPreparing(text: string, params: readonly unknown[] | undefined): boolean {
  return (params?.length ?? 0) > 0 && !MATCHES_PATTERN.test(text);
}

/**
 * node-postgres prepares a statement once per connection when a query has a name; the same name
 * must always carry the same text, so names are given per text for the whole process.
 */
export function statementNamer(capacity = PREPARED_STATEMENTS_PER_CONNECTION) {
  const names = new Map<string, string>();
  return (text: string, params: readonly unknown[] | undefined): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= capacity || !worthPreparing(text, params)) return known;
    const name = `portico_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}
