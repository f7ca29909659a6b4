import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';
import type { DatabaseHandle } from '../db/database';
import { POOL_IDLE_MS } from '../db/postgres';

/** pg-boss creates and migrates its tables in this schema itself (never in drizzle's migrations). */
export const JOBS_SCHEMA = 'pgboss';

/** What pg-boss calls for every statement (its constructor's `db` option, and `send(…, { db })`). */
export interface ExecuteSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The queue's way into the database: pg-boss's statements, a transaction of its own, and closing. */
export interface JobsDb extends ExecuteSql {
  transaction<T>(work: (sql: ExecuteSql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Connections each instance gives the queue on PostgreSQL: a poll, a progress write and a send at once. */
const POSTGRES_JOB_CONNECTIONS = 3;
/** No queue statement takes long; a silent connection (a failover) must not stall the workers for good. */
const POSTGRES_JOB_QUERY_TIMEOUT_MS = 60_000;

/**
 * pg-boss wraps its own schema work and maintenance in one text, `BEGIN; …; COMMIT;` (plans.js,
 * `locked`). PGlite is one connection for the whole app: such a text failing half-way would leave
 * that connection inside an aborted transaction, so its statements run in a PGlite transaction
 * instead, which rolls back on failure and holds the app's statement lane (db/pglite.ts) meanwhile.
 */
const LOCKED_SCRIPT = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

function pgliteSql(runner: Pick<PGlite, 'query' | 'exec'> | PgliteTransaction): ExecuteSql {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return runner.query<Record<string, unknown>>(text, values);
      // Without parameters a text may hold several statements: the simple protocol, last result.
      const results = await runner.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/**
 * The embedded database through its one client: every call goes through the app's statement lane,
 * so pg-boss's statements, transactions and advisory locks take turns with the requests' (issue
 * timgit/pg-boss#563 shows the same adapter idea).
 */
function pgliteJobsDb(client: PGlite): JobsDb {
  const plain = pgliteSql(client);
  return {
    async executeSql(text, values) {
      const locked = values && values.length > 0 ? null : LOCKED_SCRIPT.exec(text);
      if (!locked) return plain.executeSql(text, values);
      await client.transaction((tx) => tx.exec(locked[1]));
      return { rows: [] };
    },
    transaction: (work) => client.transaction((tx) => work(pgliteSql(tx))),
    close: async () => {},
  };
}

function clientSql(client: PoolClient): ExecuteSql {
  return { executeSql: (text, values) => client.query(text, values) };
}

/**
 * PostgreSQL: a small pool of its own beside the requests' pool, so a burst of requests does not
 * starve the workers (or the reverse). pg-boss's texts run as they are: a failed statement gives its
 * connection back dropped (pg-pool's query), so no aborted transaction stays pooled.
 */
function postgresJobsDb(connectionString: string, connectTimeoutMs: number): JobsDb {
  const pool = new Pool({
    connectionString,
    max: POSTGRES_JOB_CONNECTIONS,
    // Idle workers poll every few seconds: a connection closed after node-postgres's 10 s would be
    // made anew again and again.
    idleTimeoutMillis: POOL_IDLE_MS,
    application_name: 'portico-jobs',
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: POSTGRES_JOB_QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', (error) => console.error('PostgreSQL job pool error:', error.message));
  return {
    executeSql: (text, values) => pool.query(text, values),
    async transaction(work) {
      const client = await pool.connect();
      let failed: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(clientSql(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        failed = error instanceof Error ? error : new Error(String(error));
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release(failed);
      }
    },
    close: () => pool.end(),
  };
}

/** The queue's database for the app's open database. */
export function jobsDbFor(handle: DatabaseHandle, connectTimeoutMs: number): JobsDb {
  if (handle.kind === 'pglite') return pgliteJobsDb(handle.client);
  const { connectionString } = handle.pool.options;
  if (!connectionString) throw new Error('The job queue needs the database pool to be opened from a URL');
  return postgresJobsDb(connectionString, connectTimeoutMs);
}
