import os from 'node:os';
import path from 'node:path';
import { measure, type Stats } from './apiClient';
import { discover, scenarios } from './apiScenarios';
import { propertyScenarios } from './apiPropertyScenarios';
import { ensureLargeDataset, repoRoot, startApiServer } from './apiServer';

/**
 * `npm run bench:api`: seeds the large data set once (BENCH_DATA_DIR, default .bench/api-large),
 * starts the real server on it in a child process, and measures each endpoint kind over HTTP from
 * this process: p50/p95 of sequential requests and requests per second with 4 concurrent clients.
 * Targets (embedded database, 2 cores): list and detail p95 ≤ 20 ms, search p95 ≤ 50 ms; the
 * property screens' reference autocomplete (search as you type) p95 ≤ 150 ms (issue 9) and their
 * first pages in any ordering, like the other lists, ≤ 20 ms in a site.
 * `BENCH_ONLY=autocomplete,property npm run bench:api` measures only the kinds whose names contain one of the words.
 */
const PORT = Number(process.env.BENCH_API_PORT ?? 18290);
const TARGETS: Record<string, number> = {
  'list, first page (site)': 20,
  'list, deep page (customer)': 20,
  'filtered list': 20,
  detail: 20,
  search: 50,
  'autocomplete (site)': 150,
  'autocomplete (customer)': 150,
  'property list, first page, any ordering (site)': 20,
  'property list, first page, any ordering (customer)': 50,
  'floors and rooms by outlet (§2.2 filters)': 50,
};
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

const fmt = (ms: number) => ms.toFixed(1).padStart(6);

async function main() {
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.bench', 'api-large'));
  await ensureLargeDataset(dataDir);
  const server = await startApiServer(dataDir, PORT);
  try {
    console.log(`Server on ${server.baseUrl} (pid ${server.pid}), data in ${dataDir}; discovering ids…`);
    const found = await discover(server.baseUrl);
    const calls = { ...scenarios(server.baseUrl, found), ...propertyScenarios(server.baseUrl, found) };
    const chosen = Object.entries(calls).filter(
      ([kind]) => ONLY.length === 0 || ONLY.some((word) => kind.includes(word)),
    );
    const results: [string, Stats][] = [];
    for (const [kind, call] of chosen) {
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
