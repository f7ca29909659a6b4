import type { FastifyPluginAsync } from 'fastify';
import { loadMikrotikSettings } from '../../mikrotik/mikrotikSettings';
import deviceActionRoutes from './deviceActionRoutes';
import deviceRoutes from './deviceRoutes';
import registrationRoutes from './registrationRoutes';

/**
 * The /api/mikrotik tree. Devices are cross-customer: a valid token of a superuser, no tenancy
 * headers. Registration is the routers' own call, authenticated by the registration secret.
 */
const mikrotikRoutes: FastifyPluginAsync = async (app) => {
  // Read once per app; REGISTRATION_SECRET and DEVICE_SECRET_KEY come from the environment.
  const settings = loadMikrotikSettings(process.env, app.config.dataDir);
  await app.register(registrationRoutes, { settings });
  await app.register(
    async (devices) => {
      devices.addHook('onRequest', app.authenticate);
      devices.addHook('onRoute', (route) => {
        route.config = { tenancy: 'superuser', superuserOnly: 'Only superusers may manage MikroTik devices.', ...route.config };
      });
      devices.addHook('onRequest', app.enforceTenancy);
      await devices.register(deviceRoutes, { settings });
      await devices.register(deviceActionRoutes, { settings });
    },
    { prefix: '/devices' },
  );
};

export default mikrotikRoutes;
