/**
 * `npm run bench:import`: a 10,000-row rooms CSV with 37 bad rows on the embedded database (PGlite):
 * the dry run lists exactly those 37 with their line numbers within 10 s, the commit creates 9,963
 * rooms within 30 s, and a second dry run of the same file finds 9,963 unchanged. Then a
 * 100,000-row file is refused while it streams in, the server growing by less than 150 MiB.
 * Exits 1 on a missed budget.
 */
import { customers, floors, addresses, memberships, sites, users } from '../server/src/db/schema';
import { startTestServer } from '../test/support/serverHarness';
import { dryRunOf, importer } from '../test/support/serverImports';

const ROWS = 10_000;
const FLOORS = 20;
const DRY_RUN_MS = 10_000;
const COMMIT_MS = 30_000;
const GROWTH_MIB = 150;

/** Rooms of floors "1"…"20" of Moholt allé 10; every 270th row is broken in one of three ways. */
function roomsFile(rows: number) {
  const lines = ['address;floor;name;kind'];
  const bad = new Set<number>();
  for (let index = 0; index < rows; index += 1) {
    const floor = String((index % FLOORS) + 1);
    const name = `H${floor.padStart(2, '0')}${String(Math.floor(index / FLOORS)).padStart(4, '0')}`;
    if (index % 270 === 135 && bad.size < 37) {
      bad.add(index + 2);
      const kind = bad.size % 3;
      if (kind === 0) lines.push(`Moholt allé 10;99;${name};apartment`);
      else if (kind === 1) lines.push(`Moholt allé 10;${floor};;apartment`);
      else lines.push(`Moholt allé 10;${floor};${name};castle`);
    } else lines.push(`Moholt allé 10;${floor};"${name}";${index % 7 === 0 ? 'office' : 'apartment'}`);
  }
  return { text: '\uFEFF' + lines.join('\r\n') + '\r\n', bad };
}

async function main() {
  const t = await startTestServer();
  let failed = false;
  const budget = (what: string, ms: number, limit: number) => {
    console.log(`${what}: ${(ms / 1000).toFixed(1)} s (budget ${limit / 1000} s) ${ms <= limit ? 'ok' : 'MISSED'}`);
    if (ms > limit) failed = true;
  };
  try {
    const [customer] = await t.db.insert(customers).values({ name: 'Import bench AS' }).returning();
    const [site] = await t.db.insert(sites).values({ customerId: customer.id, name: 'Moholt' }).returning();
    const [address] = await t.db
      .insert(addresses)
      .values({ customerId: customer.id, siteId: site.id, street: 'Moholt allé', houseNumber: '10' })
      .returning();
    await t.db.insert(floors).values(
      Array.from({ length: FLOORS }, (_, index) => ({
        customerId: customer.id,
        siteId: site.id,
        addressId: address.id,
        name: String(index + 1),
        level: index + 1,
      })),
    );
    const [user] = await t.db
      .insert(users)
      .values({ email: 'import-bench@portico.test', passwordHash: 'x', firstName: 'Import', lastName: 'Bench' })
      .returning();
    await t.db.insert(memberships).values({ userId: user.id, customerId: customer.id });
    const client = importer(t.app, user.id, customer.id, site.id);
    const file = roomsFile(ROWS);

    let started = Date.now();
    const checked = await dryRunOf(client, 'rooms', file.text);
    budget('dry run of 10,000 rows', Date.now() - started, DRY_RUN_MS);
    const errorLines = checked.rows.filter((row) => row.status === 'error').map((row) => row.line);
    const exact = errorLines.length === 37 && errorLines.every((line) => file.bad.has(line));
    console.log(
      `errors listed: ${errorLines.length} (lines ${errorLines.slice(0, 5).join(', ')}, …) ${exact ? 'ok' : 'WRONG'}`,
    );
    console.log(`  e.g. ${JSON.stringify(checked.rows.find((row) => row.status === 'error'))}`);
    if (!exact) failed = true;

    started = Date.now();
    await client.commit('rooms', checked.id);
    const done = await client.committed('rooms', checked.id, 5 * COMMIT_MS);
    budget('commit', Date.now() - started, COMMIT_MS);
    console.log(`commit counts: ${JSON.stringify(done.counts)} ${done.counts.created === 9963 ? 'ok' : 'WRONG'}`);
    if (done.counts.created !== 9963) failed = true;

    started = Date.now();
    const again = await dryRunOf(client, 'rooms', file.text);
    console.log(
      `second dry run: ${JSON.stringify(again.counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `${again.counts.unchanged === 9963 ? 'ok' : 'WRONG'}`,
    );
    if (again.counts.unchanged !== 9963) failed = true;

    const big = roomsFile(100_000).text;
    global.gc?.();
    const before = process.memoryUsage().rss;
    const refused = await client.upload('rooms', Buffer.from(big));
    const growth = (process.memoryUsage().rss - before) / 1024 / 1024;
    console.log(
      `100,000-row file: ${refused.status} "${refused.body.detail}", server grew ${growth.toFixed(0)} MiB ` +
        `(limit ${GROWTH_MIB}) ${refused.status === 413 && growth < GROWTH_MIB ? 'ok' : 'MISSED'}`,
    );
    if (refused.status !== 413 || growth >= GROWTH_MIB) failed = true;
  } finally {
    await t.close();
  }
  process.exit(failed ? 1 : 0);
}

void main();
