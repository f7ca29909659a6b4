import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../crud/types';
import { likeContains } from '../listing/sqlParts';
import { parseSearchQuery } from './searchQuery';
import { searchSources, type SearchSource, type SearchType } from './searchSources';
import { correctSpelling } from './spelling';

export interface SearchResult {
  type: SearchType;
  id: number;
  name: string;
  description: string;
}

/** Rows per kind looked at before ranking, of each of two kinds: prefix matches and any matches. */
const CANDIDATES_PER_TYPE = 50;
const RESULTS_PER_TYPE = 8;
export const MAX_RESULTS = 20;

const escapeLike = (word: string) => likeContains(word).slice(1, -1);

/**
 * Words of 3+ characters use the trigram index ("%word%"); shorter ones are checked on the rows
 * found (strpos). A query of only short words matches word starts ("ro%" or "% ro%").
 */
function matchCondition(text: SQL, words: string[], prefixOnly: boolean): SQL {
  const parts = words.map((word) => {
    if (prefixOnly) return sql`(${text} like ${`${escapeLike(word)}%`} or ${text} like ${`% ${escapeLike(word)}%`})`;
    return word.length >= 3 ? sql`${text} like ${likeContains(word)}` : sql`strpos(${text}, ${word}) > 0`;
  });
  return sql.join(parts, sql` and `);
}

/** Trigram similarity of the name to the query, plus bonuses for an exact name, a prefix, a word start. */
function score(source: SearchSource, query: string, fuzzy: boolean): SQL {
  const text = source.text;
  const bonus = sql`case when lower(${source.name}) = ${query} then 1 when ${text} like ${`${escapeLike(query)}%`} then 0.5
    when ${text} like ${`% ${escapeLike(query)}%`} then 0.25 else 0 end`;
  // Similarity to the name, not the whole matched text: a tenant's e-mail must not dilute its name.
  return sql`((similarity(lower(${source.name}), ${query}) + ${bonus}) * ${fuzzy ? 0.8 : 1})`;
}

/**
 * The best candidates of one kind. Ranking every match of a common word would cost too much, so it
 * ranks at most CANDIDATES_PER_TYPE rows that start with the query (exact names and prefixes, the
 * best matches) plus as many of any other matches.
 */
function sourceQuery(source: SearchSource, customerIds: number[], query: string, words: string[], prefixOnly: boolean, fuzzy: boolean): SQL {
  // Descriptions that need joins are filled in afterwards for the few results (describe()).
  const description = source.joins.queryChunks.length > 0 ? sql`null::text` : source.description;
  const matches = sql`${source.inScope(customerIds)} and ${matchCondition(source.text, words, prefixOnly)}`;
  const pick = (extra: SQL) => sql`(select ${source.id} as id from ${source.table} where ${matches}${extra} limit ${CANDIDATES_PER_TYPE})`;
  const ids = sql`${pick(sql` and ${source.text} like ${`${escapeLike(query)}%`}`)} union ${pick(sql``)}`;
  const candidates = sql`select ${source.id} as id, ${source.name} as name, ${description} as description, ${score(source, query, fuzzy)} as score
    from ${source.table} where ${source.id} in (${ids})`;
  return sql`(select ${source.type}::text as type, id, name, description, score from (${candidates}) candidate order by score desc limit ${RESULTS_PER_TYPE})`;
}

interface Found extends Record<string, unknown> {
  type: SearchType;
  id: number;
  name: string | null;
  description: string | null;
}

/** Descriptions that come from related rows (the floor and address of a room), for the results only. */
async function describe(db: Executor, found: Found[]): Promise<void> {
  for (const source of searchSources) {
    const ids = found.filter((row) => row.type === source.type && row.description === null).map((row) => Number(row.id));
    if (ids.length === 0) continue;
    const result = await db.execute(sql`select ${source.id} as id, ${source.description} as description from ${source.table} ${source.joins}
      where ${source.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    const byId = new Map((result as unknown as { rows: { id: number; description: string }[] }).rows.map((row) => [Number(row.id), row.description]));
    for (const row of found) if (row.type === source.type && row.description === null) row.description = byId.get(Number(row.id)) ?? '';
  }
}

/**
 * Quick search across the kinds of objects of the given customers, best matches first. Misspelt
 * words are corrected against the search vocabulary first (results then rank a little lower).
 *
 * @example await search(db, [1], 'storgata 1') // [{ type: 'address', id: 3, name: 'Storgata 1', description: '0155 Oslo · Sentrum' }, …]
 */
export async function search(db: Executor, customerIds: number[], raw: string): Promise<SearchResult[]> {
  const parsed = parseSearchQuery(raw);
  if (!parsed || customerIds.length === 0) return [];
  const { words, corrected } = parsed.prefixOnly ? { words: parsed.words, corrected: false } : await correctSpelling(db, parsed.words);
  const query = corrected ? words.join(' ') : parsed.text;
  const unions = sql.join(
    searchSources.map((source) => sourceQuery(source, customerIds, query, words, parsed.prefixOnly, corrected)),
    sql` union all `,
  );
  const result = await db.execute(sql`select type, id, name, description from (${unions}) found
    order by score desc, type, name limit ${MAX_RESULTS}`);
  const found = (result as unknown as { rows: Found[] }).rows;
  await describe(db, found);
  return found.map((row) => ({
    type: row.type,
    id: Number(row.id),
    name: String(row.name ?? ''),
    description: String(row.description ?? ''),
  }));
}
