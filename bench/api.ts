import os from 'node:os';
import path from 'node:path';
import { measure, type Stats } from './apiClient';
import { discover, scenarios } from './apiScenarios';
import { ensureLargeDataset, repoRoot, startApiServer } from './apiServer';

/**
 * `npm run bench:api`: seeds the large data set once (BENCH_DATA_DIR, default .bench/api-large),
 * starts the real server on it in a child process, and measures each endpoint kind over HTTP from
 * this process: p50/p95 of sequential requests and requests per second with 4 concurrent clients.
 * Targets (embedded database, 2 cores): list and detail p95 ≤ 20 ms, search p95 ≤ 50 ms.
 */
const PORT = Number(process.env.BENCH_API_PORT ?? 18290);
const TARGETS: Record<string, number> = {
  'list, first page (site)': 20,
  'list, deep page (customer)': 20,
  'filtered list': 20,
  detail: 20,
  search: 50,
};

const fmt = (ms: number) => ms.toFixed(1).padStart(6);

async function main() {
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.bench', 'api-large'));
  await ensureLargeDataset(dataDir);
  const server = await startApiServer(dataDir, PORT);
  try {
    console.log(`Server on ${server.baseUrl} (pid ${server.pid}), data in ${dataDir}; discovering ids…`);
    const calls = scenarios(server.baseUrl, await discover(server.baseUrl));
    const results: [string, Stats][] = [];
    for (const [kind, call] of Object.entries(calls)) {
      const stats = await measure(kind, call, server.cpuMs);
      results.push([kind, stats]);
      console.log(`  ${kind}: p95 ${stats.p95.toFixed(1)} ms`);
    }
    console.log('\n| endpoint kind | p50 ms | p95 ms | max ms | req/s (4 clients) | server CPU ms/req | target p95 |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    let failed = 0;
    for (const [kind, s] of results) {
      const target = TARGETS[kind];
      const verdict = target === undefined ? '–' : `≤ ${target} ms ${s.p95 <= target ? 'ok' : 'MISSED'}`;
      if (target !== undefined && s.p95 > target) failed += 1;
      console.log(
        `| ${kind} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.max)} | ${s.perSecond.toFixed(0).padStart(5)} | ${s.cpuMs === null ? '?' : fmt(s.cpuMs)} | ${verdict} |`,
      );
    }
    const [load] = os.loadavg();
    console.log(
      `\nServer RSS after the run: ${server.rssMiB() ?? '?'} MiB. Load average during the run: ${load.toFixed(1)} on ${os.cpus().length} cores` +
        `${load > os.cpus().length ? ' (busy machine: latencies include waiting for a CPU; server CPU ms/req does not)' : ''}.`,
    );
    console.log(failed === 0 ? 'All targets met.' : `${failed} target(s) missed.`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
