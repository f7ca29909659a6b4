import { parseArgs } from 'node:util';
import { runDatabaseCommand } from '../db/databaseCommand';
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
const { values } = parseArgs({
  options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
});
const email = values.email;
if (!email) {
  console.error(usage);
  process.exit(1);
}

runDatabaseCommand(async (handle) => {
  const password = process.env.PORTICO_SUPERUSER_PASSWORD || (await readStdin());
  const user = await createSuperuser(handle.db, {
    email,
    password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`Created superuser ${user.email} (id ${user.id}).`);
});
