import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { request } from './apiClient';
import { ensureLargeDataset, repoRoot, startApiServer, type ApiServer } from './apiServer';
import { EXPORT_CUSTOMER, ensureOneCustomerCopy } from './exportDataset';

/**
 * `npm run bench:export`: the CSV export (GET <collection>export/) of 100,000 rooms in one request,
 * on a copy of the large data set where one customer holds them all (bench/exportDataset.ts),
 * through the real server in a child process. Prints the time to the headers and to the last byte,
 * the server's CPU time (near the time on an idle machine: PGlite and the export share a thread) and
 * its RSS growth over its idle level (sampled every 20 ms). Budget (issue 9): all
 * 100,000 rooms ≤ 10 s and under 100 MiB extra server memory.
 */
const PORT = Number(process.env.BENCH_EXPORT_PORT ?? 18291);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const BUDGET = { seconds: 10, mib: 100 };

const EXPORTS: [string, string][] = [
  ['rooms, list order (name)', '/api/crm/rooms/export/'],
  ['rooms by address name, descending', '/api/crm/rooms/export/?ordering=-address'],
  ['rooms, search "h02"', '/api/crm/rooms/export/?search=h02'],
  ['outlets of the customer', '/api/crm/outlets/export/'],
];

interface Download {
  total: number;
  lines: number;
  bytes: number;
  headersMs: number;
  ms: number;
  /** server CPU time (user + system) during the download: what the time would be on an idle machine */
  cpuMs: number | null;
  peakGrowthMiB: number;
}

/**
 * Downloads one export as a browser would (reading every byte), sampling the server's RSS meanwhile:
 * its growth over `idle`, the server's RSS before the first export (so what one export leaves for
 * the garbage collector counts against the next).
 */
function download(server: ApiServer, url: string, headers: Record<string, string>, idle: number): Promise<Download> {
  const cpuBefore = server.cpuMs();
  let peak = server.rssMiB() ?? idle;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMiB() ?? 0)), 20);
  const started = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise<Download>((resolve, reject) => {
    http
      .get(new URL(url, server.baseUrl), { headers }, (res) => {
        const headersMs = since();
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`${url}: HTTP ${res.statusCode}`));
          return;
        }
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        });
        res.on('end', () => {
          peak = Math.max(peak, server.rssMiB() ?? 0);
          const total = Number(res.headers['x-total-count']);
          const cpuAfter = server.cpuMs();
          const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
          resolve({ total, lines, bytes, headersMs, ms: since(), cpuMs, peakGrowthMiB: peak - idle });
        });
      })
      .on('error', reject);
  }).finally(() => clearInterval(sampler));
}

async function signIn(server: ApiServer): Promise<Record<string, string>> {
  const body = { username: 'admin@example.com', password: 'admin123' };
  const login = await request(server.baseUrl, 'POST', '/api/token/pair', {}, body);
  const auth = { authorization: `Bearer ${login.body.access}` };
  const all = await request(server.baseUrl, 'GET', '/api/crm/customers/', auth);
  const customer = all.body.data?.find((c) => c.name === EXPORT_CUSTOMER);
  if (!customer) throw new Error(`${EXPORT_CUSTOMER} not found`);
  return { ...auth, 'x-customer-id': String(customer.id) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuSeconds = (runs: Download[]) =>
  runs.every((run) => run.cpuMs !== null) ? (median(runs.map((run) => run.cpuMs ?? 0)) / 1000).toFixed(2) : '?';

/**
 * Why batches and not one cursor: PGlite runs one statement at a time, so a list page asked for
 * during an export waits at most for one batch. Measured here: list pages during a rooms export.
 */
async function listWhileExporting(server: ApiServer, headers: Record<string, string>, idle: number) {
  const exporting = download(server, '/api/crm/rooms/export/', headers, idle);
  let done = false;
  void exporting.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    times.push((await request(server.baseUrl, 'GET', '/api/crm/tenants/?page=40', headers)).ms);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exported = await exporting;
  console.log(
    `\nA list page (tenants, page 40) while all rooms export: median ${median(times).toFixed(0)} ms, ` +
      `max ${Math.max(...times).toFixed(0)} ms over ${times.length} requests; the export took ${(exported.ms / 1000).toFixed(2)} s.`,
  );
}

async function main() {
  const largeDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.bench', 'api-large'));
  const exportDir = path.resolve(process.env.BENCH_EXPORT_DATA_DIR ?? path.join(repoRoot, '.bench', 'export-large'));
  await ensureLargeDataset(largeDir);
  await ensureOneCustomerCopy(largeDir, exportDir);
  const server = await startApiServer(exportDir, PORT);
  try {
    const headers = await signIn(server);
    await request(server.baseUrl, 'GET', '/api/crm/rooms/?page_size=100', headers); // warm the code paths
    const idle = server.rssMiB() ?? 0;
    console.log(`Server pid ${server.pid}, idle RSS ${idle} MiB; ${RUNS} runs per export, back to back.\n`);
    console.log(
      '| export | rows | MiB | headers ms | total s (median) | total s (max) | server CPU s (median) | RSS growth MiB (max) | budget |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const [name, url] of EXPORTS) {
      const runs: Download[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await download(server, url, headers, idle));
      const [first] = runs;
      if (runs.some((run) => run.lines !== run.total + 1)) throw new Error(`${name}: line count differs from total`);
      const seconds = median(runs.map((run) => run.ms)) / 1000;
      const growth = Math.max(...runs.map((run) => run.peakGrowthMiB));
      const ok = Math.max(...runs.map((run) => run.ms)) / 1000 <= BUDGET.seconds && growth < BUDGET.mib;
      console.log(
        `| ${name} | ${first.total.toLocaleString('en-US')} | ${(first.bytes / 2 ** 20).toFixed(1)} | ` +
          `${median(runs.map((run) => run.headersMs)).toFixed(0)} | ${seconds.toFixed(2)} | ` +
          `${(Math.max(...runs.map((run) => run.ms)) / 1000).toFixed(2)} | ${cpuSeconds(runs)} | ${growth} | ` +
          `${first.total >= 100_000 ? (ok ? 'ok' : 'MISSED') : '–'} |`,
      );
    }
    await listWhileExporting(server, headers, idle);
    const [load] = os.loadavg();
    console.log(
      `\nServer RSS after the runs: ${server.rssMiB()} MiB. Load average: ${load.toFixed(1)} on ${os.cpus().length} cores` +
        `${load > os.cpus().length ? ' (busy machine: times include waiting for a CPU; server CPU s does not)' : ''}.`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
