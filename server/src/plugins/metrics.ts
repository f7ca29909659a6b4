import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { loggableError } from '../db/errorReport';
import { createServerMetrics, type ServerMetrics } from '../telemetry/serverMetrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics registry (telemetry/serverMetrics.ts). */
    metrics: ServerMetrics;
  }
}

/** A request Fastify routed nowhere: one label for all of them, so a scan cannot grow the series. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The one metrics registry of the app, and the hooks counting every answered request under its
 * route pattern (`request.routeOptions.url`) with its time to answer (`reply.elapsedTime`).
 * Registered after the realtime and jobs plugins, whose sockets and queue it reads when scraped.
 */
export default fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    const pool = database.kind === 'postgres' ? database.pool : null;
    const metrics = createServerMetrics({
      db: app.db,
      admission: () => app.admission,
      ...(pool ? { pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) } : {}),
      sockets: () => app.realtime.hub.socketCount,
      jobDepth: () => app.jobs.depth(),
      routerReachability: () => app.realtime.health.routerCounts(),
      onError: (source, error) => app.log.warn({ source, error: loggableError(error) }, 'a metric was not read'),
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics', dependencies: ['db', 'admission', 'realtime', 'jobs'] },
);
