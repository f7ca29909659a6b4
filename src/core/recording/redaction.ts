/*
 * The one redaction of secrets, shared by the DevTools sanitizers and the session recording, so a
 * recorded or exported history replays consistently: the same field is blanked in every action and
 * every state. Only string values are replaced; null stays null, so "signed in or not" still shows.
 */

export const REDACTED = '[redacted]';

/** Field names whose string value is a secret: passwords, tokens, Wi-Fi passphrases, portal secrets. */
const SECRET_FIELD = /password|passphrase|secret|token|authorization|^(access|refresh)$/i;

/** A JSON Web Token wherever it appears (an error message, a header copied into a payload). */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** A tenant's Wi-Fi key ({tenant_id, key, …} from the reveal and regenerate calls). */
const isTenantKey = (record: Record<string, unknown>) => 'tenant_id' in record && typeof record.key === 'string';

// Redux state is immutable: an object already redacted gives the same answer, so a history of
// states that share structure costs only its changed paths.
let memo = new WeakMap<object, unknown>();

function redactString(value: string): string {
  return value.includes('eyJ') ? value.replace(JWT, REDACTED) : value;
}

/** Plain data only: a recording is stored (structured clone) and exported (JSON). */
function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

/** What JSON would keep of a class instance (RTK Query's meta carries the Request and Response). */
function describe(value: object): string {
  return value instanceof Date ? value.toISOString() : `[${value.constructor?.name ?? 'object'}]`;
}

function redactObject(value: object): unknown {
  if (!isPlain(value)) return describe(value);
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const copy = redact(item);
      if (copy !== item) changed = true;
      return copy;
    });
    return changed ? items : value;
  }
  const record = value as Record<string, unknown>;
  const tenantKey = isTenantKey(record);
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const secret =
      typeof item === 'string' && item !== REDACTED && (SECRET_FIELD.test(key) || (tenantKey && key === 'key'));
    const next = secret ? REDACTED : redact(item);
    if (next !== item) {
      copy ??= { ...record };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/**
 * A copy of `value` without secrets, as plain data (class instances become a short description,
 * functions are left out); parts without either are returned as they are (same object).
 * Example: `redact({ password: 'x', username: 'a' })` → `{ password: '[redacted]', username: 'a' }`.
 */
export function redact<T>(value: T): T {
  if (typeof value === 'string') return redactString(value) as T;
  if (typeof value === 'function') return undefined as T;
  if (value === null || typeof value !== 'object') return value;
  if (memo.has(value)) return memo.get(value) as T;
  const copy = redactObject(value);
  memo.set(value, copy);
  if (copy !== value && typeof copy === 'object' && copy !== null) memo.set(copy, copy);
  return copy as T;
}

/** Tests that mutate fixtures in place start from a clean memo. */
export function forgetRedactions(): void {
  memo = new WeakMap();
}
