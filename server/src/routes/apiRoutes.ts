import type { FastifyPluginAsync } from 'fastify';
import lockoutRoutes from './auth/lockoutRoutes';
import tokenRoutes from './auth/tokenRoutes';
import timezoneRoutes from './core/timezoneRoutes';
import crmRoutes from './crmRoutes';
import healthRoutes from './health/healthRoutes';
import mediaRoutes from './media/mediaRoutes';
import mikrotikRoutes from './mikrotik/mikrotikRoutes';
import wsRoutes from './realtime/wsRoutes';
import searchRoutes from './search/searchRoutes';
import telemetryRoutes from './telemetry/telemetryRoutes';

/** Everything under /api. Public: token, health, timezones, media, client-metrics and client-errors (POST). Signed in: /crm, /auth (superusers); /ws signs in by its first frame. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tokenRoutes, { prefix: '/token' });
  await app.register(lockoutRoutes, { prefix: '/auth/lockouts' });
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(timezoneRoutes, { prefix: '/core' });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(crmRoutes, { prefix: '/crm' });
  await app.register(searchRoutes, { prefix: '/search' });
  await app.register(mikrotikRoutes, { prefix: '/mikrotik' });
  await app.register(wsRoutes, { prefix: '/ws' });
  await app.register(telemetryRoutes);
};

export default apiRoutes;
