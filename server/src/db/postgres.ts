import { drizzle } from 'drizzle-orm/node-postgres';
import { DEFAULT_DATABASE_TIMEOUT_MS } from '../config';
import { Pool, type PoolClient, type QueryConfig } from 'pg';
import type { DatabaseHandle } from './database';
import { answerWithin } from './postgresTimeouts';
import { statementNamer } from './preparedStatements';
import * as schema from './schema';

/**
 * How long an idle connection stays open. node-postgres closes one after 10 s, and the next request
 * then pays for a new backend: the connection, the catalog, and the first plan of each statement it
 * runs (a quick search plans in 20–30 ms on a new backend). Staff pause longer than 10 s.
 */
export const POOL_IDLE_MS = 10 * 60_000;

/**
 * node-postgres pool on DATABASE_URL; used instead of PGlite when a real server is configured.
 * `timeoutMs` bounds connecting, waiting for a pooled connection and each statement's answer.
 */
export function openPostgres(
  connectionString: string,
  poolSize: number,
  timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS,
): Extract<DatabaseHandle, { kind: 'postgres' }> {
  const pool = new Pool({
    connectionString,
    max: poolSize,
    idleTimeoutMillis: POOL_IDLE_MS,
    // A connection that cannot be made, or a pool whose connections are all taken, fails the
    // request (503) instead of leaving it waiting without end.
    connectionTimeoutMillis: timeoutMs,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // The pool listens only to idle clients. A checked-out one (a transaction in progress) whose
  // backend is terminated (57P01, a restart, a failover) emits 'error' with no listener, which
  // would end the process. Its query fails on its own; the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    nameStatements(client);
    answerWithin(client, timeoutMs);
  });
  releaseOnFailedBegin(pool);
  const db = drizzle({ client: pool, schema });
  // Twice the pool: a request holds a connection only while a statement runs, so twice as many keep
  // every connection busy (bench:load-api: 10, 20, 32 and 48 places gave 372, 478, 448 and 327 req/s).
  return { db, pool, kind: 'postgres', requestPlaces: 2 * poolSize, close: () => pool.end() };
}

const nameFor = statementNamer();

/**
 * Gives drizzle's queries (a config object and its values) a statement name, so node-postgres
 * prepares each once per connection and PostgreSQL can keep its plan (preparedStatements.ts).
 */
function nameStatements(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null && 'text' in config && !('name' in config && config.name)) {
      const { text } = config as QueryConfig;
      const name = nameFor(text, Array.isArray(rest[0]) ? rest[0] : (config as QueryConfig).values);
      if (name) return query({ ...config, name }, ...rest);
    }
    return query(config, ...rest);
  }) as PoolClient['query'];
}

const isBegin = (config: unknown) =>
  typeof config === 'object' && config !== null && 'text' in config && /^\s*begin\b/i.test(String(config.text));

/**
 * drizzle's `transaction()` takes a client from the pool and sends `begin` before its try/finally,
 * so a `begin` that fails (the backend was just terminated, the connection went silent) never gave
 * the client back: each such failure kept one of the pool's connections for good, and once all were
 * kept every request waited forever. A client checked out with `pool.connect()` (drizzle's
 * transactions; pool.query checks out with a callback and gives the client back itself) now gives
 * itself back, dropped (release with the error), when its first statement is a `begin` that fails;
 * drizzle then only throws.
 */
function releaseOnFailedBegin(pool: Pool): void {
  const justCheckedOut = new WeakSet<PoolClient>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const result = query(config, ...rest);
      if (!justCheckedOut.delete(client) || !isBegin(config) || !(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    }) as PoolClient['query'];
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<PoolClient>).then((client) => {
      justCheckedOut.add(client);
      return client;
    });
  }) as Pool['connect'];
}
