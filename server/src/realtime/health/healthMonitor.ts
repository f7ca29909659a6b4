import type { Database } from '../../db/database';
import { pingDatabase } from '../../db/database';
import type { StorageHealth } from '../../db/storageHealth';
import { probeRouters, type ProbeSettings, type RouterReachability } from './routerProbe';

/** What GET /api/health/ answers and health.check / health.status frames carry (protocol.md HEALTH). */
export interface HealthReport {
  status: 'healthy' | 'unhealthy';
  services: { database: boolean; realtime: boolean; storage: boolean };
  response_times: { database: number; realtime: number; storage: number };
  customer_services: Record<string, Record<string, boolean>>;
  customer_response_times: Record<string, Record<string, number>>;
  errors: Record<string, string>;
}

export interface HealthMonitorOptions {
  db: Database;
  mikrotik: ProbeSettings;
  /** resolves once a realtime round trip (NOTIFY back to our listener) completed */
  pingRealtime: () => Promise<void>;
  /** whether the database can still write (a disk-full error, or the embedded database's free space) */
  storage: StorageHealth;
  intervalMs: number;
  probeTimeoutMs: number;
  routerConcurrency: number;
  onError: (error: unknown) => void;
}

type ServiceName = 'database' | 'realtime' | 'storage';

const roundMs = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/** Runs `check` with a time-out; resolves with its time and error message (null when it answered). */
async function timed(check: () => Promise<void>, timeoutMs: number): Promise<{ ms: number; error: string | null }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([check(), timeout]);
    return { ms: roundMs(started), error: null };
  } catch (error) {
    return { ms: roundMs(started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes the database, the realtime path and every customer's routers in the background, on a
 * schedule, and keeps the results: requests and sockets read the cache, never wait for a router.
 * `onFlip` listeners hear when any reachability boolean changed.
 */
export class HealthMonitor {
  private readonly services: Record<ServiceName, { ok: boolean; ms: number; error: string | null }> = {
    database: { ok: false, ms: 0, error: 'Not checked yet' },
    realtime: { ok: false, ms: 0, error: 'Not checked yet' },
    storage: { ok: false, ms: 0, error: 'Not checked yet' },
  };
  private routers: RouterReachability[] = [];
  private readonly flipListeners = new Set<() => void>();
  private readonly roundListeners = new Set<(routers: RouterReachability[], at: Date) => Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private latestCheck: Promise<void> | null = null;
  /** the service check running now, and the one asked for meanwhile (at most one waits) */
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private routerRound: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: HealthMonitorOptions) {}

  /** First round now, then one every interval. */
  start(): void {
    this.latestCheck = this.checkServices();
    void this.checkRouters();
    this.timer = setInterval(() => {
      void this.checkServices();
      void this.checkRouters();
    }, this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** Resolves once the services were checked at least once and no triggered check is running. */
  async ready(): Promise<void> {
    await this.latestCheck;
  }

  /**
   * Checks the services again soon, out of schedule (a write was just refused, a request found the
   * database down, health is asked while it is down); `ready()` waits for it. Asked while a check
   * runs, it runs once more after that one (it may have read before the news); asked again
   * meanwhile, nothing more: requests failing by the thousand start one check at a time.
   */
  recheck(): void {
    if (this.queued) return;
    if (!this.running) {
      this.latestCheck = this.checkServices();
      return;
    }
    this.queued = this.running.then(() => {
      this.queued = null;
      return this.checkServices();
    });
    this.latestCheck = this.queued;
  }

  onFlip(listener: () => void): () => void {
    this.flipListeners.add(listener);
    return () => this.flipListeners.delete(listener);
  }

  /** Hears every finished round of router probes (history and alerts); the round waits for it. */
  onRouterRound(listener: (routers: RouterReachability[], at: Date) => Promise<void>): () => void {
    this.roundListeners.add(listener);
    return () => this.roundListeners.delete(listener);
  }

  /** Checks the database, the realtime path and storage (each bounded by the probe time-out). */
  checkServices(): Promise<void> {
    const run = this.probeServices();
    this.running = run;
    const done = () => {
      if (this.running === run) this.running = null;
    };
    run.then(done, done);
    return run;
  }

  private async probeServices(): Promise<void> {
    const { db, pingRealtime, storage, probeTimeoutMs } = this.options;
    const storageProblem = async () => {
      const problem = await storage.problem();
      if (problem) throw new Error(problem);
    };
    const [database, realtime, space] = await Promise.all([
      timed(() => pingDatabase(db), probeTimeoutMs),
      timed(pingRealtime, probeTimeoutMs),
      timed(storageProblem, probeTimeoutMs),
    ]);
    if (this.stopped) return;
    const before = this.signature();
    this.services.database = { ok: !database.error, ...database };
    this.services.realtime = { ok: !realtime.error, ...realtime };
    this.services.storage = { ok: !space.error, ...space };
    this.flippedSince(before);
  }

  /** Probes every watched router; a round still running is joined, not doubled. */
  checkRouters(): Promise<void> {
    this.routerRound ??= (async () => {
      try {
        const { db, mikrotik, probeTimeoutMs, routerConcurrency } = this.options;
        const startedAt = new Date();
        const routers = await probeRouters(db, mikrotik, { timeoutMs: probeTimeoutMs, concurrency: routerConcurrency });
        if (this.stopped) return;
        const before = this.signature();
        this.routers = routers;
        this.flippedSince(before);
        for (const listener of this.roundListeners) await listener(routers, startedAt);
      } catch (error) {
        this.options.onError(error);
      } finally {
        this.routerRound = null;
      }
    })();
    return this.routerRound;
  }

  /** Routers answering and not at the last round, over every customer (GET /metrics). */
  routerCounts(): { reachable: number; unreachable: number } {
    const reachable = this.routers.filter((router) => router.ok).length;
    return { reachable, unreachable: this.routers.length - reachable };
  }

  /**
   * The report for a reader who may see `customerIds` (null: nobody's routers, e.g. signed out).
   * `status` and `errors` speak of the services; a router's state is in its customer's entries.
   */
  reportFor(customerIds: ReadonlySet<number> | null): HealthReport {
    const { database, realtime, storage } = this.services;
    const errors: Record<string, string> = {};
    if (database.error) errors.database = database.error;
    if (realtime.error) errors.realtime = realtime.error;
    if (storage.error) errors.storage = storage.error;
    const customer_services: HealthReport['customer_services'] = {};
    const customer_response_times: HealthReport['customer_response_times'] = {};
    for (const router of this.routers) {
      if (!customerIds?.has(router.customerId)) continue;
      (customer_services[router.customerId] ??= {})[router.key] = router.ok;
      (customer_response_times[router.customerId] ??= {})[router.key] = router.ms;
    }
    return {
      status: database.ok && realtime.ok && storage.ok ? 'healthy' : 'unhealthy',
      services: { database: database.ok, realtime: realtime.ok, storage: storage.ok },
      response_times: { database: database.ms, realtime: realtime.ms, storage: storage.ms },
      customer_services,
      customer_response_times,
      errors,
    };
  }

  private signature(): string {
    const routers = this.routers.map((router) => `${router.customerId}/${router.key}=${router.ok}`).sort();
    const { database, realtime, storage } = this.services;
    return JSON.stringify([database.ok, realtime.ok, storage.ok, routers]);
  }

  private flippedSince(before: string): void {
    if (this.signature() === before) return;
    for (const listener of this.flipListeners) listener();
  }
}

/** The booleans of a report: a socket is pushed health.status only when these change for it. */
export function reportSignature(report: HealthReport): string {
  return JSON.stringify([report.services, report.customer_services]);
}
