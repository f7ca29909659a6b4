/**
 * A router as it comes out of the box with only its uplink set by hand (RouterOS 7, no default
 * configuration): ether1–ether8, two Wi-Fi radios, an address on the uplink and one firewall rule
 * of the operator's own. No Portico entries: the starting point of a first apply.
 */
import type { Row, RouterSeed } from './seedData';

const MAC_PREFIX = '48:A9:8A:6D:10';

function physical(name: string, index: number): Row {
  return {
    name,
    'default-name': name,
    mtu: '1500',
    'actual-mtu': '1500',
    l2mtu: '1514',
    'mac-address': `${MAC_PREFIX}:${(0x10 + index).toString(16).toUpperCase()}`,
    running: String(index <= 2),
    disabled: 'false',
    dynamic: 'false',
  };
}

/**
 * A fresh copy (callers may mutate it).
 * @example startRouterOsSimulator({ seed: createFreshRouterSeed() })
 */
export function createFreshRouterSeed(ethernetPorts = 8): RouterSeed {
  const ethers = Array.from({ length: ethernetPorts }, (_, i) => ({
    ...physical(`ether${i + 1}`, i + 1),
    type: 'ether',
  }));
  const radio = (n: number): Row => ({ ...physical(`wifi${n}`, 0x20 + n), disabled: 'true', configuration: '' });
  return {
    singletons: {
      '/system/identity': { name: 'MikroTik' },
      '/system/routerboard': { routerboard: 'true', model: 'C53UiG+5HPaxD2HPaxD', 'serial-number': 'HH20A7K3PQ1' },
      '/system/resource': { version: '7.19.4 (stable)', 'board-name': 'hAP ax^3', uptime: '3d4h' },
      '/system/license': { 'software-id': 'QX2M-7V4D' },
      '/ip/dns': { servers: '', 'allow-remote-requests': 'false', 'cache-size': '2048KiB', 'cache-used': '12KiB' },
    },
    lists: {
      '/interface': ethers,
      '/interface/wifi': [radio(1), radio(2)],
      '/ip/address': [
        {
          address: '198.51.100.2/29',
          network: '198.51.100.0',
          interface: 'ether1',
          disabled: 'false',
          comment: 'uplink',
        },
      ],
      '/ip/firewall/filter': [
        {
          chain: 'input',
          action: 'accept',
          protocol: 'tcp',
          'dst-port': '8291',
          'src-address': '192.0.2.0/24',
          disabled: 'false',
          comment: 'winbox from the office',
        },
      ],
    },
  };
}
