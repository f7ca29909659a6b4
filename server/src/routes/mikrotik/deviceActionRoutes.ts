import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/httpErrors';
import { deviceConfiguration } from '../../mikrotik/deviceConfig';
import { toApiDevice } from '../../mikrotik/deviceFields';
import { findDevice } from '../../mikrotik/deviceRepository';
import { syncDevice } from '../../mikrotik/deviceSync';
import type { MikrotikSettings } from '../../mikrotik/mikrotikSettings';
import { deviceConfigSchema, syncDeviceSchema } from './deviceSchemas';

/** POST {id}/sync/ and GET {id}/config/. Superuser-only (guarded by the parent plugin). */
const deviceActionRoutes: FastifyPluginAsync<{ settings: MikrotikSettings }> = async (app, { settings }) => {
  app.post<{ Params: { id: number } }>('/:id/sync/', { schema: syncDeviceSchema }, async (request) => {
    const device = await findDevice(app.db, request.params.id);
    if (!device) throw notFound();
    return toApiDevice(await syncDevice(app.db, device, settings));
  });

  app.get<{ Params: { id: number } }>('/:id/config/', { schema: deviceConfigSchema }, async (request) => {
    const device = await findDevice(app.db, request.params.id);
    if (!device) throw notFound();
    return deviceConfiguration(app.db, device);
  });
};

export default deviceActionRoutes;
