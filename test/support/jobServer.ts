/**
 * The real server (server/src/server.ts) with test job kinds and two routes to send and read their
 * jobs, for tests that must stop or kill a server process mid-job (test/server/jobs/jobsRestart.test.ts):
 * `spawnServer(env, 'test/support/jobServer.ts')`.
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/src/config';
import { startServer } from '../../server/src/server';
import { stepsJob, stepsKind } from './jobKinds';

/** Attempts of at most 8 s: a killed server's job is taken up again soon after on PostgreSQL too. */
export const crashJob = stepsKind('test-crash', { expireInSeconds: 8 });
/** The same, never retried. */
export const crashOnceJob = stepsKind('test-crash-once', { expireInSeconds: 8, retryLimit: 0 });

const kinds = [stepsJob, crashJob, crashOnceJob];
const kindNamed = (name: string) => kinds.find((kind) => kind.name === name)!;

async function testRoutes(app: FastifyInstance) {
  app.post<{ Params: { kind: string } }>('/test/jobs/:kind', async (request) =>
    app.jobs.send<unknown>(kindNamed(request.params.kind), request.body),
  );
  app.get<{ Params: { kind: string; id: string } }>('/test/jobs/:kind/:id', async (request) =>
    app.jobs.read(kindNamed(request.params.kind), request.params.id),
  );
}

startServer(loadConfig(), { jobKinds: kinds, extend: testRoutes }).then(
  ({ url }) => console.log(`Job test server on ${url}`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
