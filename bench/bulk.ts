/**
 * `npm run bench:bulk`: 1,000 tenants, each with a network on one site (and its router), on the
 * embedded database (PGlite). Bulk-setting the speed limit of those 1,000 networks previews within
 * 3 s and applies (the job done) within 30 s; its undo restores every value, checked row by row,
 * and leaves the router's intended configuration (the rendered sections) as it was before.
 * Exits 1 on a missed budget or a wrong restore.
 */
import { eq } from 'drizzle-orm';
import {
  customers,
  memberships,
  mikrotikDevices,
  networks,
  sites,
  speedLimits,
  tenants,
  users,
} from '../server/src/db/schema';
import { intendedSections } from '../server/src/mikrotik/plan/devicePlan';
import { startTestServer } from '../test/support/serverHarness';
import { importer } from '../test/support/serverImports';

const TENANTS = 1_000;
const PREVIEW_MS = 3_000;
const APPLY_MS = 30_000;

async function main() {
  const t = await startTestServer();
  let failed = false;
  const report = (what: string, ms: number, limit?: number) => {
    const verdict = limit === undefined ? '' : ` (budget ${limit / 1000} s) ${ms <= limit ? 'ok' : 'MISSED'}`;
    console.log(`${what.padEnd(48)} ${(ms / 1000).toFixed(2).padStart(7)} s${verdict}`);
    if (limit !== undefined && ms > limit) failed = true;
  };
  const check = (what: string, ok: boolean, detail = '') => {
    console.log(`${what.padEnd(48)} ${ok ? 'ok' : 'WRONG'}${detail ? ` ${detail}` : ''}`);
    if (!ok) failed = true;
  };
  try {
    let started = Date.now();
    const [customer] = await t.db.insert(customers).values({ name: 'Bulk bench AS' }).returning();
    const [site] = await t.db.insert(sites).values({ customerId: customer.id, name: 'Moholt' }).returning();
    const [user] = await t.db
      .insert(users)
      .values({ email: 'bulk-bench@portico.test', passwordHash: 'x', firstName: 'Bulk', lastName: 'Bench' })
      .returning();
    await t.db.insert(memberships).values({ userId: user.id, customerId: customer.id });
    const limits = await t.db
      .insert(speedLimits)
      .values([
        { customerId: customer.id, name: '50/10', downloadKbps: 50_000, uploadKbps: 10_000 },
        { customerId: customer.id, name: '100/20', downloadKbps: 100_000, uploadKbps: 20_000 },
        { customerId: customer.id, name: '500/100', downloadKbps: 500_000, uploadKbps: 100_000 },
      ])
      .returning();
    const [target] = limits.slice(-1);
    const people = await t.db
      .insert(tenants)
      .values(
        Array.from({ length: TENANTS }, (_, i) => ({
          customerId: customer.id,
          siteId: site.id,
          name: `Tenant ${String(i + 1).padStart(4, '0')}`,
          email: `tenant${i + 1}@example.test`,
        })),
      )
      .returning({ id: tenants.id });
    const octets = (i: number) => `10.${100 + Math.floor(i / 250)}.${i % 250}`;
    const nets = await t.db
      .insert(networks)
      .values(
        people.map(({ id }, i) => ({
          customerId: customer.id,
          siteId: site.id,
          name: `LAN ${String(i + 1).padStart(4, '0')}`,
          vlanId: 100 + i,
          subnet: `${octets(i)}.0/24`,
          gateway: `${octets(i)}.1`,
          tenantId: id,
          // Mixed limits before (and one in ten unlimited), so the undo has different values to restore.
          speedLimitId: i % 10 === 9 ? null : limits[i % 2].id,
        })),
      )
      .returning({ id: networks.id });
    const [device] = await t.db
      .insert(mikrotikDevices)
      .values({ siteId: site.id, identity: 'gw-bulk-bench', ipAddress: '192.0.2.1' })
      .returning();
    const ids = nets.map(({ id }) => id);
    const client = importer(t.app, user.id, customer.id, site.id);
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await t.app.inject({ method, url, headers: client.headers, ...(payload ? { payload } : {}) });
      return { status: response.statusCode, body: response.json() };
    };
    const stored = async () => {
      const rows = await t.db.select().from(networks).where(eq(networks.customerId, customer.id)).orderBy(networks.id);
      // modified_at is bookkeeping: every write (the undo too) sets it.
      return rows.map(({ modifiedAt: _modified, ...row }) => row);
    };
    const intended = async () => JSON.stringify(await intendedSections(t.db, device));
    const before = await stored();
    const configBefore = await intended();
    report(`seed: ${TENANTS} tenants and networks, 1 router`, Date.now() - started);

    started = Date.now();
    const preview = await call('POST', '/api/crm/bulk/networks/preview/', { ids, set: { speed_limit_id: target.id } });
    report(`preview of ${TENANTS} networks`, Date.now() - started, PREVIEW_MS);
    const expected = before.filter((row) => row.speedLimitId !== target.id).length;
    check(
      'preview counts',
      preview.status === 200 && preview.body.changing === expected && preview.body.skipped === 0,
      `${JSON.stringify({ ...preview.body, sample: undefined, errors: preview.body.errors?.length })}`,
    );

    started = Date.now();
    const start = await call('POST', '/api/crm/bulk/networks/', { ids, set: { speed_limit_id: target.id } });
    if (start.status !== 202) throw new Error(`apply: ${start.status} ${JSON.stringify(start.body)}`);
    let state: { status: string; counts: Record<string, number> | null; error: string | null };
    for (;;) {
      state = (await call('GET', `/api/crm/bulk/${start.body.id}/`)).body;
      if (['applied', 'failed'].includes(state.status)) break;
      if (Date.now() - started > 5 * APPLY_MS) throw new Error(`apply not done: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    report(`apply (job to done) of ${TENANTS} networks`, Date.now() - started, APPLY_MS);
    check(
      'apply counts',
      state.status === 'applied' && state.counts?.changed === expected,
      JSON.stringify(state.counts),
    );
    const applied = await stored();
    check(
      'every network on the new limit',
      applied.every((row) => row.speedLimitId === target.id),
    );
    const configApplied = await intended();
    check('intended router configuration changed by the edit', configApplied !== configBefore);

    started = Date.now();
    const undo = await call('POST', `/api/crm/bulk/${start.body.id}/undo/`, {});
    report(`undo of ${expected} changes`, Date.now() - started);
    check('undo answered', undo.status === 200, JSON.stringify(undo.body));

    const after = await stored();
    const wrong = before.filter((row, i) => JSON.stringify(row) !== JSON.stringify(after[i]));
    check(
      `row by row: ${before.length} networks as before (id and every value)`,
      after.length === before.length && wrong.length === 0,
      wrong.length > 0 ? `${wrong.length} differ, e.g. ${JSON.stringify(wrong[0])}` : '',
    );
    const configAfter = await intended();
    check(`intended router configuration as before (${configBefore.length} chars)`, configAfter === configBefore);
  } finally {
    await t.close();
  }
  console.log(failed ? 'Budget or check missed.' : 'All budgets and checks hold.');
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
