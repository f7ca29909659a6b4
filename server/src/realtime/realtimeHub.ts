import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { Database } from '../db/database';
import type { ChangeEvent } from '../../../rules/changeEvent';
import { parseJobEvent } from '../jobs/jobEvents';
import { parseDeviceStateEvent } from '../mikrotik/state/deviceStateEvents';
import { parseAlertEvent } from '../alerts/alertChannel';
import { changeChannel, parseNotification, withSite } from './changeEvents';
import { CloseCode } from './frames';
import { reportSignature, type HealthReport } from './health/healthMonitor';
import { currentAccessOf } from './socketAccess';
import { SocketSession } from './socketSession';

export interface HubOptions {
  db: Database;
  jwtSecret: string;
  authTimeoutMs: number;
  pingTimeoutMs: number;
  healthFor(customerIds: ReadonlySet<number>): HealthReport;
  onError(error: unknown): void;
  /** a socket opened or closed; `open` counts this instance's sockets */
  onCount?(event: 'opened' | 'closed', open: number): void;
}

/**
 * Every open socket of this instance. Delivers change notifications to the sockets that follow
 * the changed customer and site, and health to subscribed sockets when it changed for them.
 */
export class RealtimeHub {
  private readonly sessions = new Set<SocketSession>();
  /** subscribed sessions by customer, so a change visits only its customer's sockets */
  private readonly byCustomer = new Map<number, Set<SocketSession>>();
  private readonly subscribedTo = new Map<SocketSession, number>();
  private readonly pings = new Map<string, () => void>();
  /** Changes are delivered in commit order even when one needs a site lookup. */
  private deliveries: Promise<void> = Promise.resolve();
  /** an access review waits in `deliveries` and has not started yet */
  private reviewQueued = false;

  constructor(private readonly options: HubOptions) {}

  get socketCount(): number {
    return this.sessions.size;
  }

  /** Takes a freshly upgraded socket; it must authenticate within the time-out. */
  accept(socket: WebSocket): void {
    const session = new SocketSession(socket, {
      db: this.options.db,
      jwtSecret: this.options.jwtSecret,
      authTimeoutMs: this.options.authTimeoutMs,
      healthFor: (customerIds) => this.options.healthFor(customerIds),
      subscribed: (changed) => this.index(changed),
      closed: (gone) => this.remove(gone),
      onError: this.options.onError,
    });
    this.sessions.add(session);
    this.options.onCount?.('opened', this.sessions.size);
  }

  /** A payload from the change channel (any instance's commit, or a health ping). */
  onNotification(payload: string): void {
    const notification = parseNotification(payload);
    if (!notification) return;
    if (notification.kind === 'ping') {
      this.pings.get(notification.nonce)?.();
      return;
    }
    const { event } = notification;
    if (!this.byCustomer.has(event.customer_id)) return;
    this.deliveries = this.deliveries
      .then(async () => this.deliver(await withSite(this.options.db, event)))
      .catch(this.options.onError);
  }

  /**
   * A payload of the jobs channel (any instance's job changed state or progress): frame `job` to
   * every superuser's socket, whether subscribed or not (jobs act on routers, a superuser's domain).
   */
  onJobNotice(payload: string): void {
    const event = parseJobEvent(payload);
    if (!event) return;
    const frame = JSON.stringify({ type: 'job', data: event, ts: Date.now() });
    for (const session of this.sessions) if (session.isSuperuser) session.sendRaw(frame);
  }

  /**
   * A payload of the device states channel (a router's state or "changes pending" changed on any
   * instance): frame `device.state` `{device_id, state, drift_items, changes_pending}` to every
   * superuser's socket (devices are theirs alone).
   */
  onDeviceStateNotice(payload: string): void {
    const event = parseDeviceStateEvent(payload);
    if (!event) return;
    const frame = JSON.stringify({ type: 'device.state', data: event, ts: Date.now() });
    for (const session of this.sessions) if (session.isSuperuser) session.sendRaw(frame);
  }

  /**
   * A payload of the alerts channel (an alert opened or closed on any instance): frame `alert`
   * (rules/alerts.ts AlertEvent: no tenants, no contact details) to the sockets subscribed to its customer.
   */
  onAlertNotice(payload: string): void {
    const event = parseAlertEvent(payload);
    if (!event) return;
    const sessions = this.byCustomer.get(event.customer_id);
    if (!sessions) return;
    const frame = JSON.stringify({ type: 'alert', data: event, ts: Date.now() });
    for (const session of sessions) session.sendRaw(frame);
  }

  /**
   * Who may see what changed (a user deactivated, a membership removed, a new password): every
   * signed-in socket is checked against the database, in turn with the change deliveries, so no
   * change committed after it reaches a socket that lost the right to it. One review waiting is
   * enough however many notices come meanwhile: it reads after all of them.
   */
  accessChanged(): void {
    if (this.reviewQueued) return;
    this.reviewQueued = true;
    this.deliveries = this.deliveries
      .then(async () => {
        this.reviewQueued = false;
        const sessions = [...this.sessions].filter((session) => session.userId !== null);
        const current = await currentAccessOf(this.options.db, [
          ...new Set(sessions.map((session) => session.userId!)),
        ]);
        for (const session of sessions) session.reviewAccess(current.get(session.userId!) ?? null);
      })
      .catch(this.options.onError);
  }

  /** Resolves when a NOTIFY sent now comes back through this instance's LISTEN. */
  async ping(): Promise<void> {
    const nonce = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        this.pings.set(nonce, resolve);
        timer = setTimeout(
          () => reject(new Error(`No notification back within ${this.options.pingTimeoutMs} ms`)),
          this.options.pingTimeoutMs,
        );
        this.options.db
          .execute(sql`select pg_notify(${changeChannel}, ${JSON.stringify({ ping: nonce })})`)
          .catch(reject);
      });
    } finally {
      clearTimeout(timer);
      this.pings.delete(nonce);
    }
  }

  /** Pushes health.status to each subscribed socket whose view of the booleans changed. */
  pushHealth(): void {
    const ts = Date.now();
    for (const session of this.subscribedTo.keys()) {
      if (!session.customerIds) continue;
      const report = this.options.healthFor(session.healthCustomers);
      const signature = reportSignature(report);
      if (signature === session.lastHealthSignature) continue;
      session.lastHealthSignature = signature;
      session.send('health.status', report, ts);
    }
  }

  /** Closes every socket with 1001: the server is going away, clients reconnect. */
  closeAll(): void {
    for (const session of [...this.sessions]) session.close(CloseCode.goingAway, 'Server shutting down');
  }

  private deliver(event: ChangeEvent): void {
    const sessions = this.byCustomer.get(event.customer_id);
    if (!sessions) return;
    // Serialised once for every socket it goes to.
    const frame = JSON.stringify({ type: 'change', data: event, ts: Date.now() });
    for (const session of sessions) if (session.follows(event)) session.sendRaw(frame);
  }

  private index(session: SocketSession): void {
    this.unindex(session);
    const sub = session.subscription;
    if (!sub) return;
    let set = this.byCustomer.get(sub.customerId);
    if (!set) this.byCustomer.set(sub.customerId, (set = new Set()));
    set.add(session);
    this.subscribedTo.set(session, sub.customerId);
  }

  private unindex(session: SocketSession): void {
    const customerId = this.subscribedTo.get(session);
    if (customerId === undefined) return;
    this.subscribedTo.delete(session);
    const set = this.byCustomer.get(customerId);
    set?.delete(session);
    if (set?.size === 0) this.byCustomer.delete(customerId);
  }

  private remove(session: SocketSession): void {
    this.unindex(session);
    if (this.sessions.delete(session)) this.options.onCount?.('closed', this.sessions.size);
  }
}
