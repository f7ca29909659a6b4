import type { DatabaseHandle } from '../../src/db/database';
import { isDatabaseEmpty, seedDemoData } from '../seed';
import { hasLargeData, LARGE_STAFF_PASSWORD, seedLargeData } from './largeSeed';

/** The value of `--scale <name>` (or `--scale=<name>`) in the arguments, if any. */
export function scaleArgument(argv: readonly string[]): string | null {
  const index = argv.indexOf('--scale');
  if (index >= 0) return argv[index + 1] ?? null;
  const inline = argv.find((arg) => arg.startsWith('--scale='));
  return inline ? inline.slice('--scale='.length) : null;
}

/**
 * `npm run seed -- --scale large`: the demo data when the database is empty (so the demo logins
 * work), then the large operator once. Returns false when no --scale was asked for, so the
 * caller's normal seeding runs.
 */
export async function seedAtScale(handle: DatabaseHandle, argv: readonly string[]): Promise<boolean> {
  const scale = scaleArgument(argv);
  if (scale === null || scale === 'demo') return false;
  if (scale !== 'large') throw new Error(`Unknown --scale "${scale}"; use --scale large`);
  if (await isDatabaseEmpty(handle.db)) {
    const demo = await seedDemoData(handle.db);
    console.log(`Demo data: ${demo.customers} customers, ${demo.sites} sites, ${demo.users} users.`);
  }
  if (await hasLargeData(handle.db)) {
    console.log('The large data set is already in this database; nothing to do.');
    return true;
  }
  const result = await seedLargeData(handle.db);
  const total = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Large data set: ${total.toLocaleString('en-US')} rows in ${result.seconds.toFixed(0)} s. Staff logins …@large.example.com / ${LARGE_STAFF_PASSWORD}.`,
  );
  return true;
}
