import { notFound } from '../../http/httpErrors';
import { pathId } from '../../http/ids';
import { deviceConfiguration } from '../../mikrotik/deviceConfig';
import { syncDevice } from '../../mikrotik/deviceSync';
import { planDevice } from '../../mikrotik/plan/devicePlan';
import { apiStateOf } from '../../mikrotik/state/deviceState';
import type { ExtraRoute } from '../kit/entityDef';
import { toApiDevice } from './deviceFields';
import { findDevice, placeOf } from './deviceRepository';
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
      // Every sync is followed by a drift check (a job: the router is not read twice in this request).
      await request.server.jobs.send(request.server.routerJobs.check, { deviceId: synced.id });
      return {
        ...toApiDevice(synced, await placeOf(request.server.db, synced.siteId)),
        ...(await apiStateOf(request.server.db, synced.id)),
      };
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
