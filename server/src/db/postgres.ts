import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { DatabaseHandle } from './database';
import * as schema from './schema';

/** node-postgres pool on DATABASE_URL; used instead of PGlite when a real server is configured. */
export function openPostgres(
  connectionString: string,
  poolSize = 10,
): Extract<DatabaseHandle, { kind: 'postgres' }> & { pool: Pool } {
  const pool = new Pool({ connectionString, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzle({ client: pool, schema });
  return { db, pool, kind: 'postgres', close: () => pool.end() };
}
