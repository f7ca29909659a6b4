/**
 * The menus a plan reads and writes, in dependency order (an item only names items of earlier
 * menus: a VLAN interface comes before the address on it, a pool before the DHCP server using it).
 * Per menu: what to read (`.proplist`), which properties are compared and how.
 */

export interface CatalogueMenu {
  menu: string;
  title: string;
  /** One item without `.id` (identity, DNS). */
  singleton?: boolean;
  /** Rule order matters: new items go before the next managed item that exists (place-before). */
  ordered?: boolean;
  /** Properties read and compared (besides `.id`, `comment`, `dynamic`). */
  properties: readonly string[];
  /** Compared even when the generated entry leaves them out: there, they must be empty. */
  clearable?: readonly string[];
}

const DISABLED = 'disabled';

/** Properties whose values plans show as "••••" and logs never contain. */
export const SECRET_PROPERTIES: ReadonlySet<string> = new Set(['passphrase']);

export const CATALOGUE: readonly CatalogueMenu[] = [
  { menu: '/system/identity', title: 'Identity', singleton: true, properties: ['name'] },
  { menu: '/interface/bridge', title: 'Bridge', properties: ['name', 'vlan-filtering', DISABLED] },
  {
    menu: '/interface/bridge/port',
    title: 'Bridge ports',
    properties: ['bridge', 'interface', 'pvid', 'frame-types', DISABLED],
  },
  {
    menu: '/interface/bridge/vlan',
    title: 'Bridge VLANs',
    properties: ['bridge', 'vlan-ids', 'tagged', 'untagged', DISABLED],
    clearable: ['untagged'],
  },
  { menu: '/interface/vlan', title: 'VLAN interfaces', properties: ['name', 'interface', 'vlan-id', DISABLED] },
  { menu: '/ip/address', title: 'IP addresses', properties: ['address', 'interface', DISABLED] },
  { menu: '/ip/pool', title: 'DHCP pools', properties: ['name', 'ranges'] },
  { menu: '/ip/dhcp-server/network', title: 'DHCP networks', properties: ['address', 'gateway', 'dns-server'] },
  {
    menu: '/ip/dhcp-server',
    title: 'DHCP servers',
    properties: ['name', 'interface', 'address-pool', 'lease-time', DISABLED],
  },
  { menu: '/ip/dns', title: 'DNS', singleton: true, properties: ['allow-remote-requests'] },
  {
    menu: '/ip/firewall/filter',
    title: 'Firewall filter',
    ordered: true,
    properties: ['chain', 'action', 'protocol', 'dst-port', 'in-interface', DISABLED],
  },
  {
    menu: '/queue/simple',
    title: 'Simple queues',
    ordered: true,
    properties: ['name', 'target', 'max-limit', DISABLED],
  },
  {
    menu: '/ip/firewall/nat',
    title: 'NAT',
    ordered: true,
    properties: ['chain', 'action', 'src-address', 'out-interface', 'to-addresses', DISABLED],
    clearable: ['src-address'],
  },
  {
    menu: '/interface/wifi/security/multi-passphrase',
    title: 'Wi-Fi tenant keys',
    properties: ['group', 'passphrase', 'vlan-id', DISABLED],
  },
  {
    menu: '/interface/wifi/security',
    title: 'Wi-Fi security',
    properties: ['name', 'authentication-types', 'passphrase', 'multi-passphrase-group'],
    clearable: ['passphrase', 'multi-passphrase-group'],
  },
  { menu: '/interface/wifi/datapath', title: 'Wi-Fi datapaths', properties: ['name', 'bridge', 'vlan-id'] },
  {
    menu: '/interface/wifi/configuration',
    title: 'Wi-Fi configurations',
    properties: ['name', 'ssid', 'security', 'datapath'],
    clearable: ['security'],
  },
  {
    menu: '/interface/wifi',
    title: 'Wi-Fi interfaces',
    properties: ['name', 'master-interface', 'configuration', DISABLED],
  },
];

const BY_MENU = new Map(CATALOGUE.map((entry, index) => [entry.menu, { ...entry, index }]));

/** The catalogue entry of a menu and its position in dependency order; throws for unknown menus. */
export function catalogueMenu(menu: string): CatalogueMenu & { index: number } {
  const found = BY_MENU.get(menu);
  if (!found) throw new Error(`No plan catalogue entry for ${menu}`);
  return found;
}

/** What a print of the menu asks for. */
export function proplistOf(entry: CatalogueMenu): string[] {
  if (entry.singleton) return [...entry.properties];
  const extra = entry.menu === '/interface/wifi' ? ['default-name'] : [];
  return ['.id', ...entry.properties, ...extra, 'comment', 'dynamic'];
}
