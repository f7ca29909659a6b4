import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseHandle } from '../../server/src/db/database';
import { migrationsFolder, runMigrations } from '../../server/src/db/migrate';
import { openPglite, type PgliteRuntime } from '../../server/src/db/pglite';
import { openPostgres } from '../../server/src/db/postgres';
import { JobQueue } from '../../server/src/jobs/jobQueue';
import { seedDemoData } from '../../server/seed/seed';

const serverSeed = path.resolve(__dirname, '../../server/seed');

/** PGlite as loaded by serverEnvironment.ts outside the sandbox (undefined elsewhere). */
const runtime = (globalThis as { __pgliteRuntime?: PgliteRuntime }).__pgliteRuntime;

/** Everything that shapes the cached database: migrations and the demo seed's code. */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = [
    ...fs.readdirSync(migrationsFolder, { recursive: true }).map((name) => path.join(migrationsFolder, String(name))),
    path.join(serverSeed, 'seed.ts'),
    ...fs.readdirSync(path.join(serverSeed, 'demo')).map((name) => path.join(serverSeed, 'demo', name)),
  ]
    .filter((file) => fs.statSync(file).isFile())
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  // The job queue's tables are pg-boss's own: a new version may shape them differently.
  hash.update(fs.readFileSync(require.resolve('pg-boss/version.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, demo-seeded PGlite data directory as a tarball, built once per change of the
 * migrations or the seed and cached in the OS temp dir: initdb costs 5–9 s per file, loading
 * the tarball about one second.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `portico-test-db-${templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const handle = await openPglite({ runtime });
  await runMigrations(handle);
  await seedDemoData(handle.db);
  await installJobQueue(handle);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  // Write then rename: parallel jest workers may build it at the same time.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, file);
  return dump;
}

/**
 * Creates pg-boss's schema (and its internal queue) as a first server start does, so that each
 * test's start finds it in place: about a second per test file on PGlite otherwise.
 */
async function installJobQueue(handle: DatabaseHandle): Promise<void> {
  const settings = { pollSeconds: 60, maintenanceSeconds: 60, stopGraceMs: 1000, cronCheckSeconds: 30 };
  const queue = new JobQueue(
    handle,
    { ...settings, cronOverrides: {}, connectTimeoutMs: 10_000 },
    { error: (details, message) => console.error(message, details), info: () => undefined },
  );
  await queue.start();
  await queue.stop();
}

/**
 * Runs one statement on its own connection to `url` and returns the rows: creating and dropping
 * databases, terminating backends. Example: `await queryServer(url, 'CREATE DATABASE x')`.
 */
export async function queryServer(url: string, statement: string, params: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A migrated, demo-seeded database `portico_tpl_<key>` on the server, made once per change of the
 * migrations or the seed and kept: copying it (CREATE DATABASE … TEMPLATE) takes a fraction of a
 * second, migrating and seeding each test file's database took seconds. An advisory lock makes
 * parallel jest workers build it once; it is made under a temporary name and renamed when complete,
 * so a crash half-way never leaves a broken template behind.
 */
async function postgresTemplate(url: string): Promise<string> {
  const name = `portico_tpl_${templateKey()}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await client.query(`CREATE DATABASE ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const handle = openPostgres(target.toString(), 1);
    try {
      await runMigrations(handle);
      await seedDemoData(handle.db);
      await installJobQueue(handle);
    } finally {
      await handle.close();
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await client.end(); // ends the session, and with it the advisory lock
  }
}

/** A fresh database `portico_t_<random>` on TEST_DATABASE_URL's server, copied from the template, dropped on close. */
async function postgresDatabase(url: string): Promise<DatabaseHandle> {
  const template = await postgresTemplate(url);
  const name = `portico_t_${randomBytes(6).toString('hex')}`;
  const admin = (statement: string) => queryServer(url, statement);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A migrated database holding the demo seed, private to one test file: in-memory PGlite, or a
 * real PostgreSQL database when TEST_DATABASE_URL is set (e.g. postgres://root@127.0.0.1:5432/test).
 */
export async function openSeededTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return postgresDatabase(url);
  return openPglite({ loadDataDir: await pgliteTemplate(), runtime });
}
