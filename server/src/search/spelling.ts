import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/database';
import { correctable } from './searchQuery';

/** Below this trigram similarity a vocabulary word is not taken as what the user meant. */
const MIN_SIMILARITY = 0.3;

interface WordCheck extends Record<string, unknown> {
  word: string;
  /** the closest vocabulary word, for a word that no term starts with */
  suggestion: string | null;
}

/**
 * Replaces words that no indexed name contains (not even as a prefix) with the closest word of the
 * search vocabulary (search_terms): "schmdit" → "schmidt". The vocabulary is small, so this stays
 * fast where a fuzzy match over every room and outlet would not; a known word skips even that (most
 * searches: the closest term was a third of this statement's time).
 *
 * @example await correctSpelling(db, ['anna', 'schmdit']) // { words: ['anna', 'schmidt'], corrected: true }
 */
export async function correctSpelling(
  db: Queryable,
  words: string[],
): Promise<{ words: string[]; corrected: boolean }> {
  const candidates = words.filter(correctable);
  if (candidates.length === 0) return { words, corrected: false };
  const values = sql.join(
    candidates.map((word) => sql`(${word}::text)`),
    sql`, `,
  );
  const result = await db.execute<WordCheck>(sql`
    select w.word,
      case when exists (select 1 from search_terms t where t.term like w.word || '%') then null
      else (select t.term from search_terms t where t.term % w.word and similarity(t.term, w.word) >= ${MIN_SIMILARITY}
        order by similarity(t.term, w.word) desc, t.term limit 1) end as suggestion
    from (values ${values}) as w(word)`);
  const replacements = new Map<string, string>();
  for (const row of rowsOf<WordCheck>(result)) {
    if (row.suggestion) replacements.set(row.word, row.suggestion);
  }
  return { words: words.map((word) => replacements.get(word) ?? word), corrected: replacements.size > 0 };
}
