/**
 * This instance's one metrics registry (prom-client), served as Prometheus text by GET /metrics
 * (a scraper with METRICS_TOKEN) and GET /api/metrics/ (a signed-in superuser): the process, HTTP
 * requests by route pattern, the database's places and pool, realtime sockets, the job queue's
 * depth, routers by state and reachability, and the browsers' web-vitals (clientMetrics.ts).
 * Gauges are read when scraped; a source that fails is left out of that scrape, never failing it.
 */
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { rowsOf, type Queryable } from '../db/database';
import { DEVICE_STATES } from '../db/schema';
import { ALERT_KINDS } from '../../../rules/alerts';
import { ClientMetrics } from './clientMetrics';
import { registerProcessMetrics } from './processMetrics';

/** What the gauges read at a scrape; each is optional (a test or a tool may have only some). */
export interface MetricSources {
  db?: Queryable;
  /** Requests holding a database place and waiting for one (plugins/admission.ts). */
  admission?: () => { busy: number; waiting: number };
  /** node-postgres's pool of requests (DATABASE_URL); absent on the embedded database. */
  pool?: () => { total: number; idle: number; waiting: number };
  sockets?: () => number;
  jobDepth?: () => Promise<{ kind: string; state: string; jobs: number }[]>;
  routerReachability?: () => { reachable: number; unreachable: number };
  /** Where a failed source is told (the log); the scrape goes on without it. */
  onError?: (source: string, error: unknown) => void;
}

/** Seconds: most API answers take milliseconds, an export or an apply's start seconds. */
export const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ServerMetrics {
  registry: Registry;
  vitals: ClientMetrics;
  /** One answered request: its route pattern (`/api/crm/rooms/:id/`), never its raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The exposition, `text/plain; version=0.0.4`. */
  text(): Promise<string>;
  contentType: string;
}

/** A gauge's values at one scrape: its labels and the value under them. */
type Reading = [labels: Record<string, string>, value: number][];

/** One value a label of each key names: `{ busy: 2, waiting: 0 }` under `state`. */
const byLabel = (label: string, counts: Record<string, number>): Reading =>
  Object.entries(counts).map(([value, count]) => [{ [label]: value }, count]);

/**
 * A gauge read when scraped: the values of this scrape replace the last ones; a source that fails is
 * told and left out of the scrape rather than failing it.
 */
function readAtScrape(
  registry: Registry,
  failed: (source: string, error: unknown) => void,
  def: { name: string; help: string; labelNames: string[] },
  read: () => Reading | Promise<Reading>,
) {
  return new Gauge({
    ...def,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const [labels, value] of await read()) this.set(labels, value);
      } catch (error) {
        failed(def.name, error);
      }
    },
  });
}

export function createServerMetrics(sources: MetricSources = {}): ServerMetrics {
  const registry = new Registry();
  const failed = (source: string, error: unknown) => sources.onError?.(source, error);
  registerProcessMetrics(registry);

  const requests = new Counter({
    name: 'portico_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: REQUEST_SECONDS_BUCKETS,
    registers: [registry],
  });

  const gauge = (name: string, help: string, labelNames: string[], read: () => Reading | Promise<Reading>) =>
    readAtScrape(registry, failed, { name, help, labelNames }, read);
  const { admission, pool, sockets, jobDepth, db, routerReachability } = sources;

  if (admission) {
    gauge(
      'portico_db_request_places',
      "API requests holding one of the database's places (busy) or waiting for one (waiting).",
      ['state'],
      () => byLabel('state', admission()),
    );
  }
  if (pool) {
    gauge(
      'portico_db_pool_connections',
      'Connections of the PostgreSQL pool of requests: open in all (total), idle, and callers waiting for one.',
      ['state'],
      () => byLabel('state', pool()),
    );
  }
  if (sockets) {
    gauge('portico_realtime_sockets', 'Websockets open on this instance (/api/ws).', [], () => [[{}, sockets()]]);
  }
  if (jobDepth) {
    gauge(
      'portico_jobs',
      'Background jobs waiting (created, retry) or running (active), by kind.',
      ['kind', 'state'],
      async () => (await jobDepth()).map(({ kind, state, jobs }): Reading[number] => [{ kind, state }, jobs]),
    );
  }
  if (db) {
    gauge(
      'portico_routers',
      'Routers by their state against what Portico renders (never_checked, in_sync, drifted, applying, failed, unreachable).',
      ['state'],
      async () => {
        const rows = rowsOf<{ state: string; routers: number }>(
          await db.execute(sql`SELECT coalesce(s.state, 'never_checked') AS state, count(*)::int AS routers
            FROM mikrotik_devices d LEFT JOIN device_states s ON s.device_id = d.id GROUP BY 1`),
        );
        const counts = new Map(rows.map((row) => [row.state, Number(row.routers)]));
        return DEVICE_STATES.map((state): Reading[number] => [{ state }, counts.get(state) ?? 0]);
      },
    );
  }
  if (db) {
    gauge(
      'portico_alerts_open',
      'Open alerts by kind (router_unreachable, port_down, router_drifted, apply_failed), every customer.',
      ['kind'],
      async () => {
        const rows = rowsOf<{ kind: string; alerts: number }>(
          await db.execute(sql`SELECT kind, count(*)::int AS alerts FROM alerts WHERE closed_at IS NULL GROUP BY kind`),
        );
        const counts = new Map(rows.map((row) => [row.kind, Number(row.alerts)]));
        return ALERT_KINDS.map((kind): Reading[number] => [{ kind }, counts.get(kind) ?? 0]);
      },
    );
  }
  if (routerReachability) {
    gauge(
      'portico_routers_reachable',
      "Routers that answered the health monitor's last probe (true) and that did not (false).",
      ['reachable'],
      () => {
        const { reachable, unreachable } = routerReachability();
        return [
          [{ reachable: 'true' }, reachable],
          [{ reachable: 'false' }, unreachable],
        ];
      },
    );
  }

  const vitals = new ClientMetrics(registry);
  return {
    registry,
    vitals,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
