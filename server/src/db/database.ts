import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type * as schema from './schema';

/**
 * The drizzle handle every repository takes. Typed on the common base of the PGlite and
 * node-postgres drivers: a union of the two breaks `.returning()`.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction: what `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Where a query runs: the database or a transaction of it. Repositories take this, so the same
 * function serves a plain call and a step inside a caller's transaction.
 */
export type Queryable = Database | Transaction;

/** The rows of a raw `db.execute(sql`…`)`: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error('The database answered without rows');
  return rows;
}

/** Runs `select 1`: the database answers. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * An open database, which driver holds it (the migrator is per driver), its client (LISTEN needs
 * the driver itself), how many API requests it serves at once (`requestPlaces`, see
 * plugins/admission.ts) and how to release it.
 */
export type DatabaseHandle = { requestPlaces: number; close(): Promise<void> } & (
  | { kind: 'pglite'; db: PgliteDatabase<typeof schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<typeof schema>; pool: Pool }
);
