import { loadConfig, type AppConfig } from '../config';
import { makeOwnFilesPrivate } from '../dataDir';
import { lockDataDir } from './dataDirLock';
import type { DatabaseHandle } from './database';
import { errorSummary } from './errorReport';
import { runMigrations } from './migrate';
import { openDatabase } from './openDatabase';

/**
 * Runs a command-line tool's `work` (`npm run seed`, `npm run create-superuser`) on the configured
 * database (DATABASE_URL, else PGlite under DATA_DIR): files private to this user, the DATA_DIR lock
 * for the embedded database (it has one owner at a time), migrations first, the database closed after.
 * A failure prints its whole cause chain and exits 1.
 */
export function runDatabaseCommand(work: (handle: DatabaseHandle, config: AppConfig) => Promise<void>): void {
  const run = async () => {
    const config = loadConfig();
    makeOwnFilesPrivate();
    if (!config.databaseUrl) lockDataDir(config.dataDir);
    const handle = await openDatabase(config);
    try {
      await runMigrations(handle);
      await work(handle, config);
    } finally {
      await handle.close();
    }
  };
  run().catch((error) => {
    console.error(errorSummary(error));
    process.exit(1);
  });
}
