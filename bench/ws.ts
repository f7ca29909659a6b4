/**
 * `npm run bench:ws`: the realtime hub under load. Starts the real server (server/src/server.ts) on
 * a scratch embedded database, opens BENCH_WS_SOCKETS (2,000) authenticated sockets subscribed to
 * one site, each sending health.check every 30 s, and measures:
 * - the server's extra resident memory per 1,000 sockets (RSS with the sockets open minus before);
 *   budget ≤ 60 MiB;
 * - the time from a committed write (its HTTP call returned) to its change frame at every socket,
 *   p95 over BENCH_WS_WRITES (20) writes; budget ≤ 250 ms.
 * Smoke run: `BENCH_WS_SOCKETS=200 BENCH_WS_WRITES=5 npm run bench:ws` (figures only on a quiet machine).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { request } from './apiClient';
import { startApiServer } from './apiServer';

const PORT = Number(process.env.BENCH_WS_PORT ?? 18289);
const SOCKETS = Number(process.env.BENCH_WS_SOCKETS ?? 2000);
const WRITES = Number(process.env.BENCH_WS_WRITES ?? 20);
const HEALTH_EVERY_MS = 30_000;
const BUDGET = { mibPer1000: 60, p95Ms: 250 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Frame {
  type: string;
  data: { id?: number; action?: string } & Record<string, unknown>;
  ts: number;
}

/** One benchmark socket: authenticated, subscribed, checking health on its own schedule. */
interface BenchSocket {
  socket: WebSocket;
  /** called with each change frame and the time it arrived */
  onChange?: (frame: Frame, at: number) => void;
  healthRoundTrips: number[];
  timer?: NodeJS.Timeout;
  /** the benchmark is over: closing is expected */
  done?: boolean;
}

function openSocket(url: string, token: string, customerId: number, siteId: number): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const bench: BenchSocket = { socket, healthRoundTrips: [] };
    const failed = setTimeout(() => reject(new Error('socket not subscribed within 30 s')), 30_000);
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ action: 'auth', data: { token }, ts: Date.now() })));
    socket.on('message', (raw) => {
      const at = performance.now();
      const frame = JSON.parse(raw.toString()) as Frame;
      if (frame.type === 'auth.ok') {
        socket.send(
          JSON.stringify({ action: 'subscribe', data: { customer_id: customerId, site_id: siteId }, ts: Date.now() }),
        );
      } else if (frame.type === 'subscribed') {
        clearTimeout(failed);
        const check = () =>
          socket.send(JSON.stringify({ action: 'health.check', data: { site_id: siteId }, ts: Date.now() }));
        // Spread over the interval, as 2,000 browsers would be.
        bench.timer = setTimeout(() => {
          check();
          bench.timer = setInterval(check, HEALTH_EVERY_MS);
        }, Math.random() * HEALTH_EVERY_MS);
        resolve(bench);
      } else if (frame.type === 'health.check') {
        bench.healthRoundTrips.push(Date.now() - frame.ts);
      } else if (frame.type === 'change') {
        bench.onChange?.(frame, at);
      }
    });
    socket.on('close', (code) => {
      if (!bench.done) console.error(`socket closed by the server: ${code}`);
    });
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-ws-'));
  console.log(`Starting the server on a scratch database (${dataDir})…`);
  const server = await startApiServer(dataDir, PORT);
  const sockets: BenchSocket[] = [];
  let ok: boolean;
  try {
    const login = await request(
      server.baseUrl,
      'POST',
      '/api/token/pair',
      {},
      {
        username: 'staff@example.com',
        password: 'staff123',
      },
    );
    const auth = { authorization: `Bearer ${login.body.access}` };
    const customerId = (await request(server.baseUrl, 'GET', '/api/crm/customers/', auth)).body.data![0].id;
    const tenancy = { ...auth, 'x-customer-id': String(customerId) };
    const siteId = (await request(server.baseUrl, 'GET', '/api/crm/sites/?page_size=1', tenancy)).body.data![0].id;
    const inSite = { ...tenancy, 'x-site-id': String(siteId) };
    const addressId = (await request(server.baseUrl, 'GET', '/api/crm/addresses/?page_size=1', inSite)).body.data![0]
      .id;

    // Settle, then the idle level the sockets are compared with.
    for (let i = 0; i < 20; i++) await request(server.baseUrl, 'GET', '/api/health/', auth);
    await sleep(2000);
    const rssBefore = server.rssMiB()!;

    const url = `${server.baseUrl.replace('http', 'ws')}/api/ws`;
    const opening = Date.now();
    for (let i = 0; i < SOCKETS; i += 100) {
      const batch = Math.min(100, SOCKETS - i);
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => openSocket(url, login.body.access!, customerId, siteId)),
        )),
      );
    }
    const openSeconds = (Date.now() - opening) / 1000;
    await sleep(3000);
    const rssAfter = server.rssMiB()!;
    const mibPer1000 = ((rssAfter - rssBefore) / SOCKETS) * 1000;

    const latencies: number[] = [];
    for (let write = 0; write < WRITES; write++) {
      let arrivedAll: (at: number) => void = () => undefined;
      const all = new Promise<number>((resolve) => (arrivedAll = resolve));
      let count = 0;
      let last = 0;
      for (const bench of sockets) {
        bench.onChange = (frame, at) => {
          if (frame.data.id !== addressId || frame.data.action !== 'update') return;
          last = Math.max(last, at);
          if (++count === sockets.length) arrivedAll(last);
        };
      }
      const answer = await request(server.baseUrl, 'PATCH', `/api/crm/addresses/${addressId}/`, inSite, {
        city: `Bench ${write} ${Date.now()}`,
      });
      if (answer.status !== 200) throw new Error(`write ${write}: HTTP ${answer.status}`);
      const returned = performance.now();
      const timeout = sleep(10_000).then(() => {
        throw new Error(`write ${write}: ${count} of ${sockets.length} sockets heard of it within 10 s`);
      });
      const lastArrival = await Promise.race([all, timeout]);
      // The frame may beat the HTTP answer (NOTIFY fires at commit): that counts as 0.
      latencies.push(Math.max(0, lastArrival - returned));
      await sleep(250);
    }
    const p95 = percentile(latencies, 95);
    const healthRoundTrips = sockets.flatMap((bench) => bench.healthRoundTrips);

    const rows: [string, string, string, boolean | null][] = [
      ['sockets opened (auth + subscribe)', `${SOCKETS} in ${openSeconds.toFixed(1)} s`, '', null],
      ['server RSS before / with sockets', `${rssBefore} / ${rssAfter} MiB`, '', null],
      [
        'extra RSS per 1,000 sockets',
        `${mibPer1000.toFixed(1)} MiB`,
        `≤ ${BUDGET.mibPer1000} MiB`,
        mibPer1000 <= BUDGET.mibPer1000,
      ],
      [
        `write → event at all sockets, p95 of ${latencies.length}`,
        `${p95.toFixed(1)} ms (median ${percentile(latencies, 50).toFixed(1)}, max ${Math.max(...latencies).toFixed(1)})`,
        `≤ ${BUDGET.p95Ms} ms`,
        p95 <= BUDGET.p95Ms,
      ],
      [
        'health.check round trip, p95',
        healthRoundTrips.length ? `${percentile(healthRoundTrips, 95)} ms over ${healthRoundTrips.length}` : 'none yet',
        '',
        null,
      ],
    ];
    console.log('');
    for (const [what, value, budget, pass] of rows)
      console.log(
        `${what.padEnd(44)} ${value.padEnd(44)} ${budget.padEnd(12)} ${pass === null ? '' : pass ? 'ok' : 'FAILED'}`,
      );
    ok = rows.every(([, , , pass]) => pass !== false);
  } finally {
    for (const bench of sockets) {
      clearTimeout(bench.timer);
      clearInterval(bench.timer);
      bench.done = true;
      bench.socket.terminate();
    }
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
