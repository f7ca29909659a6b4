import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build';

export interface RunningServer {
  baseUrl: string;
  /** pid of the spawned command (a process group leader: npm/npx wrappers and their children). */
  pid: number;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

interface StartOptions {
  port: number;
  /** Command run from the repo root; the default is what `npm start` runs. */
  command?: string[];
  logFile: string;
  timeoutMs?: number;
  /** An existing data directory to serve (kept on stop); by default a fresh temporary one. */
  dataDir?: string;
  /**
   * A data directory made by `prepareDataTemplate()`, copied into the data directory when that has
   * no database yet: the server then skips the first start's initdb, migrations and demo seed (~5 s).
   */
  template?: string;
  /** Extra environment for the server, e.g. `{ LOG_LEVEL: 'debug' }`. */
  env?: NodeJS.ProcessEnv;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the real server (`npx tsx scripts/start.ts`) on a fresh temporary DATA_DIR and resolves
 * once GET /api/health/ answers 200. The process gets its own group so stop() ends its children too.
 */
export async function startServer({
  port,
  command = ['npx', 'tsx', 'scripts/start.ts'],
  logFile,
  timeoutMs = 240_000,
  dataDir: givenDataDir,
  template,
  env = {},
}: StartOptions): Promise<RunningServer> {
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-data-'));
  // 'pglite': where the server keeps the embedded database inside DATA_DIR.
  if (template && !fs.existsSync(path.join(dataDir, 'pglite'))) fs.cpSync(template, dataDir, { recursive: true });
  const host = '127.0.0.1';
  const baseUrl = `http://${host}:${port}`;
  if (await answers(`${baseUrl}/api/health/`)) throw new Error(`port ${port} is already in use`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(command[0], command.slice(1), {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env, PORT: String(port), HOST: host, DATA_DIR: dataDir },
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));

  const stop = async (): Promise<void> => {
    if (exited === undefined && child.pid) {
      signalGroup(child.pid, 'SIGTERM');
      for (let i = 0; i < 50 && exited === undefined; i++) await sleep(100);
      // npx exits on the signal while the server it started may still be closing its database; killed
      // then, the server left its DATA_DIR lock to a process still dying, and a restart was refused.
      for (let i = 0; i < 50 && groupAlive(child.pid); i++) await sleep(100);
      signalGroup(child.pid, 'SIGKILL'); // stragglers in the group (pglite workers, tsx children)
      for (let i = 0; i < 50 && groupAlive(child.pid); i++) await sleep(100);
    }
    fs.closeSync(log);
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== undefined) {
      await stop();
      throw new Error(`server exited with code ${exited} before answering; log tail:\n${tail(logFile)}`);
    }
    if (await answers(`${baseUrl}/api/health/`)) return { baseUrl, pid: child.pid!, dataDir, logFile, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(
    `server did not answer ${baseUrl}/api/health/ within ${timeoutMs / 1000} s; log tail:\n${tail(logFile)}`,
  );
}

/**
 * A data directory holding the embedded database as a first start leaves it (migrated, demo data),
 * made by the server's own first-start step; `startServer({ template })` copies it. The caller removes it.
 */
export function prepareDataTemplate(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-template-'));
  const result = spawnSync('npx', ['tsx', 'server/seed/initDataDirCli.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `preparing the e2e data template failed (exit ${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return dir;
}

/** A server someone else started (E2E_BASE_URL, BENCH_BASE_URL): nothing to stop. */
export function alreadyRunning(baseUrl: string): RunningServer {
  return { baseUrl, pid: 0, dataDir: '', logFile: '', stop: async () => undefined };
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** True while any process of the group led by pid is left. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* group already gone */
  }
}

export function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
