import { getApiBase } from '../api/env';
import { isReplaying } from '../state/replayMode';

/**
 * Sends a telemetry body to Portico's own server, e.g. `beacon('/client-metrics/', {...})`. A
 * beacon, not RTK Query: it must leave even while the page unloads (web-vitals report their final
 * values then), needs no answer and carries no token (the routes take reports from any page).
 * A page replaying a recording sends nothing: its network is off, and its figures are no user's.
 */
export function beacon(path: string, body: unknown): void {
  if (isReplaying()) return;
  const url = `${getApiBase()}${path}`;
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
    void fetch(url, { method: 'POST', body: blob, keepalive: true, credentials: 'omit' }).catch(() => {});
  } catch {
    // Reporting must never break the page it reports on.
  }
}
