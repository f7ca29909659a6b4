import { runDatabaseCommand } from '../src/db/databaseCommand';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { seedAtScale } from './large/seedAtScale';

/**
 * `npm run seed`: migrates the configured database (DATABASE_URL, else PGlite under DATA_DIR) and
 * writes the demo data when it is empty. Stop the server first: PGlite has one owner at a time
 * (the DATA_DIR lock refuses to run beside a server).
 */
runDatabaseCommand(async (handle, config) => {
  if (await seedAtScale(handle, process.argv.slice(2))) return;
  if (!(await isDatabaseEmpty(handle.db))) {
    console.log('The database already has data; nothing seeded. Use an empty DATA_DIR or database to re-seed.');
    return;
  }
  const seeded = await seedDemoData(handle.db);
  console.log(
    `Seeded ${seeded.customers} customers, ${seeded.sites} sites and ${seeded.users} users into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}.`,
  );
});
