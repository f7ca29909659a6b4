import type { AppConfig } from '../config';
import { runScript } from '../runScript';
import { pgliteDir, pgliteDirInitialised } from './pglite';

/**
 * Makes sure the embedded database exists before the server opens it. A fresh PGlite initdb
 * peaks near 850 MiB and the WASM heap never shrinks, so it runs in a child process that exits;
 * the server then opens the finished directory (~300 MiB). Nothing to do for DATABASE_URL.
 * `initScript` is that child (server/seed/initDataDirCli.ts: initdb, migrations and the demo data).
 */
export async function prepareDataDir(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  initScript: string,
): Promise<'created' | 'existing' | 'external'> {
  if (config.databaseUrl) return 'external';
  if (pgliteDirInitialised(pgliteDir(config.dataDir))) return 'existing';
  console.log(`Creating the embedded database in ${pgliteDir(config.dataDir)} (first start, takes a few seconds)…`);
  await runScript(initScript, { ...process.env, DATA_DIR: config.dataDir });
  return 'created';
}
