import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/database';
import { Bindings, builtOnce } from '../db/builtOnce';
import { intArray, likeContains } from '../db/sqlParts';
import { parseSearchQuery, type SearchQuery } from './searchQuery';
import { searchSources, type SearchSource, type SearchType } from './searchSources';
import { correctSpelling } from './spelling';
import { sites } from '../db/schema/sites';

export interface SearchResult {
  type: SearchType;
  id: number;
  name: string;
  description: string;
  /** the name of the site the object lives on (absent for sites, users and customers) */
  site?: string;
}

/** Rows per kind looked at before ranking (per pass). */
const CANDIDATES_PER_TYPE = 50;
const RESULTS_PER_TYPE = 8;
/**
 * The limits are written into the statement, not sent as parameters: PostgreSQL keeps one plan for
 * a search statement, and for a LIMIT parameter that plan would assume a tenth of the rows.
 */
const candidatesLimit = sql.raw(`limit ${CANDIDATES_PER_TYPE}`);
const resultsLimit = sql.raw(`limit ${RESULTS_PER_TYPE}`);
export const MAX_RESULTS = 20;

const escapeLike = (word: string) => likeContains(word).slice(1, -1);

/** What a search looks for, once the query is parsed (and perhaps corrected). */
interface Terms {
  customerIds: number[];
  query: string;
  words: string[];
  prefixOnly: boolean;
  fuzzy: boolean;
}

/**
 * A search's values as placeholders, the same few for every kind's subquery, so that its statement
 * is built once per shape (db/builtOnce.ts) and each search only binds its words. Which names are
 * bound tells the statement's shape: how each word is matched, and whether rows must start with
 * the query (`startsWith`).
 */
function searchValues(terms: Terms, bound: Bindings, startsWith: boolean) {
  const queryStart = `${escapeLike(terms.query)}%`;
  return {
    customers: intArray(terms.customerIds, { bindings: bound, name: 'customers' }),
    query: bound.bind('query', terms.query),
    queryStart: bound.bind('query start', queryStart),
    queryWordStart: bound.bind('query word start', `% ${escapeLike(terms.query)}%`),
    startingWith: startsWith ? bound.bind('rows starting with', queryStart) : null,
    /** a corrected query's matches rank a little lower */
    weight: bound.bind('weight', terms.fuzzy ? 0.8 : 1),
    words: terms.words.map((word, n) => {
      if (terms.prefixOnly)
        return {
          start: bound.bind(`word ${n} start`, `${escapeLike(word)}%`),
          wordStart: bound.bind(`word ${n} word start`, `% ${escapeLike(word)}%`),
        };
      if (word.length >= 3) return { within: bound.bind(`word ${n} within`, likeContains(word)) };
      return { word: bound.bind(`word ${n}`, word) };
    }),
  };
}

type SearchValues = ReturnType<typeof searchValues>;

/**
 * Words of 3+ characters use the trigram index ("%word%"); shorter ones are checked on the rows
 * found (strpos). A query of only short words matches word starts ("ro%" or "% ro%").
 */
function matchCondition(text: SQL, values: SearchValues): SQL {
  const parts = values.words.map((word) => {
    if ('start' in word) return sql`(${text} like ${word.start} or ${text} like ${word.wordStart})`;
    return 'within' in word ? sql`${text} like ${word.within}` : sql`strpos(${text}, ${word.word}) > 0`;
  });
  return sql.join(parts, sql` and `);
}

/** Trigram similarity of the name to the query, plus bonuses for an exact name, a prefix, a word start. */
function score(source: SearchSource, values: SearchValues): SQL {
  const text = source.text;
  const bonus = sql`case when lower(${source.name}) = ${values.query} then 1 when ${text} like ${values.queryStart} then 0.5
    when ${text} like ${values.queryWordStart} then 0.25 else 0 end`;
  // Similarity to the name, not the whole matched text: a tenant's e-mail must not dilute its name.
  return sql`((similarity(lower(${source.name}), ${values.query}) + ${bonus}) * ${values.weight})`;
}

/**
 * The best few of one kind: up to CANDIDATES_PER_TYPE matching rows (any of them: ranking every
 * match of a common word would cost too much), ranked. `startingWith` keeps only rows that start
 * with the query, the second pass for kinds whose candidates were capped. `candidates` tells
 * whether the cap was reached.
 */
function sourceQuery(source: SearchSource, values: SearchValues): SQL {
  // Descriptions that need joins are filled in afterwards for the few results (describe()).
  const description = source.joins ? sql`null::text` : source.description;
  const prefix = values.startingWith ? sql` and ${source.text} like ${values.startingWith}` : sql``;
  const candidates = sql`select ${source.id} as id, ${source.name} as name, ${description} as description,
    ${score(source, values)} as score
    from ${source.table} where ${source.inScope(values.customers)} and ${matchCondition(source.text, values)}${prefix}
    ${candidatesLimit}`;
  return sql`(select ${sql.raw(`'${source.type}'`)}::text as type, id, name, description, score, count(*) over () as candidates
    from (${candidates}) candidate order by score desc ${resultsLimit})`;
}

async function rankedMatches(
  db: Queryable,
  sources: SearchSource[],
  terms: Terms,
  startsWith: boolean,
): Promise<Found[]> {
  const bound = new Bindings();
  const values = searchValues(terms, bound, startsWith);
  const shape = `search ${sources.map((source) => source.type).join(' ')}: ${Object.keys(bound.values).join(', ')}`;
  const rows = await builtOnce(db, shape, bound, () => {
    const unions = sql.join(
      sources.map((source) => sourceQuery(source, values)),
      sql` union all `,
    );
    return db
      .select({
        type: sql<SearchType>`type`,
        id: sql<number>`id`,
        name: sql<string | null>`name`,
        description: sql<string | null>`description`,
        score: sql<number | string>`score`,
        candidates: sql<number | string>`candidates`,
      })
      .from(sql`(${unions}) found`);
  });
  return rows as Found[];
}

/** Best first; ties by kind and name. The same object found by both passes counts once. */
function bestFirst(rows: Found[]): Found[] {
  const seen = new Set<string>();
  return rows
    .sort(
      (a, b) =>
        Number(b.score) - Number(a.score) ||
        a.type.localeCompare(b.type) ||
        String(a.name).localeCompare(String(b.name)),
    )
    .filter((row) => {
      const key = `${row.type}:${row.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

interface Found extends Record<string, unknown> {
  type: SearchType;
  id: number;
  name: string | null;
  description: string | null;
  site?: string;
  score: number | string;
  candidates: number | string;
}

/**
 * Descriptions that come from related rows (the floor and address of a room), for the results only:
 * one statement for every kind that needs them.
 */
async function describe(db: Queryable, found: Found[]): Promise<void> {
  const undescribed = found.filter((row) => row.description === null);
  const lookups = searchSources.flatMap((source) => {
    const ids = undescribed.filter((row) => row.type === source.type).map((row) => Number(row.id));
    if (ids.length === 0) return [];
    return [
      sql`(select ${sql.raw(`'${source.type}'`)}::text as type, ${source.id} as id, ${source.description} as description
        from ${source.table} ${source.joins ?? sql``} where ${source.id} = any(${intArray(ids)}))`,
    ];
  });
  if (lookups.length === 0) return;
  const result = await db.execute(sql.join(lookups, sql` union all `));
  const byKey = new Map(
    rowsOf<{ type: string; id: number; description: string }>(result).map((row) => [
      `${row.type}:${Number(row.id)}`,
      row.description,
    ]),
  );
  for (const row of undescribed) row.description = byKey.get(`${row.type}:${Number(row.id)}`) ?? '';
}

/** The site names of the results that live on a site, in one statement for the few results. */
async function nameSites(db: Queryable, found: Found[]): Promise<void> {
  const lookups = searchSources.flatMap((source) => {
    const ids = found.filter((row) => row.type === source.type).map((row) => Number(row.id));
    if (!source.siteId || ids.length === 0) return [];
    return [
      sql`(select ${sql.raw(`'${source.type}'`)}::text as type, ${source.id} as id, ${sites.name} as site
        from ${source.table} join ${sites} on ${sites.id} = ${source.siteId} where ${source.id} = any(${intArray(ids)}))`,
    ];
  });
  if (lookups.length === 0) return;
  const result = await db.execute(sql.join(lookups, sql` union all `));
  const byKey = new Map(
    rowsOf<{ type: string; id: number; site: string }>(result).map((row) => [
      `${row.type}:${Number(row.id)}`,
      row.site,
    ]),
  );
  for (const row of found) row.site = byKey.get(`${row.type}:${Number(row.id)}`);
}

/**
 * Quick search across the kinds of objects of the given customers, best matches first. Misspelt
 * words are corrected against the search vocabulary first (results then rank a little lower).
 *
 * @example await search(db, [1], 'storgata 1') // [{ type: 'address', id: 3, name: 'Storgata 1', description: '0155 Oslo · Sentrum' }, …]
 */
export async function search(db: Queryable, customerIds: number[], raw: string): Promise<SearchResult[]> {
  const parsed = parseSearchQuery(raw);
  if (!parsed || customerIds.length === 0) return [];
  return db.transaction(async (tx) => {
    // Each statement has one good plan, whatever the words: through the search indexes
    // (schema/searchIndex.ts). Planned afresh, each search weighed every index of ten tables again.
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    return bestMatches(tx, customerIds, parsed);
  });
}

async function bestMatches(db: Queryable, customerIds: number[], parsed: SearchQuery): Promise<SearchResult[]> {
  const { words, corrected } = parsed.prefixOnly
    ? { words: parsed.words, corrected: false }
    : await correctSpelling(db, parsed.words);
  const terms: Terms = {
    customerIds,
    query: corrected ? words.join(' ') : parsed.text,
    words,
    prefixOnly: parsed.prefixOnly,
    fuzzy: corrected,
  };
  const first = await rankedMatches(db, searchSources, terms, false);
  // Where the candidates were capped, an exact name or a prefix may not have been among them: look for those too.
  const capped = searchSources.filter((source) =>
    first.some((row) => row.type === source.type && Number(row.candidates) >= CANDIDATES_PER_TYPE),
  );
  const second = capped.length > 0 ? await rankedMatches(db, capped, terms, true) : [];
  const found = bestFirst([...first, ...second]).slice(0, MAX_RESULTS);
  await describe(db, found);
  await nameSites(db, found);
  return found.map((row) => ({
    type: row.type,
    id: Number(row.id),
    name: String(row.name ?? ''),
    description: String(row.description ?? ''),
    ...(row.site !== undefined ? { site: row.site } : {}),
  }));
}
