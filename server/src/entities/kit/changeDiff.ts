/**
 * What a change record stores: for a create the new fields, for a delete the old ones, for an
 * update only the fields whose value changed. Secret fields are masked so a record shows that a
 * passphrase changed without ever holding it.
 *
 * @example describeChange('update', { ssid: 'a', passphrase: 'x' }, { ssid: 'b', passphrase: 'y' }, ['passphrase'])
 *   // { before: { ssid: 'a', passphrase: '***' }, after: { ssid: 'b', passphrase: '***' } }
 */
export type ChangeAction = 'create' | 'update' | 'delete';
export type Fields = Record<string, unknown>;

export const SECRET_MASK = '***';
/** Bookkeeping columns that change on every write and say nothing to a reader of the history. */
const IGNORED = new Set(['modified_at', 'can_delete']);

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

function mask(fields: Fields, secrets: readonly string[]): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (IGNORED.has(key)) continue;
    out[key] = secrets.includes(key) ? (value == null || value === '' ? null : SECRET_MASK) : normalise(value);
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

export function describeChange(
  action: ChangeAction,
  before: Fields | null,
  after: Fields | null,
  secrets: readonly string[] = [],
): { before: Fields | null; after: Fields | null } {
  if (action === 'create') return { before: null, after: mask(after ?? {}, secrets) };
  if (action === 'delete') return { before: mask(before ?? {}, secrets), after: null };
  const old = before ?? {};
  const next = after ?? {};
  const changedKeys = Object.keys(next).filter((key) => !IGNORED.has(key) && !same(old[key], next[key]));
  const pick = (source: Fields) => mask(Object.fromEntries(changedKeys.map((key) => [key, source[key]])), secrets);
  return { before: pick(old), after: pick(next) };
}
