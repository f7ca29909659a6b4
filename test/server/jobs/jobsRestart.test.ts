/** @jest-environment ./test/support/serverEnvironment.ts */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JobView } from '../../../server/src/jobs/jobView';
import { queryServer } from '../../support/serverDatabase';
import { freePort, spawnServer, type ServerProcess } from '../../support/serverProcess';

jest.setTimeout(240_000);

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * Where the spawned servers keep their jobs: a fresh DATA_DIR (PGlite), or a fresh database on
 * TEST_DATABASE_URL's server; the same for each restart.
 */
async function freshDatabaseEnv(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-jobs-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!pgUrl) return { env: { DATA_DIR: dataDir }, drop: removeDir };
  const name = `portico_t_${randomBytes(6).toString('hex')}`;
  await queryServer(pgUrl, `CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await queryServer(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDir();
    },
  };
}

describe(`a server stopped or killed mid-job (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
  let server: ServerProcess | null = null;

  const start = async () => {
    const port = await freePort();
    server = spawnServer(
      {
        ...database.env,
        PORT: String(port),
        JWT_SECRET: 'jobs-restart-test',
        JOBS_POLL_SECONDS: '1',
        JOBS_MAINTENANCE_SECONDS: '1',
        JOBS_STOP_GRACE_SECONDS: '1',
      },
      'test/support/jobServer.ts',
    );
    await server.ready();
    return server;
  };
  const send = async (kind: string, payload: object): Promise<string> => {
    const reply = await fetch(`${server!.baseUrl}/test/jobs/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = (await reply.json()) as { id: string; sent: boolean };
    expect(body.sent).toBe(true);
    return body.id;
  };
  const read = async (kind: string, id: string) =>
    (await (await fetch(`${server!.baseUrl}/test/jobs/${kind}/${id}`)).json()) as JobView;
  const until = async (kind: string, id: string, done: (job: JobView) => boolean, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    let job = await read(kind, id);
    while (!done(job) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = await read(kind, id);
    }
    if (!done(job)) throw new Error(`the job did not get there: ${JSON.stringify(job)}\n${server!.output()}`);
    return job;
  };

  beforeEach(async () => {
    database = await freshDatabaseEnv();
  });
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = null;
    await database.drop();
  });

  it('kill -9: a job with attempts left runs again to the end; one without ends failed with the reason', async () => {
    await start();
    const steps = { steps: 10, stepMs: 400 };
    const retried = await send('test-crash', { key: 'r1', ...steps });
    const once = await send('test-crash-once', { key: 'r1', ...steps });
    await until('test-crash', retried, (job) => (job.progress?.done ?? 0) >= 2);
    await until('test-crash-once', once, (job) => (job.progress?.done ?? 0) >= 2);
    await server!.stop('SIGKILL');

    await start();
    const finished = await until('test-crash', retried, (job) => job.state === 'completed');
    expect(finished).toMatchObject({ attempts: 2, progress: { done: 10, total: 10 }, result: { attempt: 2 } });
    const failed = await until('test-crash-once', once, (job) => job.state === 'failed');
    expect(failed.attempts).toBe(1);
    if (pgUrl) {
      // Another instance could still be running it: PostgreSQL lets the attempt expire first.
      expect(failed.error).toBe('job failed by timeout in active state');
    } else {
      // The embedded database has one server: the start fails what the dead one left at once,
      // keeping the progress it had stored for the next attempt.
      expect(failed.error).toBe('The server stopped while the job ran');
      expect(failed.progress?.done).toBeGreaterThanOrEqual(2);
      expect((finished.result as { resumedFrom: { done: number } }).resumedFrom.done).toBeGreaterThanOrEqual(2);
    }
  });

  it('SIGTERM: the server stops within the grace time and the next start finishes the job', async () => {
    await start();
    const id = await send('test-steps', { key: 'r2', steps: 20, stepMs: 300 });
    await until('test-steps', id, (job) => (job.progress?.done ?? 0) >= 1);
    const stoppedAt = Date.now();
    expect(await server!.stop('SIGTERM')).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);

    await start();
    const job = await until('test-steps', id, (view) => view.state === 'completed');
    expect(job).toMatchObject({ attempts: 2, result: { attempt: 2 }, progress: { done: 20, total: 20 } });
  });
});
