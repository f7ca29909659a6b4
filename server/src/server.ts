import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { prepareDataDir } from './db/prepareDataDir';
import { seedIfEmpty } from './db/seed';

/**
 * Opens (creating if needed) the database, applies pending migrations, seeds an empty database,
 * and listens on HOST:PORT. SIGINT/SIGTERM close the server and the database cleanly.
 */
export async function startServer(config: AppConfig = loadConfig()): Promise<{ app: FastifyInstance; url: string }> {
  await prepareDataDir(config);
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const seeded = await seedIfEmpty(database.db);
    if (seeded)
      console.log(`Seeded demo data: ${seeded.customers} customers, ${seeded.sites} sites, ${seeded.users} users.`);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, database, closeDatabaseWithApp: true });
  closeOnSignals(app);
  await app.listen({ host: config.host, port: config.port });
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return { app, url: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}` };
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
        console.error(error);
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
      console.error(error);
      process.exit(1);
    },
  );
}
