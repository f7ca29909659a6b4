import { fork } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Runs a TypeScript script in a child Node process (through tsx) and resolves when it exits 0:
 * `await runScript('/repo/scripts/build.ts')`. Used for work whose memory must not stay in the
 * server process (webpack builds, PGlite initdb).
 */
export function runScript(script: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
  const child = fork(script, [], { execArgv: ['--import', tsxLoader], env, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${script} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
