/** @jest-environment ./test/support/serverEnvironment.ts */
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '../../../server/src/db/database';
import { openPostgres } from '../../../server/src/db/postgres';
import { fastJobSettings, handlerLog, stepsJob } from '../../support/jobKinds';
import { openSeededTestDatabase } from '../../support/serverDatabase';
import { startTestServer, type TestServer } from '../../support/serverHarness';
import { openAuthedWs, wsUrlOf } from '../../support/wsClient';

// Two instances share one database only on a real PostgreSQL (PGlite lives inside one process).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('jobs on two server instances sharing one PostgreSQL', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    database = await openSeededTestDatabase();
    if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    second = openPostgres(String(database.pool.options.connectionString), 4);
    const options = {
      config: { jobs: fastJobSettings },
      extend: (app: TestServer['app']) => app.jobs.define(stepsJob),
    };
    one = await startTestServer({ database, ...options });
    two = await startTestServer({ database: second, ...options });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await second?.close();
    await database?.close();
  });

  it('runs exactly one job when both instances send one for the same key at once', async () => {
    const payload = { key: 'router-1', steps: 3, stepMs: 200 };
    const sends = await Promise.all([one.app.jobs.send(stepsJob, payload), two.app.jobs.send(stepsJob, payload)]);
    expect(sends.filter((send) => send.sent)).toHaveLength(1);
    expect(sends[0].id).toBe(sends[1].id);
    const [{ id }] = sends;
    const deadline = Date.now() + 20_000;
    while ((await one.app.jobs.read(stepsJob, id))?.state !== 'completed' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await two.app.jobs.read(stepsJob, id))?.state).toBe('completed');
    // Both instances run in this process: one handler log covers both.
    expect(handlerLog.filter((entry) => entry.event === 'started').map((entry) => entry.id)).toEqual([id]);
    const jobs = rowsOf<{ n: number }>(
      await one.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE singleton_key = 'router-1'`),
    );
    expect(jobs[0].n).toBe(1);
  });

  it("pushes a job's news to superusers' sockets on both instances, whichever runs it", async () => {
    const sockets = await Promise.all(
      [one, two].map(async (server) =>
        openAuthedWs(await wsUrlOf(server.app), (await server.login('admin@example.com')).access),
      ),
    );
    const { id } = await one.app.jobs.send(stepsJob, { key: 'router-3', steps: 2, stepMs: 100 });
    for (const socket of sockets) {
      const deadline = Date.now() + 20_000;
      const states = () =>
        socket.frames.filter((frame) => frame.type === 'job' && frame.data.id === id).map((frame) => frame.data.state);
      while (!states().includes('completed') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(states()).toEqual(['created', 'active', 'active', 'active', 'completed']);
      await socket.close();
    }
  });

  it('refuses a send on one instance while the other runs that key, and lets it run after', async () => {
    const { id } = await one.app.jobs.send(stepsJob, { key: 'router-2', steps: 5, stepMs: 200 });
    const deadline = Date.now() + 20_000;
    while ((await one.app.jobs.read(stepsJob, id))?.state !== 'active' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await two.app.jobs.send(stepsJob, { key: 'router-2', steps: 1, stepMs: 1 })).toEqual({ id, sent: false });
    while ((await one.app.jobs.read(stepsJob, id))?.state !== 'completed' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await two.app.jobs.send(stepsJob, { key: 'router-2', steps: 1, stepMs: 1 })).sent).toBe(true);
  });
});
