/**
 * Reads everything a device sync needs from a logged-in router. Pure reading: nothing is written
 * to the router and nothing is stored here; the device routes store the result.
 */
import type { RouterOsClient } from '../../routeros/client';
import { RouterOsTrapError } from '../../routeros/errors';
import { optional, parseDuration, parseFlag, parseInteger, splitVersion } from '../../routeros/values';
import type {
  RouterDhcpLease,
  RouterDhcpPool,
  RouterDhcpServer,
  RouterInterfaceState,
  RouterResource,
  RouterState,
} from './routerStateTypes';

/** The part of the client this module needs (lets callers pass a wrapper). */
export type RouterReader = Pick<RouterOsClient, 'print'>;
type Row = Record<string, string>;

// Asking for named properties keeps prints fast: without .proplist RouterOS also computes slow ones.
const PROPLISTS = {
  identity: ['name'],
  routerboard: ['routerboard', 'model', 'serial-number', 'current-firmware'],
  resource: ['version', 'board-name', 'architecture-name', 'uptime', 'cpu-load', 'free-memory', 'total-memory'],
  license: ['software-id'],
  pools: ['.id', 'name', 'ranges', 'comment'],
  servers: ['.id', 'name', 'interface', 'address-pool', 'lease-time', 'disabled', 'invalid', 'comment'],
  leases: [
    '.id',
    'address',
    'active-address',
    'mac-address',
    'active-mac-address',
    'host-name',
    'server',
    'status',
    'dynamic',
    'disabled',
    'expires-after',
    'last-seen',
    'comment',
  ],
  interfaces: ['.id', 'name', 'default-name', 'type', 'running', 'disabled', 'mac-address', 'comment'],
} as const;

function toResource(row: Row = {}): RouterResource {
  const { version, channel } = splitVersion(row.version);
  return {
    version,
    channel,
    boardName: optional(row['board-name']),
    architecture: optional(row['architecture-name']),
    uptime: row.uptime ?? '',
    uptimeSeconds: parseDuration(row.uptime),
    cpuLoadPercent: parseInteger(row['cpu-load']),
    freeMemoryBytes: parseInteger(row['free-memory']),
    totalMemoryBytes: parseInteger(row['total-memory']),
  };
}

const toPool = (row: Row): RouterDhcpPool => ({
  routerId: row['.id'],
  name: row.name ?? '',
  ranges: (row.ranges ?? '').split(',').filter(Boolean),
  comment: optional(row.comment),
});

const toServer = (row: Row): RouterDhcpServer => ({
  routerId: row['.id'],
  name: row.name ?? '',
  interface: row.interface ?? '',
  addressPool: optional(row['address-pool']),
  leaseTime: optional(row['lease-time']),
  disabled: parseFlag(row.disabled),
  invalid: parseFlag(row.invalid),
  comment: optional(row.comment),
});

// A bound dynamic lease carries the live values in active-*; static leases only have the configured ones.
const toLease = (row: Row): RouterDhcpLease => ({
  routerId: row['.id'],
  address: row['active-address'] || row.address || '',
  macAddress: row['active-mac-address'] || row['mac-address'] || '',
  hostName: optional(row['host-name']),
  server: optional(row.server),
  status: optional(row.status),
  dynamic: parseFlag(row.dynamic),
  disabled: parseFlag(row.disabled),
  expiresAfter: optional(row['expires-after']),
  lastSeen: optional(row['last-seen']),
  comment: optional(row.comment),
});

const toInterface = (row: Row): RouterInterfaceState => ({
  routerId: row['.id'],
  name: row.name ?? '',
  defaultName: optional(row['default-name']),
  type: row.type ?? '',
  running: parseFlag(row.running),
  disabled: parseFlag(row.disabled),
  macAddress: optional(row['mac-address']),
  comment: optional(row.comment),
});

/**
 * Reads identity, serial, resource, DHCP pools/servers/leases and interface states. The prints run
 * concurrently over one connection (tagged). Rejects with the client's RouterOsError on failure.
 * @example const state = await readRouterState(client); state.uniqueId // 'HE408C5Y2QK'
 */
export async function readRouterState(client: RouterReader): Promise<RouterState> {
  const print = (menu: string, proplist: readonly string[]) => client.print(menu, { proplist });
  // Menus that only exist on some hardware: a trap there means "not available", not a failed sync.
  const printIfPresent = (menu: string, proplist: readonly string[]) =>
    print(menu, proplist).catch((error: unknown) => (error instanceof RouterOsTrapError ? [] : Promise.reject(error)));
  const [identity, routerboard, resource, pools, servers, leases, interfaces] = await Promise.all([
    print('/system/identity', PROPLISTS.identity),
    printIfPresent('/system/routerboard', PROPLISTS.routerboard),
    print('/system/resource', PROPLISTS.resource),
    print('/ip/pool', PROPLISTS.pools),
    print('/ip/dhcp-server', PROPLISTS.servers),
    print('/ip/dhcp-server/lease', PROPLISTS.leases),
    print('/interface', PROPLISTS.interfaces),
  ]);
  const board = routerboard[0] ?? {};
  // CHR and x86 installs have no RouterBOARD serial; their license software id is just as unique.
  const serial = optional(board['serial-number']);
  const uniqueId = serial ?? optional((await printIfPresent('/system/license', PROPLISTS.license))[0]?.['software-id']);

  return {
    identity: identity[0]?.name ?? '',
    uniqueId,
    routerboard: {
      isRouterboard: parseFlag(board.routerboard),
      model: optional(board.model),
      serialNumber: serial,
      currentFirmware: optional(board['current-firmware']),
    },
    resource: toResource(resource[0]),
    dhcpPools: pools.map(toPool),
    dhcpServers: servers.map(toServer),
    dhcpLeases: leases.map(toLease),
    interfaces: interfaces.map(toInterface),
  };
}

/** Only what the scheduled port read needs: the identity (outlets name it) and the interfaces' link state. */
export async function readPortStates(client: RouterReader): Promise<Pick<RouterState, 'identity' | 'interfaces'>> {
  const [identity, interfaces] = await Promise.all([
    client.print('/system/identity', { proplist: PROPLISTS.identity }),
    client.print('/interface', { proplist: PROPLISTS.interfaces }),
  ]);
  return { identity: identity[0]?.name ?? '', interfaces: interfaces.map(toInterface) };
}
