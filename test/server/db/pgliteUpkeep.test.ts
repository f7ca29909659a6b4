/** @jest-environment ./test/support/serverEnvironment.ts */
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../../server/src/app';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { scheduleUpkeep, upkeepTables } from '../../../server/src/db/pgliteUpkeep';
import { openSeededTestDatabase } from '../../support/serverDatabase';
import { testConfig } from '../../support/serverHarness';

// PostgreSQL servers have autovacuum; only the embedded database needs this.
const describeOnPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

/** What the planner knows of a table: its row estimate, all-visible pages and column statistics. */
async function plannerView(client: PGlite, table: string) {
  const { rows } = await client.query<{ reltuples: number; relallvisible: number; statistics: number }>(
    `select c.reltuples, c.relallvisible, (select count(*)::int from pg_statistic s where s.starelid = c.oid) as statistics
       from pg_class c where c.oid = $1::regclass`,
    [table],
  );
  return rows[0];
}

describeOnPglite('embedded database upkeep', () => {
  let handle: Extract<DatabaseHandle, { kind: 'pglite' }>;
  let client: PGlite;
  let closed: boolean;
  beforeEach(async () => {
    handle = (await openSeededTestDatabase()) as typeof handle;
    client = handle.client;
    closed = false;
    // A table filled after the start, as staff fill theirs: PGlite never looks at it by itself.
    await client.exec(`create table upkeep_probe (n int primary key, label text);
      insert into upkeep_probe select n, 'row ' || n from generate_series(1, 5000) n;
      delete from upkeep_probe where n > 4000;`);
  });
  afterEach(async () => {
    if (!closed) await handle.close();
  });

  /** Waits (up to 10 s) until the probe table has planner statistics. */
  async function untilAnalysed(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await plannerView(client, 'upkeep_probe')).statistics === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('is kept by an app that owns its embedded database, until the app closes it', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: handle,
      closeDatabaseWithApp: true,
      databaseUpkeep: { firstAfterMs: 0 },
      logger: false,
    });
    await app.ready();
    await untilAnalysed();
    expect(await plannerView(client, 'upkeep_probe')).toMatchObject({ reltuples: 4000, statistics: 2 });
    await app.close();
    closed = true;
    expect(handle.client.closed).toBe(true);
  });

  it('gives the planner fresh statistics and marks pages all-visible, on every table', async () => {
    expect(await plannerView(client, 'upkeep_probe')).toEqual({ reltuples: -1, relallvisible: 0, statistics: 0 });
    const tables = await upkeepTables(client);
    expect(tables).toEqual(expect.arrayContaining(['public.upkeep_probe', 'public.outlets', 'public.change_records']));
    const after = await plannerView(client, 'upkeep_probe');
    expect(after.reltuples).toBe(4000);
    expect(after.relallvisible).toBeGreaterThan(0);
    expect(after.statistics).toBe(2);
  });

  it('runs on its schedule until stopped, and stopping waits for a round in progress', async () => {
    // The round's last table (rounds go by name): done only once the whole round is.
    await client.exec(`create table zz_upkeep_last (n int); insert into zz_upkeep_last select generate_series(1, 10);`);
    const errors: unknown[] = [];
    const stop = scheduleUpkeep(client, { firstAfterMs: 0, everyMs: 60_000, onError: (e) => errors.push(e) });
    await untilAnalysed();
    await stop();
    expect(await plannerView(client, 'upkeep_probe')).toMatchObject({ reltuples: 4000, statistics: 2 });
    expect(await plannerView(client, 'zz_upkeep_last')).toMatchObject({ reltuples: 10, statistics: 1 });
    expect(errors).toEqual([]);
  });

  it('reports a failed round and keeps serving', async () => {
    const errors: unknown[] = [];
    const failing: Pick<PGlite, 'query' | 'exec'> = {
      query: (text, params, options) => client.query(text, params, options),
      exec: () => Promise.reject(new Error('could not extend file: No space left on device')),
    };
    const stop = scheduleUpkeep(failing, { firstAfterMs: 0, onError: (e) => errors.push(e) });
    const deadline = Date.now() + 10_000;
    while (errors.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(String(errors[0])).toContain('No space left on device');
    expect((await client.query('select count(*)::int as n from upkeep_probe')).rows).toEqual([{ n: 4000 }]);
  });
});
