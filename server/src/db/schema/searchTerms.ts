import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { searchIndexStorage } from './searchIndex';

/**
 * The vocabulary of every searchable name (words of 3+ letters, lower case), kept by triggers.
 * Quick search corrects a misspelt word against it with pg_trgm — a few thousand words — instead
 * of running a fuzzy match over hundreds of thousands of rooms and outlets.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx')
    .using('gin', sql`${t.term} gin_trgm_ops`)
    .with(searchIndexStorage),
]);
