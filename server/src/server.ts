import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { loadConfig, sharedDatabaseSecretsProblem, type AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { makeOwnFilesPrivate, narrowTree } from './dataDir';
import { lockDataDir } from './db/dataDirLock';
import { errorSummary } from './db/errorReport';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { pgliteDir } from './db/pglite';
import { prepareDataDir } from './db/prepareDataDir';
import { initDataDirScript, isDatabaseEmpty, seedIfEmpty } from '../seed/seed';
import { limitHeapGrowth } from './heapGrowth';

/**
 * Claims DATA_DIR (embedded database), opens (creating if needed) the database, applies pending
 * migrations, seeds an empty embedded database with the demo data, and listens on HOST:PORT.
 * SIGINT/SIGTERM close the server and the database cleanly.
 */
export async function startServer(
  config: AppConfig = loadConfig(),
  options: Pick<BuildAppOptions, 'jobKinds'> & { extend?: (app: FastifyInstance) => Promise<void> } = {},
): Promise<{ app: FastifyInstance; url: string }> {
  makeOwnFilesPrivate();
  limitHeapGrowth();
  const secretsWarning = sharedDatabaseSecretsProblem();
  if (secretsWarning) console.warn(`Warning: ${secretsWarning}`);
  // PostgreSQL serves many instances; the embedded database one process.
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    await prepareDataDir(config, initDataDirScript);
    database = await openDatabase(config);
    await runMigrations(database);
    await prepareContent(database);
    if (database.kind === 'pglite') {
      // After opening: PGlite writes some files (its relation caches) as it starts.
      const narrowed = narrowTree(pgliteDir(config.dataDir));
      if (narrowed > 0) console.log(`Made ${narrowed} database files private to this user (0600, directories 0700).`);
    }
  } catch (error) {
    await database?.close();
    lock?.release();
    throw error;
  }
  const app = await buildApp({ config, database, closeDatabaseWithApp: true, jobKinds: options.jobKinds });
  await options.extend?.(app);
  closeOnSignals(app);
  await app.listen({ host: config.host, port: config.port });
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return { app, url: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}` };
}

/**
 * Demo data belongs to the embedded database only (and to an explicit `npm run seed`): an empty
 * PostgreSQL is someone's production and gets no demo superuser, just directions to create one.
 */
async function prepareContent(database: DatabaseHandle): Promise<void> {
  if (database.kind === 'pglite') {
    const seeded = await seedIfEmpty(database.db);
    if (seeded)
      console.log(`Seeded demo data: ${seeded.customers} customers, ${seeded.sites} sites, ${seeded.users} users.`);
  } else if (await isDatabaseEmpty(database.db)) {
    console.log(
      'The database has no users yet. Create the first superuser with\n' +
        '  npm run create-superuser -- --email you@example.com\n' +
        '(password from stdin or PORTICO_SUPERUSER_PASSWORD), or `npm run seed` for the demo data.',
    );
  }
}

function closeOnSignals(app: FastifyInstance) {
  let closing = false;
  const close = (signal: string) => {
    if (closing) process.exit(1); // second Ctrl+C: do not wait
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (error) => {
        console.error(errorSummary(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));
}

if (require.main === module) {
  startServer().then(
    ({ url }) => console.log(`Portico API and console on ${url}/`),
    (error) => {
      console.error(errorSummary(error));
      process.exit(1);
    },
  );
}
