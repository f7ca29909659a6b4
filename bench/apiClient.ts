import http from 'node:http';

/** Keep-alive connections for every request; a load test raises maxSockets to its number of clients. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** The parts of a JSON answer the benchmark reads: a login's token, a page's rows and total. */
export interface AnswerBody {
  access?: string;
  data?: { id: number; name?: string }[];
  total?: number;
}

export interface Answer {
  status: number;
  body: AnswerBody;
  ms: number;
}

/** One HTTP request over a keep-alive connection, timed from send to the last body byte. */
export function request(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, ms });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export interface Stats {
  /** server CPU time per request (user + system), from /proc; robust to other load on the machine */
  cpuMs: number | null;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  count: number;
}

/** A call of one endpoint kind; `next(i)` gives the i-th request so runs vary ids and queries. */
export type Call = (i: number) => Promise<Answer>;

function expectOk(answer: Answer, kind: string) {
  if (answer.status >= 400)
    throw new Error(`${kind}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
}

/**
 * Latency from `count` sequential calls (after `warmup`), throughput from `clients` concurrent
 * callers over `seconds`.
 */
export async function measure(
  kind: string,
  call: Call,
  serverCpuMs: () => number | null,
  options = { warmup: 20, count: 300, clients: 4, seconds: 3 },
): Promise<Stats> {
  for (let i = 0; i < options.warmup; i += 1) expectOk(await call(i), kind);
  const times: number[] = [];
  const cpuBefore = serverCpuMs();
  for (let i = 0; i < options.count; i += 1) {
    const answer = await call(options.warmup + i);
    expectOk(answer, kind);
    times.push(answer.ms);
  }
  const cpuAfter = serverCpuMs();
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / options.count;
  times.sort((a, b) => a - b);
  let done = 0;
  let next = options.warmup + options.count;
  const deadline = Date.now() + options.seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (Date.now() < deadline) {
        expectOk(await call(next++), kind);
        done += 1;
      }
    }),
  );
  return {
    cpuMs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
    perSecond: done / ((Date.now() - started) / 1000),
    count: times.length,
  };
}
