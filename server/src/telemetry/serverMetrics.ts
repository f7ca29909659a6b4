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

  if (sources.admission) {
    const admission = sources.admission;
    new Gauge({
      name: 'portico_db_request_places',
      help: "API requests holding one of the database's places (busy) or waiting for one (waiting).",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { busy, waiting } = admission();
        this.set({ state: 'busy' }, busy);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: 'portico_db_pool_connections',
      help: 'Connections of the PostgreSQL pool of requests: open in all (total), idle, and callers waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle, waiting } = pool();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  if (sources.sockets) {
    const sockets = sources.sockets;
    new Gauge({
      name: 'portico_realtime_sockets',
      help: 'Websockets open on this instance (/api/ws).',
      registers: [registry],
      collect() {
        this.set(sockets());
      },
    });
  }
  if (sources.jobDepth) {
    const jobDepth = sources.jobDepth;
    new Gauge({
      name: 'portico_jobs',
      help: 'Background jobs waiting (created, retry) or running (active), by kind.',
      labelNames: ['kind', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const { kind, state, jobs } of await jobDepth()) this.set({ kind, state }, jobs);
        } catch (error) {
          failed('jobs', error);
        }
      },
    });
  }
  if (sources.db) {
    const db = sources.db;
    new Gauge({
      name: 'portico_routers',
      help: 'Routers by their state against what Portico renders (never_checked, in_sync, drifted, applying, failed, unreachable).',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const rows = rowsOf<{ state: string; routers: number }>(
            await db.execute(sql`SELECT coalesce(s.state, 'never_checked') AS state, count(*)::int AS routers
              FROM mikrotik_devices d LEFT JOIN device_states s ON s.device_id = d.id GROUP BY 1`),
          );
          const counts = new Map(rows.map((row) => [row.state, Number(row.routers)]));
          for (const state of DEVICE_STATES) this.set({ state }, counts.get(state) ?? 0);
        } catch (error) {
          failed('routers', error);
        }
      },
    });
  }
  if (sources.db) {
    const db = sources.db;
    new Gauge({
      name: 'portico_alerts_open',
      help: 'Open alerts by kind (router_unreachable, port_down, router_drifted, apply_failed), every customer.',
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const rows = rowsOf<{ kind: string; alerts: number }>(
            await db.execute(
              sql`SELECT kind, count(*)::int AS alerts FROM alerts WHERE closed_at IS NULL GROUP BY kind`,
            ),
          );
          const counts = new Map(rows.map((row) => [row.kind, Number(row.alerts)]));
          for (const kind of ALERT_KINDS) this.set({ kind }, counts.get(kind) ?? 0);
        } catch (error) {
          failed('alerts', error);
        }
      },
    });
  }
  if (sources.routerReachability) {
    const reachability = sources.routerReachability;
    new Gauge({
      name: 'portico_routers_reachable',
      help: "Routers that answered the health monitor's last probe (true) and that did not (false).",
      labelNames: ['reachable'],
      registers: [registry],
      collect() {
        const { reachable, unreachable } = reachability();
        this.set({ reachable: 'true' }, reachable);
        this.set({ reachable: 'false' }, unreachable);
      },
    });
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
