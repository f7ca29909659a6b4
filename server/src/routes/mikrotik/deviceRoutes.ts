import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/httpErrors';
import { toApiDevice } from '../../mikrotik/deviceFields';
import { deleteDevice, findDevice, insertDevice, listDevices, updateDevice } from '../../mikrotik/deviceRepository';
import type { MikrotikSettings } from '../../mikrotik/mikrotikSettings';
import { prepareDeviceWrite } from './deviceInput';
import { createDeviceSchema, deleteDeviceSchema, getDeviceSchema, listDevicesSchema, updateDeviceSchema } from './deviceSchemas';

type Body = Record<string, unknown>;

/** /api/mikrotik/devices/ CRUD. Superuser-only (guarded by the parent plugin). */
const deviceRoutes: FastifyPluginAsync<{ settings: MikrotikSettings }> = async (app, { settings }) => {
  const key = () => settings.deviceKey();

  app.get<{ Querystring: { site_id?: number } }>('/', { schema: listDevicesSchema }, async (request) => {
    return (await listDevices(app.db, request.query.site_id)).map(toApiDevice);
  });

  app.get<{ Params: { id: number } }>('/:id/', { schema: getDeviceSchema }, async (request) => {
    const row = await findDevice(app.db, request.params.id);
    if (!row) throw notFound();
    return toApiDevice(row);
  });

  app.post<{ Body: Body }>('/', { schema: createDeviceSchema }, async (request, reply) => {
    const checked = await prepareDeviceWrite(app.db, null, request.body ?? {});
    const row = await insertDevice(app.db, checked, key);
    return reply.code(201).send(toApiDevice(row));
  });

  app.patch<{ Params: { id: number }; Body: Body }>('/:id/', { schema: updateDeviceSchema }, async (request) => {
    const existing = await findDevice(app.db, request.params.id);
    if (!existing) throw notFound();
    const checked = await prepareDeviceWrite(app.db, existing, request.body ?? {});
    return toApiDevice(await updateDevice(app.db, existing, checked, key));
  });

  app.delete<{ Params: { id: number } }>('/:id/', { schema: deleteDeviceSchema }, async (request, reply) => {
    if (!(await deleteDevice(app.db, request.params.id))) throw notFound();
    return reply.code(204).send();
  });
};

export default deviceRoutes;
