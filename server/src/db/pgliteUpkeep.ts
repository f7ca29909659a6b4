import type { PGlite } from '@electric-sql/pglite';

/** When the first round runs after the start, and how long the next ones wait. */
export interface UpkeepTimes {
  firstAfterMs?: number;
  everyMs?: number;
}

/** What upkeep asks of the database. */
type UpkeepClient = Pick<PGlite, 'query' | 'exec'>;

/** How often the embedded database gets autovacuum's work done. */
export const UPKEEP_EVERY_MS = 6 * 60 * 60 * 1000;
/** The first round waits until the start's own work and the first screens are done. */
const FIRST_UPKEEP_AFTER_MS = 10 * 60 * 1000;

/**
 * What autovacuum does for a PostgreSQL server, for PGlite, which runs PostgreSQL as one process
 * without it: `VACUUM (ANALYZE)` every table. Left alone, the planner's statistics stayed as the
 * last ANALYZE left them (none for a table filled after the start, such as the change records),
 * the rows that updates and deletes leave behind were never reclaimed, and no page was ever marked
 * all-visible for index-only scans. One statement per table: the statement lane (pglite.ts) lets
 * waiting requests in between, so none waits longer than one table's vacuum.
 *
 * @returns the tables it went through, qualified
 */
export async function upkeepTables(client: UpkeepClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  for (const { name } of rows) await client.exec(`vacuum (analyze) ${name}`);
  return rows.map((row) => row.name);
}

/**
 * Runs upkeepTables a while after the start and then every `everyMs`; a failed round (a full disk)
 * is reported and the next one comes as planned. The timers do not keep the process alive.
 *
 * @returns stop: no round starts after it, and it resolves once a round in progress has ended
 */
export function scheduleUpkeep(
  client: UpkeepClient,
  options: UpkeepTimes & { onError: (error: unknown) => void },
): () => Promise<void> {
  const { firstAfterMs = FIRST_UPKEEP_AFTER_MS, everyMs = UPKEEP_EVERY_MS, onError } = options;
  let stopped = false;
  let round: Promise<void> | null = null;
  const next = (afterMs: number) => setTimeout(run, afterMs).unref();
  const run = () => {
    round = upkeepTables(client)
      .then(() => undefined, onError)
      .finally(() => {
        round = null;
        if (!stopped) timer = next(everyMs);
      });
  };
  let timer = next(firstAfterMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}
