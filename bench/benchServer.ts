import path from 'node:path';
import { ensureProductionBuild, root } from '../test/e2e/support/build';
import { alreadyRunning, startServer, type RunningServer } from '../test/e2e/support/server';
import { freePort } from '../test/support/serverProcess';

/**
 * The production build served by the real server on a fresh data dir, or — with BENCH_BASE_URL —
 * an already running server (to measure a deployment or iterate quickly). A free port each time, so
 * two benches (or a bench beside the browser suite) never meet on one.
 */
export async function serverForBench(name: string): Promise<RunningServer> {
  const external = process.env.BENCH_BASE_URL;
  if (external) return alreadyRunning(external);
  ensureProductionBuild();
  return startServer({ port: await freePort(), logFile: path.join(root, `.bench/${name}-server.log`) });
}
