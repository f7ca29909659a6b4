import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The lower-cased text quick search matches for each kind of object with a search index: one
 * expression, used by the index below and by the search's queries (search/searchSources.ts), so the
 * two cannot drift apart.
 */
export const searchText = {
  /** one column: a name, an outlet's label, an SSID */
  column: (column: AnyPgColumn) => sql`lower(${column})`,
  address: (t: { street: AnyPgColumn; houseNumber: AnyPgColumn; postalCode: AnyPgColumn; city: AnyPgColumn }) =>
    sql`lower(${t.street} || ' ' || ${t.houseNumber} || ' ' || ${t.postalCode} || ' ' || ${t.city})`,
  tenant: (t: { name: AnyPgColumn; email: AnyPgColumn; reference: AnyPgColumn }) =>
    sql`lower(${t.name} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.reference}, ''))`,
};

/** The customer as the search index holds it: an array of one, matched with `&&` (searchIndex). */
export const searchCustomer = (customerId: AnyPgColumn): SQL => sql`(array[${customerId}])`;

/**
 * A table's quick-search index: one GIN over the customer and the trigrams of its search text, so
 * a search finds the words among one customer's rows alone, for "%word%" and "word%" alike. The
 * customer goes in as an array of one (GIN indexes arrays itself; plain integers would need the
 * btree_gin extension, which hangs PGlite), and no btree index serves that expression: this index
 * is then the one good plan of a search statement whatever the words, so a search can be planned
 * once (searchEngine.ts) instead of weighing a table's dozen list-ordering indexes for every word.
 */
export const searchIndex = (name: string, customerId: AnyPgColumn, text: SQL) =>
  index(name)
    .using('gin', searchCustomer(customerId), sql`${text} gin_trgm_ops`)
    .with(searchIndexStorage);

/**
 * A GIN index takes new rows straight into its tree, not into a pending list. Every search reads
 * a table's whole pending list, and only VACUUM empties it: PGlite has no autovacuum, so there the
 * list grew with every row staff created until it reached 4 MB (bench:load-api: 16 ms of CPU per
 * search after ten thousand creates, 5.8 ms once vacuumed). An insert costs a little more instead.
 */
export const searchIndexStorage = { fastupdate: false };
