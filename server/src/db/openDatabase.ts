import type { AppConfig } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite, pgliteDir } from './pglite';
import { openPostgres } from './postgres';

/** The configured database: node-postgres when DATABASE_URL is set, else PGlite under DATA_DIR. */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databasePoolSize' | 'databaseTimeoutMs' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize, config.databaseTimeoutMs);
  return openPglite({ dir: pgliteDir(config.dataDir) });
}
