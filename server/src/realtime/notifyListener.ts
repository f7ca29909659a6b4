import { Client } from 'pg';
import type { DatabaseHandle } from '../db/database';

/** A LISTEN on one channel of the app's database; `listening` is false while it is down. */
export interface NotifyListener {
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onPayload: (payload: string) => void;
  onError: (error: Error) => void;
  /** wait before reconnecting a dropped PostgreSQL connection */
  retryMs?: number;
}

/**
 * LISTENs on the database the app uses. PGlite runs in this process, so its own `listen()` hears
 * every commit. On PostgreSQL one dedicated connection per instance (outside the pool, which would
 * hand a LISTENing client to queries) hears every instance's commits; it reconnects when it drops.
 */
export async function listenTo(handle: DatabaseHandle, options: ListenOptions): Promise<NotifyListener> {
  if (handle.kind === 'pglite') {
    const unlisten = await handle.client.listen(options.channel, options.onPayload);
    let listening = true;
    return {
      get listening() {
        return listening && !handle.client.closed;
      },
      close: async () => {
        listening = false;
        if (!handle.client.closed) await unlisten();
      },
    };
  }
  return listenOnPostgres(handle.pool.options, options);
}

async function listenOnPostgres(
  config: ConstructorParameters<typeof Client>[0],
  { channel, onPayload, onError, retryMs = 1000 }: ListenOptions,
): Promise<NotifyListener> {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const dropped = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (error) onError(error);
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        onError(error);
        scheduleReconnect();
      });
    }, retryMs);
    retry.unref();
  };

  await connect();
  return {
    get listening() {
      return client !== null;
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
