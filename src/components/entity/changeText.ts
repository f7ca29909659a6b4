import type { ChangeRecord } from '../../core/entity/changesApi';

/** A field of a change: its label and the value before and after (null: none). */
export interface ChangedField {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** Bookkeeping fields a reader of the history does not need. */
const HIDDEN = new Set(['id', 'created_at', 'modified_at', 'site_name', 'customer_id']);

/** "house_number" → "House number"; "site_id" → "Site"; "current_tenant_name" → "Current tenant". */
export function fieldLabel(field: string, labels: Readonly<Record<string, string>> = {}): string {
  if (labels[field]) return labels[field];
  const words = field.replace(/_(id|name)$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function show(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') {
    const name = (value as { name?: unknown }).name;
    return typeof name === 'string' ? name : JSON.stringify(value);
  }
  return String(value);
}

/**
 * A reference id the record also names (floor_id beside floor {id, name}, current_tenant_id beside
 * current_tenant_name): the name says it, the bare id would only repeat it as a number.
 */
function namedElsewhere(field: string, keys: ReadonlySet<string>): boolean {
  if (!field.endsWith('_id')) return false;
  const base = field.slice(0, -3);
  return keys.has(base) || keys.has(`${base}_name`);
}

/**
 * Acts on a secret the server records as updates with one marker field (naming whose secret), so
 * History says who looked at or replaced it without a before → after that would only show masks.
 */
const EVENTS: Readonly<Record<string, (subject: string) => string>> = {
  key_revealed: (tenant) => `revealed the key of ${tenant}`,
  key_regenerated: (tenant) => `regenerated the key of ${tenant}`,
  passphrase_revealed: () => "revealed the network's passphrase",
};

/** What an event record did ("revealed the key of Kari Nordmann"), or null for an ordinary change. */
export function changeEvent(change: ChangeRecord): string | null {
  const after = change.after ?? {};
  for (const [field, sentence] of Object.entries(EVENTS)) {
    const subject = after[field];
    if (typeof subject === 'string') return sentence(subject);
  }
  return null;
}

/**
 * The fields a change record shows, changed ones only: for an update before → after, for a create
 * the values it was given, for a delete those it had.
 * @example changedFields(update, {}) // [{ field: 'name', label: 'Name', before: 'H0203', after: 'H0204' }]
 */
export function changedFields(change: ChangeRecord, labels?: Readonly<Record<string, string>>): ChangedField[] {
  if (changeEvent(change) !== null) return [];
  const before = change.before ?? {};
  const after = change.after ?? {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const fields = [...keys].filter((field) => !HIDDEN.has(field) && !namedElsewhere(field, keys));
  return fields
    .map((field) => ({
      field,
      label: fieldLabel(field, labels),
      before: show(before[field]),
      after: show(after[field]),
    }))
    .filter((item) => change.action !== 'create' || item.after !== null);
}

const VERBS = { create: 'created', update: 'changed', delete: 'deleted' } as const;

/**
 * "Kari Nordmann changed" / "admin@example.com created" / "Sofie Berg revealed the key of Kari Nordmann";
 * a change an import or a bulk edit made says so: "Created, imported by Kari Nordmann from rooms.csv",
 * "Changed by Kari Nordmann in a bulk edit".
 */
export function changeHeadline(change: ChangeRecord): string {
  const who = change.user_name || change.user_email || 'Someone';
  const verb = VERBS[change.action] ?? change.action;
  const capitalised = verb.charAt(0).toUpperCase() + verb.slice(1);
  if (change.import_id != null) {
    const file = change.import_file ? ` from ${change.import_file}` : '';
    return `${capitalised}, imported by ${who}${file}`;
  }
  if (change.bulk_edit_id != null) return `${capitalised} by ${who} in a bulk edit`;
  return `${who} ${changeEvent(change) ?? verb}`;
}
