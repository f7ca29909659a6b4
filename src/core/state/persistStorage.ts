/**
 * Maps persisted slice fields onto the individual localStorage keys of requirements §3 (not redux-persist's
 * one `persist:root` blob), so the stored data reads the same as the product's documented keys.
 */
type Codec = 'string' | 'number' | 'boolean' | 'json';

/** field of a slice → [localStorage key, how the value is written]. */
export type FieldKeys = Record<string, readonly [string, Codec]>;

export const LOGIN_EVENT_KEY = 'login-event';

import { isReplaying } from './replayMode';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function decode(raw: string, codec: Codec): unknown {
  switch (codec) {
    case 'string':
      return raw;
    case 'number': {
      const value = Number(raw);
      return raw !== '' && Number.isFinite(value) ? value : undefined;
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'json':
      try {
        return JSON.parse(raw);
      } catch {
        return undefined;
      }
  }
}

function encode(value: unknown, codec: Codec): string {
  return codec === 'json' ? JSON.stringify(value) : String(value);
}

/** Reads the mapped keys that exist; undefined when none does (nothing to rehydrate). */
export function readFields(fields: FieldKeys): Record<string, unknown> | undefined {
  const store = storage();
  if (!store) return undefined;
  const state: Record<string, unknown> = {};
  for (const [field, [key, codec]] of Object.entries(fields)) {
    const raw = store.getItem(key);
    if (raw === null) continue;
    const value = decode(raw, codec);
    if (value !== undefined) state[field] = value;
  }
  return Object.keys(state).length > 0 ? state : undefined;
}

/** Writes every mapped field; null or missing values remove their key. Never while replaying a recording. */
export function writeFields(fields: FieldKeys, state: Record<string, unknown>): void {
  const store = storage();
  if (!store || isReplaying()) return;
  for (const [field, [key, codec]] of Object.entries(fields)) {
    const value = state[field];
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, encode(value, codec));
  }
}

export function removeFields(fields: FieldKeys): void {
  const store = isReplaying() ? null : storage();
  for (const [key] of Object.values(fields)) store?.removeItem(key);
}

/** Tells other tabs that someone signed in (they reload if signed out, requirements §4). */
export function announceLogin(): void {
  if (!isReplaying()) storage()?.setItem(LOGIN_EVENT_KEY, String(Date.now()));
}
