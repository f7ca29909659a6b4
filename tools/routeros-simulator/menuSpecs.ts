/**
 * What each simulated menu allows, modelled on RouterOS 7: which verbs exist, which properties
 * are required, unique or read-only, and the defaults an added item gets.
 */
export type Verb = 'print' | 'add' | 'set' | 'remove';

export interface MenuSpec {
  verbs: readonly Verb[];
  required?: readonly string[];
  /** Property that must be unique (and that `=.id=` may name instead of `*N`). */
  unique?: string;
  readOnly?: readonly string[];
  defaults?: Record<string, string>;
}

const LIST_VERBS: readonly Verb[] = ['print', 'add', 'set', 'remove'];

export const MENU_SPECS: Record<string, MenuSpec> = {
  '/system/identity': { verbs: ['print', 'set'] },
  '/system/routerboard': { verbs: ['print'] },
  '/system/resource': { verbs: ['print'] },
  '/system/license': { verbs: ['print'] },
  // Physical interfaces cannot be added or removed; their state is read-only.
  '/interface': {
    verbs: ['print', 'set'],
    unique: 'name',
    readOnly: ['type', 'running', 'mac-address', 'actual-mtu', 'dynamic', 'slave', 'default-name'],
  },
  '/ip/address': {
    verbs: LIST_VERBS,
    required: ['address', 'interface'],
    readOnly: ['network', 'actual-interface', 'dynamic', 'invalid'],
    defaults: { disabled: 'false', dynamic: 'false', invalid: 'false' },
  },
  '/ip/pool': { verbs: LIST_VERBS, required: ['name', 'ranges'], unique: 'name' },
  '/ip/dhcp-server': {
    verbs: LIST_VERBS,
    required: ['name', 'interface'],
    unique: 'name',
    readOnly: ['dynamic', 'invalid'],
    defaults: {
      'address-pool': 'static-only',
      'lease-time': '30m',
      disabled: 'false',
      invalid: 'false',
      dynamic: 'false',
      authoritative: 'yes',
    },
  },
  '/ip/dhcp-server/network': { verbs: LIST_VERBS, required: ['address'], unique: 'address' },
  '/ip/dhcp-server/lease': {
    verbs: LIST_VERBS,
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
  },
};
