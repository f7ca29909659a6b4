import fp from 'fastify-plugin';
import { loadMikrotikSettings, type MikrotikSettings } from '../mikrotik/mikrotikSettings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The MikroTik settings (registration secret, device key, RouterOS timeouts), read once per app. */
    mikrotikSettings: MikrotikSettings;
  }
}

/**
 * Reads the MikroTik settings once, before everything that talks to routers (the alerts' port
 * reads, the /api/mikrotik routes and their jobs), so every part uses the same key and timeouts.
 * REGISTRATION_SECRET, DEVICE_SECRET_KEY and the ROUTEROS_* timeouts come from the environment.
 */
export default fp(
  async (app) => {
    app.decorate('mikrotikSettings', loadMikrotikSettings(process.env, app.config.dataDir));
  },
  { name: 'mikrotik-settings', dependencies: ['config'] },
);
