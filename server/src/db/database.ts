import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The drizzle handle every repository takes. Typed on the common base of the PGlite and
 * node-postgres drivers: a union of the two breaks `.returning()`.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to release it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
