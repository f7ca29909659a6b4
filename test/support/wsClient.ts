import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A server frame as the protocol sends it. */
export interface Frame {
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
  data: any;
  ts: number;
}

/** A real websocket to /api/ws that records every frame and the close. */
export interface WsTestClient {
  socket: WebSocket;
  frames: Frame[];
  send(action: string, data?: unknown, ts?: number): void;
  /** The next frame of this type not yet taken (waits up to `timeoutMs`). */
  next(type: string, timeoutMs?: number): Promise<Frame>;
  /** The close code and reason once the server closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Makes the app listen on a free port (once) and returns its ws:// URL for /api/ws. */
export async function wsUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `ws://127.0.0.1:${address.port}/api/ws`;
}

export async function openWs(url: string): Promise<WsTestClient> {
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (type: string, timeoutMs = 5000) =>
    new Promise<Frame>((resolve, reject) => {
      const look = () => {
        const frame = frames.find((candidate) => candidate.type === type && !taken.has(candidate));
        if (!frame) return false;
        taken.add(frame);
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(frame);
        return true;
      };
      const wake = () => void look();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      if (!look()) waiters.add(wake);
    });
  return {
    socket,
    frames,
    send: (action, data = {}, ts = Date.now()) => socket.send(JSON.stringify({ action, data, ts })),
    next,
    closed,
    close: async () => {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}

/** Opens a socket and authenticates with the token; resolves after auth.ok. */
export async function openAuthedWs(url: string, token: string): Promise<WsTestClient> {
  const client = await openWs(url);
  client.send('auth', { token });
  await client.next('auth.ok');
  return client;
}
