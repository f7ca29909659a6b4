import {
  CLOSE_TOKEN_EXPIRED,
  CLOSE_TOKEN_INVALID,
  type RealtimeSession,
  type ServerFrame,
  type TabToWorker,
  type WorkerToTab,
} from '../realtimeMessages';

/** The part of reconnecting-websocket the hub uses (a fake in tests). */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** A connected tab: a SharedWorker port, or the dedicated worker's own scope. */
export interface TabPort {
  postMessage(message: WorkerToTab): void;
}

/** `http://host/api` → `ws://host/api/ws` (https → wss). */
export function socketUrlOf(apiBase: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/ws`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * One socket for every tab of the browser. Follows the session the most recently active tab gave
 * (token, customer, site): authenticates with the first frame, sends token.update and subscribe when
 * they change, and reports what happens to every tab. A refused token (4401) is never retried; an
 * expired one (4419) waits until a tab hands over a fresh token, asked of the active tab only so
 * that exactly one refresh runs. Keeps the last health until told to clear it or the socket closes.
 */
export function createRealtimeHub(openSocket: (url: string) => RealtimeSocket) {
  const sessions = new Map<TabPort, RealtimeSession | null>();
  let activeTab: TabPort | null = null;
  let socket: RealtimeSocket | null = null;
  let socketUrl: string | null = null;
  let userId: number | null = null;
  let sentToken: string | null = null;
  let subscription: string | null = null;
  /** The token the server refused or found expired: no new socket until another one arrives. */
  let blockedToken: string | null = null;
  /** The last health the server sent, handed to a tab that joins so it shows health at once. */
  let healthCache: Extract<ServerFrame, { type: 'health.check' | 'health.status' }> | null = null;

  const broadcast = (message: WorkerToTab) => sessions.forEach((_session, tab) => tab.postMessage(message));
  const send = (action: string, data: unknown, ts = Date.now()) => socket?.send(JSON.stringify({ action, data, ts }));

  function activeSession(): RealtimeSession | null {
    if (activeTab && sessions.get(activeTab)) return sessions.get(activeTab)!;
    // The active tab left or signed out: follow the most recent other tab that is signed in.
    activeTab = [...sessions.entries()].reverse().find(([, session]) => session)?.[0] ?? null;
    return activeTab ? sessions.get(activeTab)! : null;
  }

  function drop(): void {
    const old = socket;
    socket = null;
    socketUrl = null;
    userId = null;
    subscription = null;
    healthCache = null;
    old?.close();
  }

  function onFrame(frame: ServerFrame): void {
    if (frame.type === 'auth.ok') {
      userId = frame.data.user_id;
      broadcast({ type: 'open', userId });
      apply();
      return;
    }
    if (frame.type === 'token.update') broadcast({ type: 'token.update' });
    if (frame.type === 'health.check' || frame.type === 'health.status') healthCache = frame;
    broadcast({ type: 'frame', frame, receivedAt: Date.now() });
  }

  function onClose(from: RealtimeSocket, code: number, reason: string): void {
    if (from !== socket) return;
    userId = null;
    subscription = null;
    healthCache = null;
    broadcast({ type: 'close', code, reason });
    if (code === CLOSE_TOKEN_INVALID || code === CLOSE_TOKEN_EXPIRED) {
      blockedToken = sentToken;
      drop();
      if (code === CLOSE_TOKEN_INVALID) broadcast({ type: 'token.invalid' });
      else activeTab?.postMessage({ type: 'token.expired' });
    }
  }

  function connect(url: string): void {
    const opened = openSocket(url);
    socket = opened;
    socketUrl = url;
    opened.addEventListener('open', () => {
      if (opened !== socket) return;
      const session = activeSession();
      if (!session) return drop();
      sentToken = session.token;
      send('auth', { token: sentToken });
    });
    opened.addEventListener('close', (event) => onClose(opened, event.code, event.reason));
    opened.addEventListener('message', (event) => {
      if (opened !== socket || typeof event.data !== 'string') return;
      try {
        onFrame(JSON.parse(event.data) as ServerFrame);
      } catch {
        // not JSON: nothing a tab could use
      }
    });
  }

  /** Brings the socket in line with the active session. */
  function apply(): void {
    const session = activeSession();
    if (!session) return drop();
    const url = socketUrlOf(session.apiBase);
    if (socket && url !== socketUrl) drop();
    if (!socket) {
      if (session.token === blockedToken) return;
      blockedToken = null;
      return connect(url);
    }
    if (userId === null) return; // authenticating: the first frame carries the token
    if (session.token !== sentToken) {
      sentToken = session.token;
      send('token.update', { token: session.token });
    }
    const wanted = session.customerId === null ? null : `${session.customerId}:${session.siteId}`;
    if (wanted !== null && wanted !== subscription) {
      subscription = wanted;
      send('subscribe', { customer_id: session.customerId, site_id: session.siteId });
    }
  }

  return {
    /** A tab connected. */
    attach(tab: TabPort): void {
      if (!sessions.has(tab)) sessions.set(tab, null);
    },
    /** A message from a tab. */
    receive(tab: TabPort, message: TabToWorker): void {
      switch (message.type) {
        case 'session': {
          const joining = !sessions.get(tab);
          sessions.delete(tab); // re-insert: the map's order is the tabs' recency
          sessions.set(tab, message.session);
          activeTab = tab;
          if (userId !== null) tab.postMessage({ type: 'open', userId });
          // As a push (health.status): its ts is not this tab's request, so no latency is read from it.
          if (userId !== null && joining && healthCache) {
            tab.postMessage({
              type: 'frame',
              frame: { ...healthCache, type: 'health.status' },
              receivedAt: Date.now(),
            });
          }
          return apply();
        }
        case 'clearHealthCache':
          healthCache = null;
          return;
        case 'send':
          if (userId !== null) send(message.action, message.data, message.ts);
          return;
        case 'signedOut':
          sessions.set(tab, null);
          return apply();
        case 'bye':
          sessions.delete(tab);
          return apply();
      }
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
