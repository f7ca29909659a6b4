import type { ChangeEvent } from '../../../rules/changeEvent';
import type { HealthData } from '../health/healthData';
import type { AlertEvent } from '../../../rules/alerts';

/** What a tab tells the realtime worker (requirements §7: token, refresh token, expiry, customer, API base, site). */
export interface RealtimeSession {
  token: string;
  /** Handed over as §7 says; the worker never refreshes itself (it would race the tab's token rotation). */
  refreshToken: string | null;
  expiry: number | null;
  customerId: number | null;
  siteId: number | null;
  /** absolute, e.g. 'http://127.0.0.1:8080/api'; the socket is `${apiBase}/ws` */
  apiBase: string;
}

export type TabToWorker =
  /** start or update this tab's session: a new token goes to the open socket, a new customer/site re-subscribes */
  | { type: 'session'; session: RealtimeSession }
  /** this tab signed out */
  | { type: 'signedOut' }
  /** the customer or site changed: the last health the worker keeps is another place's (requirements §7) */
  | { type: 'clearHealthCache' }
  /** send one frame now (health.check) */
  | { type: 'send'; action: 'health.check'; data: { site_id: number | null }; ts: number }
  /** the tab is going away */
  | { type: 'bye' };

export interface DeviceStateFrame {
  device_id: number;
  state: string;
  drift_items: number;
  changes_pending: boolean;
}

export interface JobFrame {
  id: string;
  kind: string;
  key: string | null;
  state: string;
  progress: { done: number; total: number; current: string | null } | null;
  error: string | null;
}

export type ServerFrame =
  | { type: 'auth.ok'; data: { user_id: number }; ts: number }
  | { type: 'token.update'; data: { ok: boolean }; ts: number }
  | { type: 'subscribed'; data: { customer_id: number; site_id: number | null }; ts: number }
  | { type: 'health.check' | 'health.status'; data: HealthData; ts: number }
  | { type: 'change'; data: ChangeEvent; ts: number }
  /** superusers: a router's state or "changes pending" changed */
  | { type: 'device.state'; data: DeviceStateFrame; ts: number }
  /** superusers: a background job changed state or progress (key: a router's id for router jobs) */
  | { type: 'job'; data: JobFrame; ts: number }
  /** an alert of the subscribed customer opened or closed (no tenants, no contact details) */
  | { type: 'alert'; data: AlertEvent; ts: number }
  | { type: 'error'; data: { action?: string; detail?: string }; ts: number };

/** What the worker reports to every tab; each becomes a plain Redux action (realtimeSlice). */
export type WorkerToTab =
  | { type: 'open'; userId: number }
  | { type: 'close'; code: number; reason: string }
  | { type: 'token.update' }
  | { type: 'token.invalid' }
  /** close 4419: this tab should refresh its token and hand it over (asked of one tab only) */
  | { type: 'token.expired' }
  | { type: 'frame'; frame: ServerFrame; receivedAt: number };

/** Close codes of the realtime protocol. */
export const CLOSE_TOKEN_INVALID = 4401;
export const CLOSE_TOKEN_EXPIRED = 4419;
