import { Client, type ClientConfig } from 'pg';
import type { DatabaseHandle } from '../db/database';
import { answerWithin } from '../db/postgresTimeouts';

/** A LISTEN on channels of the app's database; `listening` is false while it is down. */
export interface NotifyListener {
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface ListenOptions {
  channels: string[];
  onPayload: (channel: string, payload: string) => void;
  onError: (error: Error) => void;
  /** called each time the LISTEN starts, after a reconnect too: what was sent meanwhile was missed */
  onListening?: () => void;
  /** wait before reconnecting a dropped PostgreSQL connection */
  retryMs?: number;
  /** how often the PostgreSQL connection is asked whether it still answers */
  heartbeatMs?: number;
}

/**
 * A listening connection only receives, so one that went silent without closing (a failover behind
 * a proxy) would look alive for good while every notice is missed. It is asked `SELECT 1` this
 * often; one that does not answer within the pool's connection time-out is dropped and made anew.
 */
export const LISTEN_HEARTBEAT_MS = 10_000;

/**
 * LISTENs on the database the app uses. PGlite runs in this process, so its own `listen()` hears
 * every commit. On PostgreSQL one dedicated connection per instance (outside the pool, which would
 * hand a LISTENing client to queries) hears every instance's commits; it reconnects when it drops.
 */
export async function listenTo(handle: DatabaseHandle, options: ListenOptions): Promise<NotifyListener> {
  if (handle.kind === 'pglite') {
    const unlisteners = await Promise.all(
      options.channels.map((channel) =>
        handle.client.listen(channel, (payload) => options.onPayload(channel, payload)),
      ),
    );
    let listening = true;
    options.onListening?.();
    return {
      get listening() {
        return listening && !handle.client.closed;
      },
      close: async () => {
        listening = false;
        if (!handle.client.closed) for (const unlisten of unlisteners) await unlisten();
      },
    };
  }
  return listenOnPostgres(handle.pool.options, options);
}

async function listenOnPostgres(
  config: ClientConfig,
  { channels, onPayload, onError, onListening, retryMs = 1000, heartbeatMs = LISTEN_HEARTBEAT_MS }: ListenOptions,
): Promise<NotifyListener> {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const heartbeat = setInterval(() => void client?.query('SELECT 1').catch(() => undefined), heartbeatMs);
  heartbeat.unref();

  const connect = async () => {
    const next = new Client(config);
    if (config.connectionTimeoutMillis) answerWithin(next, config.connectionTimeoutMillis);
    next.on('notification', (message) => {
      if (channels.includes(message.channel) && message.payload !== undefined)
        onPayload(message.channel, message.payload);
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
    for (const channel of channels) await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    onListening?.();
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
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
