import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repoRoot, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** Seeds `npm run seed -- --scale large` into dataDir once; later runs reuse it (marker file). */
export async function ensureLargeDataset(dataDir: string): Promise<void> {
  const marker = path.join(dataDir, 'large-seed-complete');
  if (fs.existsSync(marker)) return;
  console.log(`Preparing the large data set in ${dataDir} (once; a few minutes)…`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await runToEnd(['server/seed/seedCli.ts', '--scale', 'large'], {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  fs.writeFileSync(marker, new Date().toISOString());
}

export interface ApiServer {
  baseUrl: string;
  pid: number;
  /** resident memory of the server process in MiB (Linux /proc) */
  rssMiB(): number | null;
  /** the highest resident memory the server process has had so far, in MiB (VmHWM) */
  peakRssMiB(): number | null;
  /** CPU time (user + system) the server process has used so far, in ms (Linux /proc) */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** Seeds the demo and the large data set into the (empty, migrated by the seed) PostgreSQL database at `url`. */
export async function seedLargeInto(url: string): Promise<void> {
  console.log(`Seeding the large data set into ${new URL(url).pathname.slice(1)} (a few minutes)…`);
  await runToEnd(['server/seed/seedCli.ts', '--scale', 'large'], { ...process.env, DATABASE_URL: url });
}

/** CPU time (user + system) a process has used so far, in ms, from Linux /proc; null when it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    // /proc/<pid>/stat fields 14 and 15 (after the parenthesised name): utime and stime in clock ticks (100/s).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * CPU time all PostgreSQL processes on this machine have used so far, in ms: what a local server's
 * backends spend on the benchmark's statements (a backend that exits takes its time with it).
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // gone meanwhile
    }
    total += processCpuMs(Number(entry)) ?? 0;
  }
  return total;
}

/**
 * The real server (server/src/server.ts) in a child process on the data set, API only: PGlite under
 * dataDir, or the PostgreSQL database `databaseUrl` when given.
 */
export async function startApiServer(dataDir: string, port: number, databaseUrl = ''): Promise<ApiServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(repoRoot, '.bench', 'api-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_ROOT: 'off',
      // BENCH_LOG_LEVEL=debug logs every request with its server-side time, beside the client's figures.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    },
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    for (let i = 0; i < 50 && !exited; i += 1) await sleep(100);
    if (!exited) child.kill('SIGKILL');
    fs.closeSync(log);
  };
  const statusMiB = (field: string) => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
      return Number.isFinite(kib) ? Math.round(kib / 1024) : null;
    } catch {
      return null;
    }
  };
  const rssMiB = () => statusMiB('VmRSS');
  const peakRssMiB = () => statusMiB('VmHWM');
  const cpuMs = () => processCpuMs(child.pid!);
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (exited) throw new Error(`server exited early; see ${logFile}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok)
        return { baseUrl, pid: child.pid!, rssMiB, peakRssMiB, cpuMs, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`server did not answer within 2 minutes; see ${logFile}`);
}
