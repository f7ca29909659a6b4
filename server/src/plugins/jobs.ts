import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { loggableError } from '../db/errorReport';
import { jobsChannel } from '../jobs/jobEvents';
import type { AnyJobKind } from '../jobs/jobKind';
import { JobQueue } from '../jobs/jobQueue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (jobs/jobQueue.ts lists what it offers). */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  database: DatabaseHandle;
  kinds: AnyJobKind[];
}

/**
 * Starts the job queue with the app (once it is ready, so every kind is defined) and stops it
 * gracefully before the database closes. Instances hear each other's job news on `portico_jobs`.
 */
export default fp<JobsPluginOptions>(
  async (app, { database, kinds }) => {
    const { jobs, databaseTimeoutMs } = app.config;
    const queue = new JobQueue(
      database,
      { ...jobs, connectTimeoutMs: databaseTimeoutMs },
      {
        error: (details, message) => app.log.error(details, message),
        info: (details, message) => app.log.info(details, message),
      },
    );
    for (const kind of kinds) await queue.define(kind);
    app.notices.on(jobsChannel, (payload) => queue.onNotice(payload));
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      try {
        await queue.start();
      } catch (error) {
        app.log.error({ error: loggableError(error) }, 'The job queue did not start');
        throw error;
      }
    });
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'db', 'notices'] },
);
