/** @jest-environment ./test/support/serverEnvironment.ts */
import { loadConfig } from '../../../server/src/config';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { fastJobSettings, tickJob, ticks } from '../../support/jobKinds';
import { openSeededTestDatabase } from '../../support/serverDatabase';
import { startTestServer } from '../../support/serverHarness';

describe('job schedules', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
  });
  afterAll(async () => database?.close());

  /** A server on the shared database with the scheduled kind and these cron overrides. */
  const serverWith = (cronOverrides: Record<string, string>) =>
    startTestServer({
      database,
      config: { jobs: { ...fastJobSettings, cronOverrides } },
      extend: (app) => app.jobs.define(tickJob),
    });
  /** This file's schedule among the app's own (the routers' drift sweep). */
  const testSchedules = async (t: Awaited<ReturnType<typeof serverWith>>) =>
    (await t.app.jobs.schedules()).filter((schedule) => schedule.kind === tickJob.name);

  it("sends the kind's job when its schedule fires", async () => {
    const t = await serverWith({});
    try {
      expect(await testSchedules(t)).toEqual([{ kind: 'test-tick', cron: '* * * * *' }]);
      const deadline = Date.now() + 15_000;
      while (ticks.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ticks).toEqual([{ at: expect.any(Number), note: 'every minute' }]);
    } finally {
      await t.close();
    }
  });

  it('takes the cron from JOBS_CRON_<KIND>, and drops the schedule when it says off', async () => {
    const every15 = await serverWith({ 'test-tick': '*/15 * * * *' });
    expect(await testSchedules(every15)).toEqual([{ kind: 'test-tick', cron: '*/15 * * * *' }]);
    await every15.close();
    const off = await serverWith({ 'test-tick': 'off' });
    expect(await testSchedules(off)).toEqual([]);
    await off.close();
  });
});

describe('JOBS_CRON_<KIND>', () => {
  it('names the kind in upper case with underscores for dashes', () => {
    const env = { JWT_SECRET: 'x', DATA_DIR: '/nonexistent', JOBS_CRON_ROUTER_DRIFT: ' */5 * * * * ' };
    expect(loadConfig(env).jobs.cronOverrides).toEqual({ 'router-drift': '*/5 * * * *' });
  });
});
