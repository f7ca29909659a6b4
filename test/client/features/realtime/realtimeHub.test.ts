import { createRealtimeHub, type RealtimeSocket, socketUrlOf } from '../../../../src/core/realtime/worker/realtimeHub';
import type { RealtimeSession, WorkerToTab } from '../../../../src/core/realtime/realtimeMessages';

/** A socket the test drives: what the hub sent, and server events on demand. */
class FakeSocket implements RealtimeSocket {
  sent: Array<{ action: string; data: unknown }> = [];
  closedByHub = false;
  private listeners: Record<string, Array<(event: never) => void>> = {};
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as { action: string; data: unknown });
  }
  close() {
    this.closedByHub = true;
  }
  addEventListener(type: string, listener: (event: never) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  private emit(type: string, event?: unknown) {
    for (const listener of this.listeners[type] ?? []) listener(event as never);
  }
  open() {
    this.emit('open');
  }
  frame(type: string, data: unknown, ts = 1) {
    this.emit('message', { data: JSON.stringify({ type, data, ts }) });
  }
  serverClose(code: number) {
    this.emit('close', { code, reason: '' });
  }
  actions() {
    return this.sent.map((frame) => frame.action);
  }
}

class FakeTab {
  received: WorkerToTab[] = [];
  postMessage(message: WorkerToTab) {
    this.received.push(message);
  }
  types() {
    return this.received.map((message) => message.type);
  }
}

const session = (overrides: Partial<RealtimeSession> = {}): RealtimeSession => ({
  token: 'access-1',
  refreshToken: 'refresh-1',
  expiry: 0,
  customerId: 3,
  siteId: 4,
  apiBase: 'http://127.0.0.1:8080/api',
  ...overrides,
});

function setup() {
  const sockets: FakeSocket[] = [];
  const hub = createRealtimeHub((url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  });
  const tab = () => {
    const t = new FakeTab();
    hub.attach(t);
    return t;
  };
  /** A tab whose session opened the socket, which the server then authenticated. */
  const signedInTab = () => {
    const t = tab();
    hub.receive(t, { type: 'session', session: session() });
    sockets[0]!.open();
    sockets[0]!.frame('auth.ok', { user_id: 9 });
    return t;
  };
  return { hub, sockets, tab, signedInTab };
}

describe('realtime hub (the worker)', () => {
  it('opens one socket for all tabs, authenticates first, then subscribes to the customer and site', () => {
    const { hub, sockets, tab } = setup();
    const a = tab();
    const b = tab();
    hub.receive(a, { type: 'session', session: session() });
    hub.receive(b, { type: 'session', session: session() });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://127.0.0.1:8080/api/ws');
    sockets[0]!.open();
    sockets[0]!.frame('auth.ok', { user_id: 9 });
    expect(sockets[0]!.sent).toEqual([
      { action: 'auth', data: { token: 'access-1' }, ts: expect.any(Number) },
      { action: 'subscribe', data: { customer_id: 3, site_id: 4 }, ts: expect.any(Number) },
    ]);
    expect(a.types()).toContain('open');
    expect(b.types()).toContain('open');
  });

  it('sends token.update for a new token and re-subscribes on a site change, on the same socket', () => {
    const { hub, sockets, signedInTab } = setup();
    const a = signedInTab();
    hub.receive(a, { type: 'session', session: session({ token: 'access-2' }) });
    hub.receive(a, { type: 'session', session: session({ token: 'access-2', siteId: 5 }) });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.sent.slice(2)).toEqual([
      { action: 'token.update', data: { token: 'access-2' }, ts: expect.any(Number) },
      { action: 'subscribe', data: { customer_id: 3, site_id: 5 }, ts: expect.any(Number) },
    ]);
    sockets[0]!.frame('token.update', { ok: true });
    expect(a.types()).toContain('token.update');
  });

  it('reports server frames to every tab and sends a tab\u2019s health.check only once authenticated', () => {
    const { hub, sockets, tab } = setup();
    const a = tab();
    const b = tab();
    hub.receive(a, { type: 'session', session: session() });
    hub.receive(a, { type: 'send', action: 'health.check', data: { site_id: 4 }, ts: 10 });
    sockets[0]!.open();
    expect(sockets[0]!.actions()).toEqual(['auth']);
    sockets[0]!.frame('auth.ok', { user_id: 9 });
    hub.receive(a, { type: 'send', action: 'health.check', data: { site_id: 4 }, ts: 11 });
    expect(sockets[0]!.sent.at(-1)).toEqual({ action: 'health.check', data: { site_id: 4 }, ts: 11 });
    sockets[0]!.frame('change', { entity: 'room', id: 7, action: 'update' }, 99);
    for (const t of [a, b]) {
      expect(t.received.at(-1)).toMatchObject({ type: 'frame', frame: { type: 'change', data: { id: 7 } } });
    }
  });

  it('hands its last health to a tab that joins, as a push, until told to clear it or the socket closes', () => {
    const { hub, sockets, tab, signedInTab } = setup();
    const a = signedInTab();
    const health = { status: 'healthy', services: { database: true } };
    sockets[0]!.frame('health.check', health, 10);

    const b = tab();
    hub.receive(b, { type: 'session', session: session() });
    expect(b.received.at(-1)).toMatchObject({ type: 'frame', frame: { type: 'health.status', data: health, ts: 10 } });
    hub.receive(b, { type: 'session', session: session({ token: 'access-2' }) });
    expect(b.received.filter((m) => m.type === 'frame')).toHaveLength(1); // once, when it joins

    hub.receive(a, { type: 'clearHealthCache' });
    const c = tab();
    hub.receive(c, { type: 'session', session: session() });
    expect(c.types()).toEqual(['open']);

    sockets[0]!.frame('health.status', health, 11);
    sockets[0]!.serverClose(1006);
    const d = tab();
    hub.receive(d, { type: 'session', session: session() });
    expect(d.types()).toEqual([]);
  });

  it('on 4401 tells every tab token.invalid and never retries that token', () => {
    const { hub, sockets, tab } = setup();
    const a = tab();
    const b = tab();
    hub.receive(a, { type: 'session', session: session() });
    sockets[0]!.open();
    sockets[0]!.serverClose(4401);
    expect(a.types()).toEqual(['close', 'token.invalid']);
    expect(b.types()).toEqual(['close', 'token.invalid']);
    expect(sockets[0]!.closedByHub).toBe(true);
    hub.receive(b, { type: 'session', session: session() });
    expect(sockets).toHaveLength(1);
    hub.receive(b, { type: 'session', session: session({ token: 'access-new' }) });
    expect(sockets).toHaveLength(2);
  });

  it('on 4419 asks only the active tab for a fresh token, then reconnects with it', () => {
    const { hub, sockets, tab } = setup();
    const a = tab();
    const b = tab();
    hub.receive(a, { type: 'session', session: session() });
    hub.receive(b, { type: 'session', session: session() });
    sockets[0]!.open();
    sockets[0]!.serverClose(4419);
    expect(b.types()).toEqual(['close', 'token.expired']);
    expect(a.types()).toEqual(['close']);
    hub.receive(b, { type: 'session', session: session({ token: 'access-2' }) });
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent[0]).toMatchObject({ action: 'auth', data: { token: 'access-2' } });
  });

  it('closes the socket when the last signed-in tab signs out or leaves', () => {
    const { hub, sockets, tab } = setup();
    const a = tab();
    const b = tab();
    hub.receive(a, { type: 'session', session: session() });
    hub.receive(b, { type: 'session', session: session() });
    hub.receive(b, { type: 'bye' });
    expect(sockets[0]!.closedByHub).toBe(false);
    hub.receive(a, { type: 'signedOut' });
    expect(sockets[0]!.closedByHub).toBe(true);
  });

  it('builds wss URLs for https', () => {
    expect(socketUrlOf('https://console.example.com/api/')).toBe('wss://console.example.com/api/ws');
  });
});
