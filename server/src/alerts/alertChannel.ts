import { notifyPayloadObject } from '../db/notifyPayload';
import { ALERT_KINDS, type AlertEvent, type AlertKind } from '../../../rules/alerts';

/** The channel the alerts trigger notifies (migration 0023): an alert opened or closed. */
export const alertsChannel = 'portico_alerts';

const kinds = new Set<string>(ALERT_KINDS);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** Reads one channel payload; null for anything else (never throws). */
export function parseAlertEvent(payload: string): AlertEvent | null {
  const value = notifyPayloadObject(payload);
  if (value === null) return null;
  const { id, customer_id, site_id, kind, critical, status, summary } = value;
  if (!isId(id) || !isId(customer_id) || !isId(site_id) || typeof kind !== 'string' || !kinds.has(kind)) return null;
  if (status !== 'open' && status !== 'closed') return null;
  return {
    id,
    customer_id,
    site_id,
    kind: kind as AlertKind,
    critical: critical === true,
    status,
    summary: typeof summary === 'string' ? summary : '',
  };
}
