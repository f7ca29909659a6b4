import fs from 'node:fs';
import { loadConfig } from '../src/config';
import { errorSummary } from '../src/db/errorReport';
import { runMigrations } from '../src/db/migrate';
import { openPglite, pgliteDir, pgliteDirInitialised } from '../src/db/pglite';
import { seedIfEmpty } from './seed';

/**
 * Child process of prepareDataDir: initdb + migrations + demo seed into a temporary directory,
 * renamed into place only when complete, so an interrupted first start leaves nothing half-made.
 */
async function main() {
  const target = pgliteDir(loadConfig().dataDir);
  if (pgliteDirInitialised(target)) return;
  const building = `${target}.init-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  try {
    const handle = await openPglite({ dir: building });
    await runMigrations(handle);
    const seeded = await seedIfEmpty(handle.db);
    await handle.close();
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(building, target);
    if (seeded) console.log(`Demo data: ${seeded.customers} customers, ${seeded.sites} sites, ${seeded.users} users.`);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(errorSummary(error));
    process.exit(1);
  },
);
