/**
 * `npm run bench:jobs-idle`: what the background job queue costs a server. Starts the real server
 * (API only, the test job kinds of test/support/jobServer.ts, default JOBS_* settings) on a fresh
 * embedded database, then on a fresh PostgreSQL database (DATABASE_URL's server, default
 * postgres://root@127.0.0.1:5432/postgres; skipped when none answers), and measures
 * 1. idle: CPU of the server process (and of its PostgreSQL backends) over BENCH_IDLE_SECONDS (60)
 *    with the queue running and nothing to do;
 * 2. per job: 200 one-step jobs, one per router key (as a drift sweep sends them), from the first
 *    send to the last completed: CPU per job, queue and progress write included.
 * From these: the queue's share of one core for 200 routers checked every 15 minutes (the drift
 * check's own work, reading the router and planning, comes on top). Aim: ≤ 1 % of one core, a fifth
 * of the 5 % the drift checks may use in all. `-- --embedded` or `-- --pg` runs one database only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { queryServer } from '../test/support/serverDatabase';
import { freePort, spawnServer, type ServerProcess } from '../test/support/serverProcess';
import { processCpuMs } from './apiServer';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const ROUTERS = 200;
const SWEEP_SECONDS = 15 * 60;
const AIM_SHARE = 0.01;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU of the PostgreSQL backends serving one database (this machine's server), summed over samples. */
class BackendCpu {
  private readonly last = new Map<number, number>();
  total = 0;
  constructor(
    private readonly serverUrl: string | null,
    private readonly database: string,
  ) {}
  async sample(): Promise<void> {
    if (!this.serverUrl) return;
    const rows = (await queryServer(
      this.serverUrl,
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [this.database],
    )) as { pid: number }[];
    for (const { pid } of rows) {
      const now = processCpuMs(pid);
      if (now === null) continue;
      this.total += now - (this.last.get(pid) ?? now);
      this.last.set(pid, now);
    }
  }
}

interface Figures {
  database: string;
  idlePercent: number;
  idleBackendPercent: number | null;
  perJobMs: number;
  perJobBackendMs: number | null;
}

async function measure(label: string, env: Record<string, string>, pg: { url: string; name: string } | null) {
  const port = await freePort();
  const server: ServerProcess = spawnServer(
    { ...env, PORT: String(port), JWT_SECRET: 'bench-jobs-idle', LOG_LEVEL: 'warn' },
    'test/support/jobServer.ts',
  );
  try {
    await server.ready();
    const pid = server.child.pid!;
    const backends = new BackendCpu(pg?.url ?? null, pg?.name ?? '');
    await sleep(10_000); // the start's own work (seed, first statements) settles
    await backends.sample();
    const idleFrom = processCpuMs(pid)!;
    const backendFrom = backends.total;
    const idleStart = Date.now();
    for (let waited = 0; waited < IDLE_SECONDS; waited += 5) {
      await sleep(5000);
      await backends.sample();
    }
    const idleMs = Date.now() - idleStart;
    const idleCpu = processCpuMs(pid)! - idleFrom;
    const idleBackend = backends.total - backendFrom;

    const burstFrom = processCpuMs(pid)!;
    const burstBackendFrom = backends.total;
    const ids: string[] = [];
    for (let router = 1; router <= ROUTERS; router++) {
      const reply = await fetch(`${server.baseUrl}/test/jobs/test-steps`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: `router-${router}`, steps: 1, stepMs: 0 }),
      });
      ids.push(((await reply.json()) as { id: string }).id);
    }
    for (const id of ids) {
      for (;;) {
        const job = (await (await fetch(`${server.baseUrl}/test/jobs/test-steps/${id}`)).json()) as { state: string };
        if (job.state === 'completed') break;
        if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`job ${id} ${job.state}`);
        await sleep(200);
      }
    }
    await backends.sample();
    const perJobMs = (processCpuMs(pid)! - burstFrom) / ROUTERS;
    const figures: Figures = {
      database: label,
      idlePercent: (100 * idleCpu) / idleMs,
      idleBackendPercent: pg ? (100 * idleBackend) / idleMs : null,
      perJobMs,
      perJobBackendMs: pg ? (backends.total - burstBackendFrom) / ROUTERS : null,
    };
    return figures;
  } finally {
    await server.stop('SIGTERM');
  }
}

async function postgresAnswers(url: string): Promise<boolean> {
  try {
    await queryServer(url, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const only = process.argv.includes('--pg') ? 'pg' : process.argv.includes('--embedded') ? 'embedded' : null;
  const results: Figures[] = [];
  if (only !== 'pg') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-jobs-'));
    try {
      console.log(`Embedded database: idle for ${IDLE_SECONDS} s, then ${ROUTERS} jobs…`);
      results.push(await measure('embedded (PGlite)', { DATA_DIR: dataDir }, null));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
  if (only !== 'embedded') {
    if (!(await postgresAnswers(serverUrl))) console.log(`No PostgreSQL answers at ${serverUrl}: skipped.`);
    else {
      const name = 'bench_jobs_idle';
      await queryServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await queryServer(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-jobs-'));
      try {
        console.log(`PostgreSQL: idle for ${IDLE_SECONDS} s, then ${ROUTERS} jobs…`);
        results.push(
          await measure('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, { url: serverUrl, name }),
        );
      } finally {
        await queryServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }

  const fmt = (value: number | null, digits = 2) => (value === null ? '–' : value.toFixed(digits));
  console.log(
    `\n| database | idle server CPU | idle PG backends | CPU per job (server) | per job (PG) | share of a core, ${ROUTERS} routers / 15 min | aim ≤ ${100 * AIM_SHARE} % |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  let missed = false;
  for (const r of results) {
    const perSweepMs = ROUTERS * (r.perJobMs + (r.perJobBackendMs ?? 0));
    const share = r.idlePercent / 100 + (r.idleBackendPercent ?? 0) / 100 + perSweepMs / (SWEEP_SECONDS * 1000);
    const ok = share <= AIM_SHARE;
    missed ||= !ok;
    console.log(
      `| ${r.database} | ${fmt(r.idlePercent)} % | ${r.idleBackendPercent === null ? '–' : `${fmt(r.idleBackendPercent)} %`} | ${fmt(r.perJobMs, 1)} ms | ${r.perJobBackendMs === null ? '–' : `${fmt(r.perJobBackendMs, 1)} ms`} | ${fmt(100 * share)} % | ${ok ? 'ok' : 'MISSED'} |`,
    );
  }
  console.log(`\n(${os.availableParallelism()} cores; the machine's other load counts in.)`);
  if (missed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
