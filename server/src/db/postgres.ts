import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { DatabaseHandle } from './database';
import * as schema from './schema';

/** node-postgres pool on DATABASE_URL; used instead of PGlite when a real server is configured. */
export function openPostgres(connectionString: string, poolSize = 10): Extract<DatabaseHandle, { kind: 'postgres' }> {
  const pool = new Pool({ connectionString, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // The pool listens only to idle clients. A checked-out one (a transaction in progress) whose
  // backend is terminated (57P01, a restart, a failover) emits 'error' with no listener, which
  // would end the process. Its query fails on its own; the pool drops it on release.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message)),
  );
  const db = drizzle({ client: pool, schema });
  return { db, pool, kind: 'postgres', close: () => pool.end() };
}
