/**
 * `npm run bench:drift`: CPU of drift checks (issue 34: 200 routers every 15 minutes under 5 % of one
 * core). Runs the real check (render from the database, read every menu over the RouterOS API,
 * compare, store the state) of a demo router that is in sync, many times, and projects the CPU of
 * 200 checks per 15 minutes. The simulator runs in this process, so its CPU is counted too: the
 * figure is an upper bound for the server. Exits 1 on a missed budget.
 */
import { loadMikrotikSettings } from '../server/src/mikrotik/mikrotikSettings';
import { checkRouter } from '../server/src/jobs/routers/driftCheck';
import { createFreshRouterSeed } from '../tools/routeros-simulator/freshRouterSeed';
import { startRouterOsSimulator } from '../tools/routeros-simulator/simulator';
import {
  DEVICE_KEY,
  GRUNERLOKKA,
  registerSimulatedRouter,
  siteNamed,
  startDeviceServer,
} from '../test/support/serverDevices';

const CHECKS = Number(process.env.BENCH_DRIFT_CHECKS ?? 60);
const ROUTERS = 200;
const PERIOD_S = 15 * 60;
const BUDGET_PERCENT = 5;

async function main() {
  const t = await startDeviceServer({ JOBS_CRON_ROUTER_DRIFT_SWEEP: 'off' });
  const sim = await startRouterOsSimulator({ seed: createFreshRouterSeed() });
  try {
    const site = await siteNamed(t.db, GRUNERLOKKA);
    const headers = await t.headersFor('admin@example.com');
    const id = await registerSimulatedRouter(t, sim, 'gw-drift-bench', site.id);
    await t.request({ method: 'POST', url: `/api/mikrotik/devices/${id}/apply/`, headers });
    const context = {
      db: t.db,
      settings: loadMikrotikSettings({ DEVICE_SECRET_KEY: DEVICE_KEY }, '/nonexistent'),
      jobs: t.app.jobs,
    };
    // Wait for the apply to finish: a check of a router in sync is the common case.
    for (let i = 0; i < 300; i++) {
      const outcome = await checkRouter(context, id);
      if (outcome?.kind === 'planned' && outcome.items === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < CHECKS; i++) await checkRouter(context, id);
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMsPerCheck = (used.user + used.system) / 1000 / CHECKS;
    const percent = ((cpuMsPerCheck * ROUTERS) / (PERIOD_S * 1000)) * 100;
    console.table([
      {
        checks: CHECKS,
        'wall ms / check': Math.round(wallMs / CHECKS),
        'CPU ms / check': Math.round(cpuMsPerCheck * 10) / 10,
        [`% of one core, ${ROUTERS} routers / 15 min`]: Math.round(percent * 100) / 100,
        budget: `< ${BUDGET_PERCENT} %`,
      },
    ]);
    console.log(`Router: the demo site ${GRUNERLOKKA} (about 280 managed entries), in sync.`);
    if (percent >= BUDGET_PERCENT) process.exitCode = 1;
  } finally {
    await sim.close();
    await t.close();
  }
}

void main();
