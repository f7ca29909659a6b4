import { paths } from '../../core/paths';

/** What a shortcut does: go to a list, or one of the things a page offers (components/pageShortcuts). */
export type ShortcutAction =
  | { type: 'help' }
  | { type: 'go'; path: string }
  | { type: 'page'; name: 'create' | 'edit' | 'search' | 'next' | 'previous' };

export interface Shortcut {
  /** the keys in order, as KeyboardEvent.key reports them: ['g', 'r'] */
  keys: readonly string[];
  /** what the help says it does */
  label: string;
  action: ShortcutAction;
  /** only for superusers (their lists' routes are gated too) */
  superuser?: boolean;
}

/** How long `g` waits for its second key. */
export const SEQUENCE_TIMEOUT_MS = 1500;

const go = (key: string, title: string, path: string, superuser?: boolean): Shortcut => ({
  keys: ['g', key],
  label: `Go to ${title}`,
  action: { type: 'go', path },
  ...(superuser ? { superuser } : {}),
});

/**
 * Every shortcut, in the order the help lists them: the help renders this table and the listener runs
 * it, so what the help says is what the keys do. Enter on a focused row is the grid's own (listed in
 * the help, run by the grid).
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['?'], label: 'Show keyboard shortcuts', action: { type: 'help' } },
  go('d', 'dashboard', paths.dashboard),
  go('s', 'sites', paths.sites),
  go('a', 'addresses', paths.addresses),
  go('f', 'floors', paths.floors),
  go('r', 'rooms', paths.rooms),
  go('t', 'tenants', paths.tenants),
  go('u', 'users', paths.users),
  go('n', 'networks', paths.networks),
  go('o', 'outlets', paths.outlets),
  go('w', 'wireless networks', paths.wireless),
  go('b', 'doorbells', paths.doorbells),
  go('m', 'Mikrotik devices', paths.mikrotikDevices, true),
  { keys: ['/'], label: 'Search the list', action: { type: 'page', name: 'search' } },
  { keys: ['j'], label: 'Next row', action: { type: 'page', name: 'next' } },
  { keys: ['k'], label: 'Previous row', action: { type: 'page', name: 'previous' } },
  { keys: ['n'], label: 'Create (on a list)', action: { type: 'page', name: 'create' } },
  { keys: ['e'], label: 'Edit (on a page)', action: { type: 'page', name: 'edit' } },
];

/** The help's extra row: the grid opens its focused row itself. */
export const OPEN_ROW = { keys: ['Enter'], label: 'Open the focused row' } as const;

/** The shortcuts this user has. */
export function shortcutsFor(isSuperuser: boolean): readonly Shortcut[] {
  return SHORTCUTS.filter((shortcut) => !shortcut.superuser || isSuperuser);
}

export type Resolution =
  | { kind: 'run'; shortcut: Shortcut }
  /** the key starts a sequence: wait for the next */
  | { kind: 'wait'; pending: readonly string[] }
  | { kind: 'none' };

/**
 * What a key does after the keys already pending (within the timeout): run a shortcut, wait for more,
 * or nothing. A key that continues no sequence counts on its own: `g` then `j` moves to the next row.
 * @example resolveKey(SHORTCUTS, ['g'], 'r') // { kind: 'run', shortcut: Go to rooms }
 */
export function resolveKey(shortcuts: readonly Shortcut[], pending: readonly string[], key: string): Resolution {
  const keys = [...pending, key];
  const matches = (candidate: readonly string[]) =>
    shortcuts.filter((shortcut) => candidate.every((part, index) => shortcut.keys[index] === part));
  for (const candidate of pending.length > 0 ? [keys, [key]] : [keys]) {
    const found = matches(candidate);
    const exact = found.find((shortcut) => shortcut.keys.length === candidate.length);
    if (exact) return { kind: 'run', shortcut: exact };
    if (found.length > 0) return { kind: 'wait', pending: candidate };
  }
  return { kind: 'none' };
}
