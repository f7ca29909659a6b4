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

/** Rows per kind looked at before ranking (any matching rows: ranking a huge match set costs too much). */
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

function sourceQuery(source: SearchSource, customerIds: number[], query: string, words: string[], prefixOnly: boolean, fuzzy: boolean): SQL {
  const candidates = sql`select ${source.id} as id, ${score(source, query, fuzzy)} as score from ${source.table}
    where ${source.inScope(customerIds)} and ${matchCondition(source.text, words, prefixOnly)} limit ${CANDIDATES_PER_TYPE}`;
  return sql`(select ${source.type}::text as type, top.id, ${source.name} as name, ${source.description} as description, top.score
    from (select id, score from (${candidates}) candidate order by score desc limit ${RESULTS_PER_TYPE}) top
    join ${source.table} on ${source.id} = top.id ${source.joins})`;
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
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    type: row.type as SearchType,
    id: Number(row.id),
    name: String(row.name ?? ''),
    description: String(row.description ?? ''),
  }));
}
