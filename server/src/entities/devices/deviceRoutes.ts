import { notFound } from '../../http/httpErrors';
import { pathId } from '../../http/ids';
import { deviceConfiguration } from '../../mikrotik/deviceConfig';
import { syncDevice } from '../../mikrotik/deviceSync';
import { planDevice } from '../../mikrotik/plan/devicePlan';
import type { ExtraRoute } from '../kit/entityDef';
import { toApiDevice } from './deviceFields';
import { findDevice, siteNameOf } from './deviceRepository';
import { deviceConfigSchema, devicePlanSchema, syncDeviceSchema } from './deviceSchemas';

/** Reading a router's state into the database, the RouterOS script generated for it, and the plan to bring it there. */
export const deviceRoutes: ExtraRoute[] = [
  {
    method: 'POST',
    url: ':id/sync/',
    schema: syncDeviceSchema,
    handler: async (request) => {
      const device = await findDevice(request.server.db, pathId(request));
      if (!device) throw notFound();
      const synced = await syncDevice(request.server.db, device, request.server.mikrotikSettings);
      return toApiDevice(synced, await siteNameOf(request.server.db, synced.siteId));
    },
  },
  {
    method: 'GET',
    url: ':id/config/',
    schema: deviceConfigSchema,
    handler: async (request) => {
      const device = await findDevice(request.server.db, pathId(request));
      if (!device) throw notFound();
      return deviceConfiguration(request.server.db, device);
    },
  },
  {
    method: 'GET',
    url: ':id/plan/',
    schema: devicePlanSchema,
    handler: async (request) => {
      const device = await findDevice(request.server.db, pathId(request));
      if (!device) throw notFound();
      return planDevice(request.server.db, device, request.server.mikrotikSettings);
    },
  },
];
