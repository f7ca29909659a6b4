/**
 * `npm run bench:provision`: plan and apply on a router with 500 tenant networks (about 3,000
 * managed entries) against the RouterOS simulator, over the real API protocol on loopback.
 * Budgets (issue 34): a plan (read every menu + compare) ≤ 2 s; applying 50 changed entries
 * (plan, commands, re-read and verify) ≤ 10 s; revoking one tenant Wi-Fi key among 500 sends
 * exactly 1 command. Prints a table; exits 1 on a missed budget.
 */
import type { ConfigNetwork, DeviceConfigInput } from '../server/src/mikrotik/config/types';
import { configSections } from '../server/src/mikrotik/config/renderDeviceConfig';
import { applyPlan } from '../server/src/mikrotik/plan/applyPlan';
import { buildPlan } from '../server/src/mikrotik/plan/buildPlan';
import { readRunningConfig } from '../server/src/mikrotik/plan/readRunningConfig';
import { RouterOsClient } from '../server/src/routeros/client';
import { createFreshRouterSeed } from '../tools/routeros-simulator/freshRouterSeed';
import { startRouterOsSimulator, type RouterOsSimulator } from '../tools/routeros-simulator/simulator';

const NETWORKS = Number(process.env.BENCH_PROVISION_NETWORKS ?? 500);
const RUNS = 5;
const BUDGET = { planMs: 2_000, applyMs: 10_000 };

function buildingInput(): DeviceConfigInput {
  const networks: ConfigNetwork[] = Array.from({ length: NETWORKS }, (_, i) => ({
    id: i + 1,
    name: `Apartment ${i + 1}`,
    kind: 'tenant',
    vlanId: 100 + i,
    subnet: `10.${1 + Math.floor(i / 250)}.${i % 250}.0/24`,
    gateway: `10.${1 + Math.floor(i / 250)}.${i % 250}.1`,
    speedLimit: i % 2 === 0 ? { downloadKbps: 100_000, uploadKbps: 20_000 } : null,
    accessPorts: [],
  }));
  return {
    device: {
      id: 1,
      identity: 'bench-gw',
      bridgeName: 'br-lan',
      externalInterface: 'ether1',
      trunkPorts: ['ether2', 'ether3'],
      wifiInterfaces: [],
    },
    site: {
      id: 1,
      name: 'Bench Towers',
      prefix: '10.0.0.0',
      netmask: 8,
      tenantVlanRange: { min: 100, max: 100 + NETWORKS },
      dnsServers: ['1.1.1.1'],
    },
    networks,
    externalIps: Array.from({ length: 50 }, (_, i) => ({
      id: i + 1,
      address: `203.0.113.${i + 10}`,
      networkId: i + 1,
    })),
    wireless: [],
  };
}

/** The building with one residents' SSID carrying a key per tenant network. */
function withTenantKeys(input: DeviceConfigInput, keyIds: number[]): DeviceConfigInput {
  const tenantKeys = keyIds.map((id) => ({
    id,
    tenantId: id,
    passphrase: `bench-key-${String(id).padStart(4, '0')}`,
    vlanId: input.networks[id - 1].vlanId,
  }));
  return {
    ...input,
    device: { ...input.device, wifiInterfaces: ['wifi1'] },
    wireless: [{ id: 1, kind: 'tenant', ssid: 'Bench Residents', passphrase: null, vlanId: 100, tenantKeys }],
  };
}

/** Commands a plan sends after one key of 500 is revoked on a router carrying all 500. */
async function revokeOneKeyOf500(): Promise<{ commands: number; untouched: number }> {
  const keyIds = Array.from({ length: 500 }, (_, i) => i + 1);
  const all = configSections(withTenantKeys(buildingInput(), keyIds));
  const sim = await startRouterOsSimulator({ seed: createFreshRouterSeed() });
  try {
    const first = await applyPlan({
      connect: () => connect(sim),
      plan: (await timedPlan(sim, all)).plan,
      intended: all,
    });
    if (first.status !== 'in-sync') throw new Error(`keys apply: ${first.status} ${first.failure?.reason ?? ''}`);
    const revoked = configSections(
      withTenantKeys(
        buildingInput(),
        keyIds.filter((id) => id !== 250),
      ),
    );
    const { plan } = await timedPlan(sim, revoked);
    const applied = await applyPlan({ connect: () => connect(sim), plan, intended: revoked });
    if (applied.status !== 'in-sync') throw new Error(`revoke: ${applied.status}`);
    return {
      commands: plan.steps.length,
      untouched: sim.store.rows('/interface/wifi/security/multi-passphrase').length,
    };
  } finally {
    await sim.close();
  }
}

const connect = (sim: RouterOsSimulator) =>
  RouterOsClient.connect({ host: sim.host, port: sim.port, username: 'admin', password: 'simpass' });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

async function timedPlan(sim: RouterOsSimulator, intended: ReturnType<typeof configSections>) {
  const started = process.hrtime.bigint();
  const client = await connect(sim);
  const running = await readRunningConfig(client);
  const readMs = since(started);
  const computeStart = process.hrtime.bigint();
  const plan = buildPlan(intended, running);
  const computeMs = since(computeStart);
  await client.close();
  return { plan, ms: since(started), readMs, computeMs };
}

async function main(): Promise<void> {
  const intended = configSections(buildingInput());
  const entries = intended.reduce((sum, section) => sum + section.entries.length, 0);
  const sim = await startRouterOsSimulator({ seed: createFreshRouterSeed() });
  try {
    const fresh = await timedPlan(sim, intended);
    const firstStart = process.hrtime.bigint();
    const first = await applyPlan({ connect: () => connect(sim), plan: fresh.plan, intended });
    const firstMs = since(firstStart);
    if (first.status !== 'in-sync') throw new Error(`first apply: ${first.status} ${first.failure?.reason ?? ''}`);

    const plans = [];
    for (let run = 0; run < RUNS; run++) plans.push(await timedPlan(sim, intended));
    if (plans.some((run) => !run.plan.inSync)) throw new Error('an unchanged router showed drift');

    // 50 entries changed on the router: 25 queues set to another rate, 25 DHCP networks deleted.
    sim.store.patch('/queue/simple', (row) => Number(row.name?.split('-')[1]) <= 50, { 'max-limit': '1000/1000' });
    sim.store.delete('/ip/dhcp-server/network', (row) => Number(row.comment?.split(':')[2]) > NETWORKS - 25);
    const applyStart = process.hrtime.bigint();
    const changed = await timedPlan(sim, intended);
    const applied = await applyPlan({ connect: () => connect(sim), plan: changed.plan, intended });
    const applyMs = since(applyStart);
    if (applied.status !== 'in-sync') throw new Error(`apply of 50: ${applied.status}`);

    const revoke = await revokeOneKeyOf500();
    const planMs = median(plans.map((run) => run.ms));
    const rows: Array<[string, string, string]> = [
      ['managed entries (rendered)', String(entries), ''],
      ['first apply (fresh router, commands)', `${Math.round(firstMs)} ms (${fresh.plan.steps.length})`, ''],
      [`plan, median of ${RUNS} (read + compare)`, `${Math.round(planMs)} ms`, `≤ ${BUDGET.planMs} ms`],
      ['  of which reading the router', `${Math.round(median(plans.map((run) => run.readMs)))} ms`, ''],
      ['  of which comparing', `${Math.round(median(plans.map((run) => run.computeMs)))} ms`, ''],
      [
        `apply of 50 changed entries (${changed.plan.steps.length} commands, with plan and verify)`,
        `${Math.round(applyMs)} ms`,
        `≤ ${BUDGET.applyMs} ms`,
      ],
      ['revoke 1 tenant key of 500 (commands; entries left)', `${revoke.commands} (${revoke.untouched})`, '= 1 (499)'],
    ];
    const width = Math.max(...rows.map((row) => row[0].length));
    for (const [what, figure, budget] of rows)
      process.stdout.write(`${what.padEnd(width)}  ${figure.padStart(14)}  ${budget}\n`);
    const missed =
      planMs > BUDGET.planMs ||
      applyMs > BUDGET.applyMs ||
      changed.plan.items.length !== 50 ||
      revoke.commands !== 1 ||
      revoke.untouched !== 499;
    if (missed) process.stdout.write(`Budget missed (plan items for the 50 edits: ${changed.plan.items.length}).\n`);
    process.exitCode = missed ? 1 : 0;
  } finally {
    await sim.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
