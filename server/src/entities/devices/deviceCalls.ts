import { toApiDevice } from './deviceFields';
import { prepareDeviceWrite } from './deviceInput';
import { deleteDevice, findDevice, insertDevice, listDevices, updateDevice } from './deviceRepository';
import type { EntityRepository } from '../kit/entityDef';

type Body = Record<string, unknown>;

/** The five calls of /api/mikrotik/devices/: every device of every customer, for superusers. */
export const deviceCalls: EntityRepository = {
  async list(request) {
    const { site_id: siteId } = request.query as { site_id?: number };
    return (await listDevices(request.server.db, siteId)).map(toApiDevice);
  },

  async find(request, id) {
    const row = await findDevice(request.server.db, id);
    return row && toApiDevice(row);
  },

  async create(request) {
    const { db, mikrotikSettings } = request.server;
    const checked = await prepareDeviceWrite(db, null, (request.body ?? {}) as Body);
    return toApiDevice(await insertDevice(db, checked, () => mikrotikSettings.deviceKey()));
  },

  async update(request, id) {
    const { db, mikrotikSettings } = request.server;
    const existing = await findDevice(db, id);
    if (!existing) return null;
    const checked = await prepareDeviceWrite(db, existing, (request.body ?? {}) as Body);
    return toApiDevice(await updateDevice(db, existing, checked, () => mikrotikSettings.deviceKey()));
  },

  remove: (request, id) => deleteDevice(request.server.db, id),
};
