import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** A free TCP port on 127.0.0.1: nothing listens on it (a server to start there, or an unreachable router). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** Resolves once GET /api/health/ answers 200; rejects if it exits first. */
  ready(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server entry (`tsx server/src/server.ts`, API only) or another script of the repo in a
 * child process, for what only a process shows: refusing to start, exit codes, surviving faults.
 */
export function spawnServer(
  env: Record<string, string>,
  script = 'server/src/server.ts',
  args: string[] = [],
): ServerProcess {
  const port = env.PORT ?? '0';
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, STATIC_ROOT: 'off', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    child,
    baseUrl,
    output: () => output,
    exited,
    ready: async (timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (gone) throw new Error(`the server exited before answering:\n${output}`);
        try {
          if ((await fetch(`${baseUrl}/api/health/`, { signal: AbortSignal.timeout(2000) })).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output}`);
    },
    stop: async (signal = 'SIGTERM') => {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}
