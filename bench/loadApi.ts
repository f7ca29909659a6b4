import os from 'node:os';
import path from 'node:path';
import { queryServer } from '../test/support/serverDatabase';
import { agent, percentile, request, type Answer, type Call } from './apiClient';
import { discover, scenarios } from './apiScenarios';
import {
  ensureLargeDataset,
  postgresCpuMs,
  repoRoot,
  seedLargeInto,
  startApiServer,
  type ApiServer,
} from './apiServer';

/**
 * `npm run bench:load-api`: the API under load. Starts the real server on the large data set (PGlite
 * under BENCH_DATA_DIR, default .bench/api-large, seeded once; with `-- --pg` or DATABASE_URL a
 * PostgreSQL database `bench_load` on that server, copied from one seeded once and dropped again), signs in a
 * few users (the admin and one staff user of each of the first large customers, one login each: the
 * clients share their tokens) and runs 200 concurrent clients for 60 s, each sending its next call
 * as soon as the last one answered: a mix of lists, details, quick searches and creates. Reports
 * requests per second, p50/p95/p99 per kind and in all and p95 per 10 s of the run (the first seconds
 * open connections and plan statements), errors (any status ≥ 400 or failed request) and the server's
 * peak memory. Aims: no errors, p95 ≤ 600 ms embedded and ≤ 300 ms on PostgreSQL,
 * server memory ≤ 400 MiB, and every client's first answer (a new connection) within 10 s.
 * `-- --seconds 5` for a short smoke run, `-- --clients 50` for fewer, `-- --only detail` for one kind.
 */
const PORT = Number(process.env.BENCH_API_PORT ?? 18291);
const AIM_P95_MS = { embedded: 600, postgres: 300 };
const AIM_RSS_MIB = 400;
/** Fairness: no client's first call (a new connection) may wait much longer than a p95 call. */
const AIM_FIRST_ANSWER_MS = 10_000;
const STAFF_USERS = 4;
/** The calls of the mix and how often each comes (out of 100). */
const FULL_MIX: [kind: string, weight: number][] = [
  ['list, first page (site)', 25],
  ['list, deep page (customer)', 10],
  ['filtered list', 15],
  ['detail', 25],
  ['search', 15],
  ['create', 10],
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const SECONDS = Number(option('seconds') ?? 60);
const CLIENTS = Number(option('clients') ?? 200);
const ON_PG = process.argv.includes('--pg') || Boolean(process.env.DATABASE_URL);
/** `-- --only search`: the calls of one kind (its name's start) alone, to see what each costs. */
const ONLY = option('only');
const MIX = ONLY ? FULL_MIX.filter(([kind]) => kind.startsWith(ONLY)) : FULL_MIX;
if (MIX.length === 0)
  throw new Error(`--only ${ONLY}: no kind of call starts so (${FULL_MIX.map(([k]) => k).join('; ')})`);

/** The PostgreSQL server runs on this machine, so its processes' CPU time can be read. */
const pgIsLocal = (url: URL) => ['127.0.0.1', 'localhost', '[::1]', ''].includes(url.hostname);

/** The server on the large data set, and what releases it (and drops the PostgreSQL database). */
async function startServer(): Promise<{
  server: ApiServer;
  release: () => Promise<void>;
  where: string;
  local: boolean;
}> {
  if (!ON_PG) {
    const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.bench', 'api-large'));
    await ensureLargeDataset(dataDir);
    const server = await startApiServer(dataDir, PORT);
    return { server, release: () => server.stop(), where: `PGlite in ${dataDir}`, local: false };
  }
  const serverUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
  const target = new URL(serverUrl);
  target.pathname = '/bench_load';
  await ensureSeededTemplate(serverUrl);
  await queryServer(serverUrl, 'DROP DATABASE IF EXISTS bench_load WITH (FORCE)');
  await queryServer(serverUrl, `CREATE DATABASE bench_load TEMPLATE ${SEEDED_TEMPLATE}`);
  const drop = () => queryServer(serverUrl, 'DROP DATABASE IF EXISTS bench_load WITH (FORCE)');
  try {
    // DATA_DIR holds only the generated secrets here.
    const server = await startApiServer(path.join(repoRoot, '.bench', 'load-api-pg'), PORT, target.toString());
    const release = async () => {
      await server.stop();
      await drop();
    };
    return { server, release, where: `PostgreSQL database bench_load on ${target.host}`, local: pgIsLocal(target) };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * The large data set is seeded once into a template database, as the embedded one is into its data
 * directory; each run works on a copy (a file copy: seconds, not the seed's minutes, with its planner
 * statistics), so its creates never accumulate. `DROP DATABASE bench_load_seed` seeds afresh.
 */
const SEEDED_TEMPLATE = 'bench_load_seed';
const SEED_COMPLETE = 'large seed complete';

async function ensureSeededTemplate(serverUrl: string): Promise<void> {
  const [known] = await queryServer(
    serverUrl,
    'SELECT shobj_description(oid, $1) AS note FROM pg_database WHERE datname = $2',
    ['pg_database', SEEDED_TEMPLATE],
  );
  if (known?.note === SEED_COMPLETE) return;
  await queryServer(serverUrl, `DROP DATABASE IF EXISTS ${SEEDED_TEMPLATE} WITH (FORCE)`);
  await queryServer(serverUrl, `CREATE DATABASE ${SEEDED_TEMPLATE}`);
  const template = new URL(serverUrl);
  template.pathname = `/${SEEDED_TEMPLATE}`;
  await seedLargeInto(template.toString());
  await queryServer(serverUrl, `COMMENT ON DATABASE ${SEEDED_TEMPLATE} IS '${SEED_COMPLETE}'`);
}

/** The admin's calls over every large customer, and each staff user's over their own customer. */
async function callSets(baseUrl: string): Promise<Record<string, Call>[]> {
  const found = await discover(baseUrl);
  const sets = [scenarios(baseUrl, found)];
  for (const pool of found.pools.slice(0, STAFF_USERS)) {
    const headers = { ...found.auth, 'x-customer-id': String(pool.customerId) };
    const users = await request(baseUrl, 'GET', '/api/crm/users/?role=staff', headers);
    const email = (users.body.data as { email?: string }[] | undefined)?.[0]?.email;
    if (!email) throw new Error(`no staff user in customer ${pool.customerId}`);
    const login = await request(baseUrl, 'POST', '/api/token/pair', {}, { username: email, password: 'large123' });
    if (login.status !== 200) throw new Error(`login of ${email} failed: ${login.status}`);
    const auth = { authorization: `Bearer ${login.body.access}` };
    sets.push(scenarios(baseUrl, { ...found, auth, pools: [pool] }));
  }
  return sets;
}

const MIX_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

/** The kind of the n-th call: the mix's weights spread evenly over every 100 calls (--only: over its kinds). */
function kindOf(n: number): string {
  // 37 is coprime to 100: consecutive calls visit every slot; slots scale to the weights --only keeps.
  let slot = Math.floor((((n * 37) % 100) * MIX_WEIGHT) / 100);
  for (const [kind, weight] of MIX) {
    if (slot < weight) return kind;
    slot -= weight;
  }
  return MIX[0][0];
}

interface Tally {
  times: number[];
  errors: number;
}

const fmt = (ms: number) => ms.toFixed(0).padStart(6);
/** The run's stretch each p95 of the over-time line covers. */
const WINDOW_MS = 10_000;

async function main() {
  agent.maxSockets = CLIENTS;
  const { server, release, where, local } = await startServer();
  let failed: number;
  try {
    console.log(`Server on ${server.baseUrl} (pid ${server.pid}), ${where}; signing in…`);
    const sets = await callSets(server.baseUrl);
    const tallies = new Map<string, Tally>(MIX.map(([kind]) => [kind, { times: [], errors: 0 }]));
    const errorSamples: string[] = [];
    // Creates name their rows by the call number: a fresh range per run keeps names unique.
    let next = (Math.floor(Date.now() / 1000) % 1_000_000) * 1000;
    const first = next;
    const cpuBefore = server.cpuMs();
    const postgresBefore = local ? postgresCpuMs() : 0;
    const clientBefore = process.cpuUsage();
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    console.log(`${CLIENTS} clients for ${SECONDS} s…`);
    // When each client had its first answer: a new connection must not wait while open ones are served.
    const firstAnswerMs: number[] = [];
    // Answer times by when they came, to tell the first seconds (new connections, first plans) from the rest.
    const byWindow: number[][] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const calls = sets[client % sets.length];
        let answered = false;
        while (Date.now() < deadline) {
          const n = next++;
          const kind = kindOf(n - first);
          const tally = tallies.get(kind)!;
          let answer: Answer | null = null;
          let failure = '';
          try {
            answer = await calls[kind](n);
            if (answer.status >= 400) failure = `HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
          } catch (error) {
            failure = error instanceof Error ? error.message : String(error);
          }
          if (!answered) {
            answered = true;
            firstAnswerMs.push(Date.now() - started);
          }
          if (failure) {
            tally.errors += 1;
            if (errorSamples.length < 5) errorSamples.push(`${kind}: ${failure}`);
          } else {
            tally.times.push(answer!.ms);
            (byWindow[Math.floor((Date.now() - started) / WINDOW_MS)] ??= []).push(answer!.ms);
          }
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    const cpuAfter = server.cpuMs();
    const postgresAfter = local ? postgresCpuMs() : 0;
    const client = process.cpuUsage(clientBefore);
    const peak = server.peakRssMiB();
    const all: Tally = { times: [], errors: 0 };
    console.log('\n| calls | count | errors | p50 ms | p95 ms | p99 ms |');
    console.log('|---|---:|---:|---:|---:|---:|');
    const row = (name: string, t: Tally) => {
      const sorted = [...t.times].sort((a, b) => a - b);
      console.log(
        `| ${name} | ${String(t.times.length).padStart(6)} | ${String(t.errors).padStart(4)} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(percentile(sorted, 99))} |`,
      );
      return sorted;
    };
    for (const [kind, tally] of tallies) {
      row(kind, tally);
      all.times.push(...tally.times);
      all.errors += tally.errors;
    }
    const sorted = row('all', all);
    const total = all.times.length + all.errors;
    const aimP95 = ON_PG ? AIM_P95_MS.postgres : AIM_P95_MS.embedded;
    const p95 = percentile(sorted, 95);
    const cpu = cpuBefore === null || cpuAfter === null ? '?' : ((cpuAfter - cpuBefore) / total).toFixed(1);
    const [load] = os.loadavg();
    console.log(
      `\n${(total / elapsed).toFixed(0)} req/s over ${elapsed.toFixed(0)} s with ${CLIENTS} clients; server CPU ${cpu} ms/req; ` +
        `load average ${load.toFixed(1)} on ${os.cpus().length} cores.`,
    );
    // Where the machine's CPU went: on shared cores a request's total caps what the server can serve.
    if (cpuBefore !== null && cpuAfter !== null) {
      const perRequest = (ms: number) => ms / total;
      const parts: [string, number][] = [['server', perRequest(cpuAfter - cpuBefore)]];
      if (local) parts.push(['PostgreSQL', perRequest(postgresAfter - postgresBefore)]);
      parts.push(['this load client', perRequest((client.user + client.system) / 1000)]);
      const sum = parts.reduce((all, [, ms]) => all + ms, 0);
      const cores = os.cpus().length;
      // The embedded database runs on the server's main thread: one core bounds it before the machine does.
      const oneThread = ON_PG
        ? ''
        : `, and one thread running server and database at most ${(1000 / parts[0][1]).toFixed(0)} req/s`;
      console.log(
        `CPU per request: ${parts.map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`).join(', ')}; ` +
          `${sum.toFixed(1)} ms in all, so ${cores} cores serve at most ${((cores * 1000) / sum).toFixed(0)} req/s${oneThread}.`,
      );
    }
    const windowP95 = Array.from(byWindow, (times = []) =>
      percentile(
        times.sort((a, b) => a - b),
        95,
      ),
    );
    console.log(`p95 by ${WINDOW_MS / 1000} s of the run: ${windowP95.map((ms) => fmt(ms).trim()).join(', ')} ms.`);
    for (const sample of errorSamples) console.log(`  error: ${sample}`);
    const lastFirstAnswer = Math.max(...firstAnswerMs);
    const verdicts: [string, boolean][] = [
      [`errors: ${all.errors} (aim 0)`, all.errors === 0],
      [`p95: ${p95.toFixed(0)} ms (aim ≤ ${aimP95} ms ${ON_PG ? 'on PostgreSQL' : 'embedded'})`, p95 <= aimP95],
      [`server memory peak: ${peak ?? '?'} MiB (aim ≤ ${AIM_RSS_MIB} MiB)`, peak !== null && peak <= AIM_RSS_MIB],
      [
        `every client's first answer within ${fmt(lastFirstAnswer).trim()} ms of the start (aim ≤ ${AIM_FIRST_ANSWER_MS} ms)`,
        firstAnswerMs.length === CLIENTS && lastFirstAnswer <= AIM_FIRST_ANSWER_MS,
      ],
    ];
    for (const [text, ok] of verdicts) console.log(`${ok ? 'ok    ' : 'MISSED'} ${text}`);
    failed = verdicts.filter(([, ok]) => !ok).length;
    console.log(failed === 0 ? 'All aims met.' : `${failed} aim(s) missed.`);
  } finally {
    await release();
  }
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
