import { paths } from '../../core/paths';

type Id = number | string;

/**
 * URLs of the device screens (spec §2.6), built on the shared route map's collection path.
 *
 * @example navigate(devicePaths.config(7)) // '/mikrotik/devices/7/config'
 */
export const devicePaths = {
  list: paths.mikrotikDevices,
  create: `${paths.mikrotikDevices}/create`,
  detail: (id: Id) => `${paths.mikrotikDevices}/${id}`,
  edit: (id: Id) => `${paths.mikrotikDevices}/${id}/edit`,
  config: (id: Id) => `${paths.mikrotikDevices}/${id}/config`,
} as const;
