import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { makeOwnFilesPrivate } from '../db/dataDir';
import { lockDataDir } from '../db/dataDirLock';
import { errorSummary } from '../db/errorReport';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { createSuperuser } from './createSuperuser';

const usage =
  'Usage: npm run create-superuser -- --email you@example.com [--first-name Ada] [--last-name Admin]\n' +
  'The password comes from PORTICO_SUPERUSER_PASSWORD, else from the first line of stdin.';

/** All of stdin (a pipe or a typed line ended with Ctrl+D), without the line break. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

/**
 * `npm run create-superuser -- --email …`: migrates the configured database (DATABASE_URL, else
 * PGlite under DATA_DIR) and adds a superuser. The password never goes on the command line,
 * where other local users could read it from the process list.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  if (!values.email) throw new Error(usage);
  const password = process.env.PORTICO_SUPERUSER_PASSWORD || (await readStdin());
  const config = loadConfig();
  makeOwnFilesPrivate();
  if (!config.databaseUrl) lockDataDir(config.dataDir);
  const handle = await openDatabase(config);
  try {
    await runMigrations(handle);
    const user = await createSuperuser(handle.db, {
      email: values.email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(`Created superuser ${user.email} (id ${user.id}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(errorSummary(error));
  process.exit(1);
});
