import type { FastifyPluginAsync } from 'fastify';
import { deviceEntity } from '../../entities/devices/deviceEntity';
import { mountEntity } from '../../entities/kit/mountEntity';
import type { RouterJobContext } from '../../jobs/routers/routerJobContext';
import { routerJobKinds, type RouterJobKinds } from '../../jobs/routers/routerJobs';
import { scheduleMoves } from '../../jobs/moves/moveScheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The router job kinds (apply, drift check, sweep) and what they run on (decorated there only). */
    routerJobs: RouterJobKinds;
  }
}

/**
 * The /api/mikrotik tree: a valid token of a superuser, no tenancy headers. Router registration
 * (`signedOut`) is the routers' own call, authenticated by the registration secret.
 */
const mikrotikRoutes: FastifyPluginAsync = async (app) => {
  // app.mikrotikSettings: read once per app by the mikrotik-settings plugin, shared with the alerts' port reads.
  const context: RouterJobContext = { db: app.db, settings: app.mikrotikSettings, jobs: app.jobs };
  const kinds = routerJobKinds(context);
  for (const kind of Object.values(kinds)) await app.jobs.define(kind);
  app.decorate('routerJobs', kinds);
  scheduleMoves(app, { db: app.db, jobs: app.jobs, apply: kinds.apply }, app.config.movesTickSeconds);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.signedOut) return;
    await app.authenticate(request);
    await app.enforceTenancy(request);
  });
  mountEntity(app, deviceEntity);
};

export default mikrotikRoutes;
