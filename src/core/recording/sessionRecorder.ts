import type { UnknownAction } from '@reduxjs/toolkit';

/** One entry of a support-session recording. */
export interface RecordedEvent {
  at: string;
  kind: 'action' | 'route';
  type: string;
  payload?: unknown;
}

const SECRET_KEYS =
  /^(access|refresh|access_?token|refresh_?token|token|password|authorization|portal_secret|secret)$/i;
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 2000;

/** A copy of `value` without secrets (tokens, passwords) and trimmed to a readable size. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    copy[key] = SECRET_KEYS.test(key) ? '[redacted]' : redact(item, depth + 1);
  return copy;
}

export function actionEvent(action: UnknownAction, at: Date): RecordedEvent {
  const payload = 'payload' in action ? redact(action.payload) : undefined;
  return { at: at.toISOString(), kind: 'action', type: action.type, ...(payload === undefined ? {} : { payload }) };
}

export function routeEvent(path: string, at: Date): RecordedEvent {
  return { at: at.toISOString(), kind: 'route', type: 'route/changed', payload: { path } };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `portico-session-2026-11-22-1405.json` (local time). */
export function recordingFileName(at: Date): string {
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `portico-session-${day}-${pad(at.getHours())}${pad(at.getMinutes())}.json`;
}
