import type { WebSocket } from 'ws';
import type { Database } from '../db/database';
import { customerOfSite, hasCustomerAccess, siteInCustomer } from '../access/customerAccess';
import type { ChangeEvent } from '../../../rules/changeEvent';
import { CloseCode, idOrNull, parseClientFrame, tokenOf, type ClientFrame } from './frames';
import { reportSignature, type HealthReport } from './health/healthMonitor';
import type { CurrentAccess } from './socketAccess';
import { authenticateSocket, type SocketUser } from './socketAuth';

/** What a session needs from the server around it. */
export interface SessionContext {
  db: Database;
  jwtSecret: string;
  authTimeoutMs: number;
  healthFor(customerIds: ReadonlySet<number>): HealthReport;
  /** the session's subscription changed (the hub indexes sessions by customer) */
  subscribed(session: SocketSession): void;
  closed(session: SocketSession): void;
  onError(error: unknown): void;
}

export interface Subscription {
  customerId: number;
  /** null: every site of the customer */
  siteId: number | null;
}

/** Frames waiting for their turn; a client sending more than this is not a browser. */
const maxQueuedFrames = 64;
/** Unsent bytes a socket may pile up before it is dropped (the browser reconnects and refetches). */
const maxBufferedBytes = 4 * 1024 * 1024;

/**
 * One websocket's conversation (protocol.md): an auth frame first, within the time-out; then
 * token.update, subscribe and health.check, handled one at a time in the order they came.
 */
export class SocketSession {
  private auth: SocketUser | null = null;
  subscription: Subscription | null = null;
  /** the booleans of the last health this socket was sent, so a push goes out only on a change */
  lastHealthSignature: string | null = null;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private authTimer: NodeJS.Timeout | null;
  private expiryTimer: NodeJS.Timeout | null = null;
  private ended = false;
  /** sites already looked up, by id: their customer (a site stays with its customer) */
  private readonly siteCustomers = new Map<number, number>();

  constructor(
    readonly socket: WebSocket,
    private readonly context: SessionContext,
  ) {
    this.authTimer = setTimeout(
      () => this.close(CloseCode.authTimeout, 'No auth frame in time'),
      context.authTimeoutMs,
    );
    socket.on('message', (data, isBinary) => this.receive(isBinary ? null : data.toString()));
    socket.on('close', () => this.end());
    socket.on('error', () => this.end());
  }

  /** The user's visible customers, once authenticated. */
  get customerIds(): ReadonlySet<number> | null {
    return this.auth?.customerIds ?? null;
  }

  /**
   * Whose routers this socket's health reports list: the subscribed customer's alone (the console's
   * active customer), while the user still belongs to it; nobody's before a subscription.
   */
  get healthCustomers(): ReadonlySet<number> {
    const customerId = this.subscription?.customerId;
    return customerId !== undefined && this.auth?.customerIds.has(customerId) ? new Set([customerId]) : new Set();
  }

  /** True once a superuser authenticated (job news go to superusers only). */
  get isSuperuser(): boolean {
    return this.auth?.user.isSuperuser === true;
  }

  /** The signed-in user's id; null before the auth frame. */
  get userId(): number | null {
    return this.auth?.user.id ?? null;
  }

  /**
   * Applies what the database says now of this socket's user (the hub asks on every access change):
   * a deactivated user's socket closes as an invalid token does (4401), one whose sessions were
   * ended by a new password as an expired one (4419: the browser that set it refreshes, others
   * find their refresh token revoked), and a subscription to a customer the user lost is dropped.
   */
  reviewAccess(current: CurrentAccess | null): void {
    const auth = this.auth;
    if (!auth || this.ended) return;
    if (!current) return this.close(CloseCode.tokenInvalid, 'Token not valid');
    if (current.sessionVersion !== auth.sessionVersion) return this.close(CloseCode.tokenExpired, 'Session ended');
    this.auth = { ...auth, user: { ...auth.user, isSuperuser: current.isSuperuser }, customerIds: current.customerIds };
    this.dropLostSubscription();
  }

  /** Sends a frame already serialised (a push shared by many sockets). */
  sendRaw(frame: string): void {
    if (this.ended || this.socket.readyState !== this.socket.OPEN) return;
    // A client that stopped reading must not make the server hold its frames without end.
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.end();
      this.socket.terminate();
      return;
    }
    this.socket.send(frame);
  }

  send(type: string, data: unknown, ts = Date.now()): void {
    this.sendRaw(JSON.stringify({ type, data, ts }));
  }

  /** True when this socket should hear of the change: its subscription and its user's customers cover it. */
  follows(event: ChangeEvent): boolean {
    const sub = this.subscription;
    if (!sub || sub.customerId !== event.customer_id || !this.auth?.customerIds.has(event.customer_id)) return false;
    return sub.siteId === null || event.site_id === null || sub.siteId === event.site_id;
  }

  close(code: number, reason: string): void {
    if (this.ended) return;
    this.end();
    this.socket.close(code, reason);
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.authTimer) clearTimeout(this.authTimer);
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.context.closed(this);
  }

  private receive(raw: string | null): void {
    if (this.ended) return;
    if (++this.queued > maxQueuedFrames) {
      this.close(CloseCode.badFrame, 'Too many frames');
      return;
    }
    this.queue = this.queue
      .then(() => (this.ended ? undefined : this.handle(raw)))
      .catch((error: unknown) => {
        // A database failure while answering is the server's problem, not the client's: the
        // socket stays, the client hears that the frame failed.
        this.context.onError(error);
        this.send('error', { action: 'unknown', detail: 'The server could not answer this frame' });
      })
      .finally(() => {
        this.queued--;
      });
  }

  private async handle(raw: string | null): Promise<void> {
    const frame = raw === null ? null : parseClientFrame(raw);
    if (!this.auth) {
      if (!frame || frame.action !== 'auth') return this.close(CloseCode.badFrame, 'The first frame must be auth');
      return this.authenticate(frame);
    }
    if (!frame) return this.send('error', { action: 'unknown', detail: 'A frame is a JSON object with an action' });
    switch (frame.action) {
      case 'token.update':
        return this.updateToken(frame);
      case 'subscribe':
        return this.subscribe(frame);
      case 'health.check':
        return this.checkHealth(frame);
      case 'auth':
        return this.refuse(frame, 'Already authenticated; send token.update to renew the token');
      default:
        return this.refuse(frame, `Unknown action "${frame.action}"`);
    }
  }

  private refuse(frame: ClientFrame, detail: string): void {
    this.send('error', { action: frame.action, detail }, frame.ts);
  }

  /** Verifies a token; closes the socket (4401 / 4419 / 4400) and returns null when it does not pass. */
  private async verify(frame: ClientFrame): Promise<SocketUser | null> {
    const token = tokenOf(frame);
    if (!token) {
      this.close(CloseCode.badFrame, `${frame.action} needs data.token`);
      return null;
    }
    const result = await authenticateSocket(this.context.db, this.context.jwtSecret, token);
    if ('refused' in result) {
      if (result.refused === 'expired') this.close(CloseCode.tokenExpired, 'Token expired');
      else this.close(CloseCode.tokenInvalid, 'Token not valid');
      return null;
    }
    return result;
  }

  private async authenticate(frame: ClientFrame): Promise<void> {
    const verified = await this.verify(frame);
    if (!verified || this.ended) return;
    if (this.authTimer) clearTimeout(this.authTimer);
    this.authTimer = null;
    this.accept(verified);
    this.send('auth.ok', { user_id: verified.user.id }, frame.ts);
  }

  private async updateToken(frame: ClientFrame): Promise<void> {
    const verified = await this.verify(frame);
    if (!verified || this.ended) return;
    // A socket belongs to one user: another user's token is a protocol violation, not a switch.
    if (verified.user.id !== this.auth!.user.id) return this.close(CloseCode.tokenInvalid, 'Token of another user');
    this.accept(verified);
    this.dropLostSubscription();
    this.send('token.update', { ok: true }, frame.ts);
  }

  /** Membership lost since subscribing: stop following that customer. */
  private dropLostSubscription(): void {
    const sub = this.subscription;
    if (!sub || this.auth?.customerIds.has(sub.customerId)) return;
    this.subscription = null;
    this.context.subscribed(this);
    this.send('error', { action: 'subscribe', detail: 'You no longer have access to this customer' });
  }

  /** Takes the verified user and closes the socket when their token runs out (unless renewed before). */
  private accept(verified: SocketUser): void {
    this.auth = verified;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = setTimeout(
      () => this.close(CloseCode.tokenExpired, 'Token expired'),
      Math.max(0, verified.expiresAt - Date.now()),
    );
  }

  private async subscribe(frame: ClientFrame): Promise<void> {
    const customerId = idOrNull(frame.data.customer_id);
    const siteId = idOrNull(frame.data.site_id);
    if (!customerId || siteId === undefined)
      return this.refuse(frame, 'subscribe needs data.customer_id and data.site_id (an id or null)');
    const { db } = this.context;
    const user = this.auth!.user;
    if (!(await hasCustomerAccess(db, user, customerId)))
      return this.refuse(frame, 'You do not have access to this customer');
    if (siteId !== null && !(await siteInCustomer(db, customerId, siteId)))
      return this.refuse(frame, 'You do not have access to this site');
    this.auth!.customerIds.add(customerId);
    this.subscription = { customerId, siteId };
    if (siteId !== null) this.siteCustomers.set(siteId, customerId);
    // Pushes start from the health as it is now: the next one is a real change for this user.
    this.lastHealthSignature = reportSignature(this.context.healthFor(this.healthCustomers));
    this.context.subscribed(this);
    this.send('subscribed', { customer_id: customerId, site_id: siteId }, frame.ts);
  }

  private async checkHealth(frame: ClientFrame): Promise<void> {
    const siteId = idOrNull(frame.data.site_id);
    if (siteId === undefined) return this.refuse(frame, 'health.check needs data.site_id (an id or null)');
    if (siteId !== null) {
      // Every socket asks every 30 s for the same site: one lookup per socket and site.
      let customerId = this.siteCustomers.get(siteId) ?? null;
      if (customerId === null) {
        customerId = await customerOfSite(this.context.db, siteId);
        if (customerId !== null && this.siteCustomers.size < 64) this.siteCustomers.set(siteId, customerId);
      }
      if (customerId === null || !this.auth!.customerIds.has(customerId))
        return this.refuse(frame, 'You do not have access to this site');
    }
    const report = this.context.healthFor(this.healthCustomers);
    this.lastHealthSignature = reportSignature(report);
    this.send('health.check', report, frame.ts);
  }
}
