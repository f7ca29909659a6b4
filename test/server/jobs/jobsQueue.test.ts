/** @jest-environment ./test/support/serverEnvironment.ts */
import { JobPayloadError } from '../../../server/src/jobs/jobQueue';
import type { JobView } from '../../../server/src/jobs/jobView';
import { fastJobSettings, handlerLog, stepsJob } from '../../support/jobKinds';
import { startTestServer, type TestServer } from '../../support/serverHarness';
import { openAuthedWs, wsUrlOf, type WsTestClient } from '../../support/wsClient';

/** Polls `read` until `done` holds (jobs run in the background). */
async function until(read: () => Promise<JobView | null>, done: (job: JobView) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let job: JobView | null = null;
  while (Date.now() < deadline) {
    job = await read();
    if (job && done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the job did not get there in ${timeoutMs} ms: ${JSON.stringify(job)}`);
}

/** The job frames a socket got for one job. */
const jobFrames = (socket: WsTestClient, id: string) =>
  socket.frames.filter((frame) => frame.type === 'job' && frame.data.id === id).map((frame) => frame.data);

/** Waits for the socket's frame of the job reaching `state` (it follows the stored state closely). */
async function frameReaching(socket: WsTestClient, id: string, state: string) {
  const deadline = Date.now() + 5000;
  while (!jobFrames(socket, id).some((frame) => frame.state === state) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return jobFrames(socket, id);
}

describe('the job queue', () => {
  let t: TestServer;
  let admin: WsTestClient;
  let staff: WsTestClient;

  beforeAll(async () => {
    t = await startTestServer({
      config: { jobs: fastJobSettings },
      extend: (app) => app.jobs.define(stepsJob),
    });
    const url = await wsUrlOf(t.app);
    admin = await openAuthedWs(url, (await t.login('admin@example.com')).access);
    staff = await openAuthedWs(url, (await t.login('staff@example.com')).access);
  });
  afterAll(async () => {
    await admin?.close();
    await staff?.close();
    await t?.close();
  });

  it('runs a job, stores its progress and result, and pushes each step to superusers only', async () => {
    const { id, sent } = await t.app.jobs.send(stepsJob, { key: 'progress', steps: 3, stepMs: 300 });
    expect(sent).toBe(true);
    const job = await until(
      () => t.app.jobs.read(stepsJob, id),
      (view) => view.state === 'completed',
    );
    expect(job).toMatchObject({
      kind: 'test-steps',
      key: 'progress',
      progress: { done: 3, total: 3, current: 'step 3' },
      result: { attempt: 1, resumedFrom: null },
      error: null,
      attempts: 1,
    });
    const frames = await frameReaching(admin, id, 'completed');
    expect(frames[0]).toMatchObject({ state: 'created', kind: 'test-steps', key: 'progress' });
    expect(frames.filter((frame) => frame.state === 'active').map((frame) => frame.progress?.done ?? 0)).toEqual([
      0, 1, 2, 3,
    ]);
    expect(frames[frames.length - 1]).toMatchObject({ state: 'completed', progress: { done: 3, total: 3 } });
    expect(staff.frames.filter((frame) => frame.type === 'job')).toEqual([]);
  });

  it('refuses a payload its kind does not accept and queues nothing', async () => {
    // A payload of the wrong type, as a caller outside TypeScript could send.
    const bad: unknown = { key: 'bad', steps: 'many', stepMs: 1 };
    await expect(t.app.jobs.send<unknown>(stepsJob, bad)).rejects.toThrow(JobPayloadError);
    expect(await t.app.jobs.latest(stepsJob, 'bad')).toBeNull();
  });

  it('cancels a running job: its handler is stopped and the job stays cancelled', async () => {
    const { id } = await t.app.jobs.send(stepsJob, { key: 'cancel', steps: 100, stepMs: 100 });
    await until(
      () => t.app.jobs.read(stepsJob, id),
      (view) => (view.progress?.done ?? 0) >= 1,
    );
    expect((await t.app.jobs.cancel(stepsJob, id))?.state).toBe('cancelled');
    await until(
      async () =>
        handlerLog.some((entry) => entry.id === id && entry.event === 'stopped') ? t.app.jobs.read(stepsJob, id) : null,
      () => true,
    );
    expect(handlerLog.find((entry) => entry.id === id && entry.event === 'stopped')?.reason).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await t.app.jobs.read(stepsJob, id)).toMatchObject({ state: 'cancelled' });
    expect((await frameReaching(admin, id, 'cancelled')).map((frame) => frame.state)).toContain('cancelled');
  });

  it('retries a failed attempt, then fails the job with the reason', async () => {
    const { id } = await t.app.jobs.send(stepsJob, { key: 'fails', steps: 1, stepMs: 1, failAttempts: 5 });
    const job = await until(
      () => t.app.jobs.read(stepsJob, id),
      (view) => view.state === 'failed',
    );
    expect(job).toMatchObject({ attempts: 2, error: 'step 1 failed on attempt 2' });
    expect((await frameReaching(admin, id, 'failed')).map((frame) => frame.state)).toEqual([
      'created',
      'active',
      'retry',
      'active',
      'failed',
    ]);
  });

  it('fails a permanent failure at its first attempt', async () => {
    const { id } = await t.app.jobs.send(stepsJob, {
      key: 'permanent',
      steps: 1,
      stepMs: 1,
      failAttempts: 5,
      permanent: true,
    });
    const job = await until(
      () => t.app.jobs.read(stepsJob, id),
      (view) => view.state === 'failed',
    );
    expect(job).toMatchObject({ attempts: 1, error: 'step 1 refused for good' });
  });

  it('takes one job per key: a send while it waits or runs answers the first job, another key runs', async () => {
    const first = await t.app.jobs.send(stepsJob, { key: 'router-7', steps: 3, stepMs: 200 });
    const waiting = await t.app.jobs.send(stepsJob, { key: 'router-7', steps: 1, stepMs: 1 });
    expect(waiting).toEqual({ id: first.id, sent: false });
    await until(
      () => t.app.jobs.read(stepsJob, first.id),
      (view) => view.state === 'active',
    );
    expect(await t.app.jobs.send(stepsJob, { key: 'router-7', steps: 1, stepMs: 1 })).toEqual({
      id: first.id,
      sent: false,
    });
    const other = await t.app.jobs.send(stepsJob, { key: 'router-8', steps: 1, stepMs: 1 });
    expect(other.sent).toBe(true);
    await until(
      () => t.app.jobs.read(stepsJob, first.id),
      (view) => view.state === 'completed',
    );
    const after = await t.app.jobs.send(stepsJob, { key: 'router-7', steps: 1, stepMs: 1 });
    expect(after.sent).toBe(true);
    expect((await t.app.jobs.latest(stepsJob, 'router-7'))?.id).toBe(after.id);
  });
});
