/**
 * Alerts and maintenance windows as the API server sends them and the browser reads them
 * (GET /crm/alerts/, /crm/maintenance-windows/, realtime frame `alert`), and what the dashboard's
 * charts draw. Values and types only.
 */
export const ALERT_KINDS = ['router_unreachable', 'port_down', 'router_drifted', 'apply_failed'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Kinds that toast when they open: people cannot reach the network. */
export const CRITICAL_ALERT_KINDS: readonly AlertKind[] = ['router_unreachable', 'port_down'];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  router_unreachable: 'Router unreachable',
  port_down: 'Port down',
  router_drifted: 'Router drifted',
  apply_failed: 'Apply failed',
};

export interface AlertTenant {
  id: number;
  name: string;
  /** Only for readers who may see tenants' contact details (absent otherwise). */
  email?: string | null;
  phone?: string | null;
}

/** What an alert affects, as it was when it opened. */
export interface AlertAffected {
  site: { id: number; name: string };
  rooms: { id: number; name: string }[];
  /** Rooms beyond the ones listed (a router serving a large building). */
  more_rooms: number;
  tenants: AlertTenant[];
  more_tenants: number;
}

export interface Alert {
  id: number;
  kind: AlertKind;
  critical: boolean;
  status: 'open' | 'closed';
  summary: string;
  site_id: number;
  device_id: number | null;
  outlet_id: number | null;
  affected: AlertAffected;
  since: string;
  opened_at: string;
  closed_at: string | null;
}

/** Realtime frame `alert`: an alert opened or closed in the subscribed customer. */
export interface AlertEvent {
  id: number;
  customer_id: number;
  site_id: number;
  kind: AlertKind;
  critical: boolean;
  status: 'open' | 'closed';
  summary: string;
}

export interface MaintenanceWindow {
  id: number;
  site_id: number;
  device_id: number | null;
  starts_at: string;
  ends_at: string;
  reason: string | null;
  /** starts_at ≤ now < ends_at */
  active: boolean;
}

/** One router's reachability over the charts' period: the state at its start, then every change within it. */
export interface RouterSeries {
  device_id: number;
  identity: string;
  points: { at: string; reachable: boolean; response_ms: number | null }[];
}

/** A site's last 24 hours for the dashboard's charts (GET /crm/sites/{id}/monitoring-history/). */
export interface MonitoringHistory {
  from: string;
  to: string;
  routers: RouterSeries[];
  /** One entry per hour, oldest first: ports that went down and came up in that hour. */
  port_hours: { hour: string; down: number; up: number }[];
  ports_now: { up: number; down: number };
  open_alerts: { kind: string; count: number }[];
}

/**
 * The active customer's sites' occupancy over the last months, for the dashboard's chart
 * (GET /crm/occupancy-history/). Each month is counted on its last day, the current month today.
 */
export interface OccupancyHistory {
  /** Oldest first: `month` as YYYY-MM, `day` the date it was counted on (YYYY-MM-DD). */
  months: { month: string; day: string }[];
  /** By name. `rooms` is the site's rooms now; `occupied` has one count per entry of `months`. */
  sites: { id: number; name: string; rooms: number; occupied: number[] }[];
}
