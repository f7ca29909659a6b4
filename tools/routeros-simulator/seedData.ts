/**
 * Believable state of a building gateway (an RB5009 running RouterOS 7) for the simulator.
 * Property names and value formats follow what the RouterOS 7 API returns: flags as true/false,
 * memory in bytes, cpu-load in percent without the sign.
 */
export type Row = Record<string, string>;

export interface RouterSeed {
  /** Menus with exactly one item and no `.id` (identity, resource…). */
  singletons: Record<string, Row>;
  /** Menus with many items, each with a `.id` like `*1`. */
  lists: Record<string, Row[]>;
}

const MAC_PREFIX = '48:A9:8A:5C:21';

function ether(n: number, running: boolean, comment?: string): Row {
  const row: Row = {
    name: `ether${n}`,
    'default-name': `ether${n}`,
    type: 'ether',
    mtu: '1500',
    'actual-mtu': '1500',
    l2mtu: '1514',
    'mac-address': `${MAC_PREFIX}:${(0x40 + n).toString(16).toUpperCase()}`,
    running: String(running),
    disabled: 'false',
    dynamic: 'false',
    slave: String(n > 1),
  };
  if (comment) row.comment = comment;
  return row;
}

function vlan(id: number, networkId: number): Row {
  return {
    name: `vlan${id}`,
    interface: 'br-lan',
    'vlan-id': String(id),
    mtu: '1500',
    'actual-mtu': '1500',
    'mac-address': `${MAC_PREFIX}:3F`,
    running: 'true',
    disabled: 'false',
    dynamic: 'false',
    slave: 'false',
    comment: `portico:network:${networkId}`,
  };
}

function lease(address: string, mac: string, server: string, hostName: string | null, bound: boolean): Row {
  const row: Row = {
    address,
    'mac-address': mac,
    server,
    dynamic: String(bound),
    disabled: 'false',
    blocked: 'false',
    status: bound ? 'bound' : 'waiting',
  };
  if (bound)
    Object.assign(row, {
      'active-address': address,
      'active-mac-address': mac,
      'active-server': server,
      'expires-after': '41m12s',
      'last-seen': '18m48s',
    });
  if (hostName) row['host-name'] = hostName;
  return row;
}

/** A fresh copy of the default seed (callers may mutate it). */
export function createSeedData(): RouterSeed {
  return {
    singletons: {
      '/system/identity': { name: 'bldg-042-gw' },
      '/system/routerboard': {
        routerboard: 'true',
        model: 'RB5009UG+S+',
        'serial-number': 'HE408C5Y2QK',
        'factory-firmware': '7.4',
        'current-firmware': '7.19.4',
        'upgrade-firmware': '7.19.4',
      },
      '/system/resource': {
        version: '7.19.4 (stable)',
        'build-time': '2025-07-21 10:12:45',
        'factory-software': '7.4',
        'free-memory': '843022336',
        'total-memory': '1073741824',
        cpu: 'ARM64',
        'cpu-count': '4',
        'cpu-frequency': '1400',
        'cpu-load': '3',
        'free-hdd-space': '905216000',
        'total-hdd-space': '1073741824',
        'architecture-name': 'arm64',
        'board-name': 'RB5009UG+S+',
        platform: 'MikroTik',
      },
      '/system/license': { 'software-id': 'ZK7R-9H2B', level: 'p-unlimited' },
      '/ip/dns': {
        servers: '1.1.1.1,9.9.9.9',
        'allow-remote-requests': 'false',
        'cache-size': '2048KiB',
        'cache-used': '38KiB',
      },
    },
    lists: {
      '/interface': [
        ether(1, true, 'uplink'),
        ether(2, true),
        ether(3, false),
        ether(4, true),
        ether(5, false),
        ether(6, false),
        ether(7, false),
        ether(8, true, 'trunk to APs'),
        {
          name: 'sfp-sfpplus1',
          'default-name': 'sfp-sfpplus1',
          type: 'ether',
          mtu: '1500',
          'mac-address': `${MAC_PREFIX}:49`,
          running: 'false',
          disabled: 'false',
          dynamic: 'false',
          slave: 'false',
        },
      ],
      '/interface/bridge': [
        {
          name: 'br-lan',
          mtu: 'auto',
          'actual-mtu': '1500',
          'mac-address': `${MAC_PREFIX}:3F`,
          running: 'true',
          disabled: 'false',
          dynamic: 'false',
          slave: 'false',
          'vlan-filtering': 'true',
          'protocol-mode': 'rstp',
          pvid: '1',
        },
      ],
      '/interface/vlan': [vlan(101, 12), vlan(102, 13), vlan(900, 20)],
      '/ip/address': [
        {
          address: '198.51.100.2/29',
          network: '198.51.100.0',
          interface: 'ether1',
          'actual-interface': 'ether1',
          dynamic: 'false',
          disabled: 'false',
          invalid: 'false',
        },
        {
          address: '10.101.0.1/24',
          network: '10.101.0.0',
          interface: 'vlan101',
          'actual-interface': 'vlan101',
          dynamic: 'false',
          disabled: 'false',
          invalid: 'false',
        },
        {
          address: '10.102.0.1/24',
          network: '10.102.0.0',
          interface: 'vlan102',
          'actual-interface': 'vlan102',
          dynamic: 'false',
          disabled: 'false',
          invalid: 'false',
        },
        {
          address: '10.90.0.1/24',
          network: '10.90.0.0',
          interface: 'vlan900',
          'actual-interface': 'vlan900',
          dynamic: 'false',
          disabled: 'false',
          invalid: 'false',
        },
      ],
      '/ip/pool': [
        { name: 'pool-vlan101', ranges: '10.101.0.10-10.101.0.250', comment: 'portico:network:12' },
        { name: 'pool-vlan102', ranges: '10.102.0.10-10.102.0.250', comment: 'portico:network:13' },
        {
          name: 'pool-vlan900',
          ranges: '10.90.0.10-10.90.0.200,10.90.0.220-10.90.0.250',
          comment: 'portico:network:20',
        },
      ],
      '/ip/dhcp-server': [
        {
          name: 'dhcp-vlan101',
          interface: 'vlan101',
          'address-pool': 'pool-vlan101',
          'lease-time': '1h',
          disabled: 'false',
          invalid: 'false',
          dynamic: 'false',
          authoritative: 'yes',
          comment: 'portico:network:12',
        },
        {
          name: 'dhcp-vlan102',
          interface: 'vlan102',
          'address-pool': 'pool-vlan102',
          'lease-time': '1h',
          disabled: 'false',
          invalid: 'false',
          dynamic: 'false',
          authoritative: 'yes',
          comment: 'portico:network:13',
        },
        {
          name: 'dhcp-vlan900',
          interface: 'vlan900',
          'address-pool': 'pool-vlan900',
          'lease-time': '30m',
          disabled: 'true',
          invalid: 'false',
          dynamic: 'false',
          authoritative: 'yes',
          comment: 'portico:network:20',
        },
      ],
      '/ip/dhcp-server/network': [
        {
          address: '10.101.0.0/24',
          gateway: '10.101.0.1',
          'dns-server': '1.1.1.1,9.9.9.9',
          comment: 'portico:network:12',
        },
        {
          address: '10.102.0.0/24',
          gateway: '10.102.0.1',
          'dns-server': '1.1.1.1,9.9.9.9',
          comment: 'portico:network:13',
        },
      ],
      '/ip/dhcp-server/lease': [
        lease('10.101.0.250', 'F0:18:98:3A:7C:11', 'dhcp-vlan101', 'Zoë’s iPhone', true),
        lease('10.101.0.249', '3C:22:FB:90:0E:4D', 'dhcp-vlan101', 'living-room-tv', true),
        lease('10.102.0.250', 'DC:A6:32:1B:55:02', 'dhcp-vlan102', 'raspberrypi', true),
        { ...lease('10.102.0.20', '00:11:32:AA:BB:CC', 'dhcp-vlan102', null, false), comment: 'NAS (static)' },
      ],
    },
  };
}
