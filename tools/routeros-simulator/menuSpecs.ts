/**
 * What each simulated menu allows, modelled on RouterOS 7: which verbs exist, which properties
 * are known, required, unique or read-only, which ones must name an existing item (the order
 * dependencies: an address on a missing interface traps), and the defaults an added item gets.
 */
import type { Row } from './seedData';

export type Verb = 'print' | 'add' | 'set' | 'remove';

/** What a reference property must name: any interface, or an item of one menu by name. */
export type Reference =
  | { kind: 'interface'; list?: boolean; also?: readonly string[] }
  | { kind: 'menu'; menu: string; also?: readonly string[] };

export interface MenuSpec {
  verbs: readonly Verb[];
  /** Writable properties; anything else (that is not read-only) traps "unknown parameter". */
  properties?: readonly string[];
  required?: readonly string[];
  /** Property that must be unique (and that `=.id=` may name instead of `*N`). */
  unique?: string;
  /** The trap text for a duplicate, as RouterOS words it for this menu. */
  duplicateMessage?: string;
  readOnly?: readonly string[];
  defaults?: Record<string, string>;
  /** Properties stored as the API prints flags (true/false) whatever the client sent (yes/no). */
  flags?: readonly string[];
  /** Rates the API prints in bit/s: `100M/100M` is stored as `100000000/100000000`. */
  rates?: readonly string[];
  references?: Record<string, Reference>;
  /** Items are interfaces too: names share one namespace and `/interface` lists them with this type. */
  interfaceType?: string;
  /** Rule order matters (firewall, simple queues): `add` accepts `place-before`. */
  ordered?: boolean;
  /** Router-computed values added to each printed item (counters, derived addresses…). */
  computed?: (row: Row, printCount: number) => Row;
}

const LIST_VERBS: readonly Verb[] = ['print', 'add', 'set', 'remove'];
const INTERFACE = { kind: 'interface' } as const;
const INTERFACES = { kind: 'interface', list: true } as const;
const BRIDGE = { kind: 'menu', menu: '/interface/bridge' } as const;
const INTERFACE_STATE = ['type', 'running', 'mac-address', 'actual-mtu', 'dynamic', 'slave', 'default-name', 'l2mtu'];
const DUPLICATE_INTERFACE = 'failure: already have interface with such name';
const DUPLICATE_NAME = 'failure: already have such name';

/** Counters grow on every print, like traffic does: a planner must never take them for drift. */
const counters = (_row: Row, printCount: number): Row => ({
  bytes: String(printCount * 1514),
  packets: String(printCount),
});

export const MENU_SPECS: Record<string, MenuSpec> = {
  '/system/identity': { verbs: ['print', 'set'], properties: ['name'] },
  '/system/routerboard': { verbs: ['print'] },
  '/system/resource': { verbs: ['print'] },
  '/system/license': { verbs: ['print'] },
  '/ip/dns': {
    verbs: ['print', 'set'],
    properties: ['servers', 'allow-remote-requests', 'cache-size', 'cache-max-ttl'],
    readOnly: ['cache-used', 'dynamic-servers'],
    flags: ['allow-remote-requests'],
  },
  // Physical interfaces cannot be added or removed; their state is read-only. Printing /interface
  // also lists bridges, VLANs and Wi-Fi interfaces (see interfaceView.ts).
  '/interface': {
    verbs: ['print', 'set'],
    properties: ['name', 'mtu', 'disabled', 'comment'],
    unique: 'name',
    readOnly: INTERFACE_STATE,
    flags: ['disabled'],
  },
  '/interface/bridge': {
    verbs: LIST_VERBS,
    properties: ['name', 'vlan-filtering', 'comment', 'disabled', 'mtu', 'pvid', 'frame-types', 'protocol-mode'],
    required: ['name'],
    unique: 'name',
    duplicateMessage: DUPLICATE_INTERFACE,
    readOnly: INTERFACE_STATE,
    defaults: { 'vlan-filtering': 'false', 'protocol-mode': 'rstp', pvid: '1', disabled: 'false', mtu: 'auto' },
    flags: ['vlan-filtering', 'disabled'],
    interfaceType: 'bridge',
    computed: () => ({ running: 'true', 'actual-mtu': '1500', 'mac-address': '48:A9:8A:5C:21:3F' }),
  },
  '/interface/bridge/port': {
    verbs: LIST_VERBS,
    properties: ['bridge', 'interface', 'pvid', 'frame-types', 'comment', 'disabled', 'horizon'],
    required: ['bridge', 'interface'],
    unique: 'interface',
    duplicateMessage: 'failure: device already added as bridge port',
    readOnly: ['dynamic', 'inactive', 'status', 'debug-info'],
    defaults: { pvid: '1', 'frame-types': 'admit-all', disabled: 'false' },
    flags: ['disabled'],
    references: { bridge: BRIDGE, interface: INTERFACE },
    computed: () => ({ status: 'in-bridge', inactive: 'false', dynamic: 'false' }),
  },
  '/interface/bridge/vlan': {
    verbs: LIST_VERBS,
    properties: ['bridge', 'vlan-ids', 'tagged', 'untagged', 'comment', 'disabled'],
    required: ['bridge', 'vlan-ids'],
    readOnly: ['dynamic', 'current-tagged', 'current-untagged'],
    defaults: { disabled: 'false' },
    flags: ['disabled'],
    references: { bridge: BRIDGE, tagged: INTERFACES, untagged: INTERFACES },
    computed: (row) => ({ 'current-tagged': row.tagged ?? '', 'current-untagged': row.untagged ?? '' }),
  },
  '/interface/vlan': {
    verbs: LIST_VERBS,
    properties: ['name', 'interface', 'vlan-id', 'comment', 'disabled', 'mtu'],
    required: ['name', 'interface', 'vlan-id'],
    unique: 'name',
    duplicateMessage: DUPLICATE_INTERFACE,
    readOnly: INTERFACE_STATE,
    defaults: { mtu: '1500', disabled: 'false' },
    flags: ['disabled'],
    references: { interface: INTERFACE },
    interfaceType: 'vlan',
    computed: () => ({ running: 'true', 'mac-address': '48:A9:8A:5C:21:3F' }),
  },
  '/ip/address': {
    verbs: LIST_VERBS,
    properties: ['address', 'interface', 'comment', 'disabled', 'network'],
    required: ['address', 'interface'],
    unique: 'address',
    duplicateMessage: 'failure: already have such address',
    readOnly: ['actual-interface', 'dynamic', 'invalid'],
    defaults: { disabled: 'false', dynamic: 'false', invalid: 'false' },
    flags: ['disabled'],
    references: { interface: INTERFACE },
    computed: (row) => ({ 'actual-interface': row.interface ?? '' }),
  },
  '/ip/pool': {
    verbs: LIST_VERBS,
    properties: ['name', 'ranges', 'comment', 'next-pool'],
    required: ['name', 'ranges'],
    unique: 'name',
    duplicateMessage: DUPLICATE_NAME,
  },
  '/ip/dhcp-server': {
    verbs: LIST_VERBS,
    properties: ['name', 'interface', 'address-pool', 'lease-time', 'comment', 'disabled', 'authoritative'],
    required: ['name', 'interface'],
    unique: 'name',
    duplicateMessage: DUPLICATE_NAME,
    readOnly: ['dynamic', 'invalid'],
    defaults: {
      'address-pool': 'static-only',
      'lease-time': '30m',
      disabled: 'false',
      invalid: 'false',
      dynamic: 'false',
      authoritative: 'yes',
    },
    flags: ['disabled'],
    references: { interface: INTERFACE, 'address-pool': { kind: 'menu', menu: '/ip/pool', also: ['static-only'] } },
  },
  '/ip/dhcp-server/network': {
    verbs: LIST_VERBS,
    properties: ['address', 'gateway', 'dns-server', 'comment', 'netmask', 'domain'],
    required: ['address'],
    unique: 'address',
    duplicateMessage: 'failure: already have such network',
  },
  '/ip/dhcp-server/lease': {
    verbs: LIST_VERBS,
    properties: ['address', 'mac-address', 'server', 'comment', 'disabled'],
    required: ['address', 'mac-address'],
    readOnly: [
      'status',
      'dynamic',
      'blocked',
      'expires-after',
      'last-seen',
      'active-address',
      'active-mac-address',
      'active-server',
      'host-name',
    ],
    defaults: { server: 'all', dynamic: 'false', disabled: 'false', blocked: 'false', status: 'waiting' },
    flags: ['disabled'],
  },
  '/ip/firewall/filter': {
    verbs: LIST_VERBS,
    properties: [
      'chain',
      'action',
      'protocol',
      'dst-port',
      'in-interface',
      'out-interface',
      'src-address',
      'dst-address',
      'comment',
      'disabled',
    ],
    required: ['chain'],
    readOnly: ['dynamic', 'invalid', 'bytes', 'packets'],
    defaults: { action: 'accept', disabled: 'false' },
    flags: ['disabled'],
    references: { 'in-interface': INTERFACE, 'out-interface': INTERFACE },
    ordered: true,
    computed: counters,
  },
  '/ip/firewall/nat': {
    verbs: LIST_VERBS,
    properties: [
      'chain',
      'action',
      'src-address',
      'dst-address',
      'in-interface',
      'out-interface',
      'to-addresses',
      'to-ports',
      'comment',
      'disabled',
    ],
    required: ['chain'],
    readOnly: ['dynamic', 'invalid', 'bytes', 'packets'],
    defaults: { action: 'accept', disabled: 'false' },
    flags: ['disabled'],
    references: { 'in-interface': INTERFACE, 'out-interface': INTERFACE },
    ordered: true,
    computed: counters,
  },
  '/queue/simple': {
    verbs: LIST_VERBS,
    properties: ['name', 'target', 'max-limit', 'limit-at', 'comment', 'disabled', 'parent', 'queue'],
    required: ['target'],
    unique: 'name',
    duplicateMessage: DUPLICATE_NAME,
    readOnly: ['dynamic', 'invalid', 'rate', 'bytes', 'packets', 'queued-bytes', 'total-bytes'],
    defaults: { 'limit-at': '0/0', 'max-limit': '0/0', queue: 'default-small/default-small', disabled: 'false' },
    flags: ['disabled'],
    rates: ['max-limit', 'limit-at'],
    ordered: true,
    computed: (row, printCount) => ({ rate: '0/0', ...counters(row, printCount) }),
  },
  // Private pre-shared keys (7.17+): entries of a group a security profile names; no name of their own.
  '/interface/wifi/security/multi-passphrase': {
    verbs: LIST_VERBS,
    properties: ['group', 'passphrase', 'vlan-id', 'isolation', 'expires', 'comment', 'disabled'],
    required: ['group', 'passphrase'],
    defaults: { disabled: 'false' },
    flags: ['disabled'],
  },
  '/interface/wifi/security': {
    verbs: LIST_VERBS,
    properties: ['name', 'authentication-types', 'passphrase', 'multi-passphrase-group', 'comment', 'disabled'],
    required: ['name'],
    unique: 'name',
    duplicateMessage: DUPLICATE_NAME,
  },
  '/interface/wifi/datapath': {
    verbs: LIST_VERBS,
    properties: ['name', 'bridge', 'vlan-id', 'comment', 'disabled'],
    required: ['name'],
    unique: 'name',
    duplicateMessage: DUPLICATE_NAME,
    references: { bridge: BRIDGE },
  },
  '/interface/wifi/configuration': {
    verbs: LIST_VERBS,
    properties: ['name', 'ssid', 'security', 'datapath', 'country', 'comment', 'disabled'],
    required: ['name'],
    unique: 'name',
    duplicateMessage: DUPLICATE_NAME,
    references: {
      security: { kind: 'menu', menu: '/interface/wifi/security' },
      datapath: { kind: 'menu', menu: '/interface/wifi/datapath' },
    },
  },
  // Radios exist from the start (default-name); `add` makes virtual interfaces on a radio.
  '/interface/wifi': {
    verbs: LIST_VERBS,
    properties: ['name', 'master-interface', 'configuration', 'disabled', 'comment', 'mtu'],
    required: ['master-interface'],
    unique: 'name',
    duplicateMessage: DUPLICATE_INTERFACE,
    readOnly: INTERFACE_STATE,
    defaults: { disabled: 'false' },
    flags: ['disabled'],
    references: {
      'master-interface': { kind: 'menu', menu: '/interface/wifi' },
      configuration: { kind: 'menu', menu: '/interface/wifi/configuration' },
    },
    interfaceType: 'wifi',
    computed: (row) => ({ running: String(row.disabled === 'false') }),
  },
};

/** Menus whose items are interfaces, in the order `/interface` lists their kinds. */
export const INTERFACE_MENUS = Object.entries(MENU_SPECS)
  .filter(([menu, spec]) => menu === '/interface' || spec.interfaceType !== undefined)
  .map(([menu]) => menu);
