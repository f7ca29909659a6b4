import type { RepositoryEntityDef } from '../kit/entityDef';
import { deviceCalls } from './deviceCalls';
import { registrationRoute } from './deviceRegistration';
import { deviceRoutes } from './deviceRoutes';
import {
  createDeviceSchema,
  deleteDeviceSchema,
  getDeviceSchema,
  listDevicesSchema,
  updateDeviceSchema,
} from './deviceSchemas';

/**
 * A MikroTik router. Devices are cross-customer: superusers only, no tenancy headers. Writes are
 * checked by the shared device rules (rules/deviceSchema.ts); passwords are stored encrypted.
 * Routers register themselves (with the registration secret) before a superuser configures them.
 */
export const deviceEntity: RepositoryEntityDef = {
  type: 'device',
  label: 'MikroTik device',
  path: '/devices/',
  description: 'A MikroTik router managed by Portico.',
  tenancy: 'superuser',
  superuserOnly: 'Only superusers may manage MikroTik devices.',
  schemas: {
    list: listDevicesSchema,
    read: getDeviceSchema,
    create: createDeviceSchema,
    update: updateDeviceSchema,
    delete: deleteDeviceSchema,
  },
  repository: deviceCalls,
  routes: () => [...deviceRoutes, registrationRoute],
};
