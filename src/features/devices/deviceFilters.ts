import { deviceStatus } from './deviceDisplay';
import type { DeviceStateName } from './deviceStateTypes';
import type { Device } from './deviceTypes';

export type StatusFilter = 'all' | 'enabled' | 'disabled' | 'new';

/** The list filters as kept in the URL query (?search=&status=&site=). */
export interface DeviceFilterValues {
  search: string;
  status: StatusFilter;
  /** A site id, or 'all'. */
  site: string;
  /** The router's state against Portico, 'changes_pending', or 'all'. */
  state: StateFilter;
}

export type StateFilter = 'all' | DeviceStateName | 'changes_pending';
const STATES: readonly StateFilter[] = [
  'all',
  'never_checked',
  'in_sync',
  'drifted',
  'applying',
  'failed',
  'unreachable',
  'changes_pending',
];

export const noFilters: DeviceFilterValues = { search: '', status: 'all', site: 'all', state: 'all' };

const STATUSES: readonly StatusFilter[] = ['all', 'enabled', 'disabled', 'new'];

export function readFilters(query: URLSearchParams): DeviceFilterValues {
  const status = query.get('status') as StatusFilter | null;
  return {
    search: query.get('search') ?? '',
    status: status && STATUSES.includes(status) ? status : 'all',
    site: query.get('site') || 'all',
    state: STATES.find((state) => state === query.get('state')) ?? 'all',
  };
}

export function hasFilters(filters: DeviceFilterValues): boolean {
  return filters.search !== '' || filters.status !== 'all' || filters.site !== 'all' || filters.state !== 'all';
}

const searchable = (device: Device) =>
  [device.identity, device.system_identity, device.description, device.ip_address, device.hostname, device.unique_id]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

/**
 * Devices matching the filters: the search text anywhere in name, description, address or unique ID
 * (case-insensitive), the display status, and the site.
 */
export function filterDevices(devices: readonly Device[], filters: DeviceFilterValues): Device[] {
  const needle = filters.search.trim().toLowerCase();
  return devices.filter(
    (device) =>
      (!needle || searchable(device).includes(needle)) &&
      (filters.status === 'all' || deviceStatus(device) === filters.status) &&
      (filters.site === 'all' || String(device.site_id) === filters.site) &&
      (filters.state === 'all' ||
        (filters.state === 'changes_pending' ? device.changes_pending : device.state === filters.state)),
  );
}

/** Counts of the summary cards: enabled and disabled leave new devices out (requirements §2.6). */
export function countDevices(devices: readonly Device[]) {
  const count = (status: StatusFilter) => devices.filter((device) => deviceStatus(device) === status).length;
  return { total: devices.length, enabled: count('enabled'), disabled: count('disabled'), new: count('new') };
}
