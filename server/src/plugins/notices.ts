import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { listenTo } from '../realtime/notifyListener';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's notices (NOTIFY) on the app's channels, heard over one connection per instance. */
    notices: Notices;
  }
}

export interface Notices {
  /** False while the listening connection is down: what is notified meanwhile is missed. */
  readonly listening: boolean;
  /** `handler` gets the payload of each notice on `channel` (one of the plugin's channels). */
  on(channel: string, handler: (payload: string) => void): void;
  /** `handler` runs each time listening starts again after a drop. */
  onRestart(handler: () => void): void;
}

export interface NoticesPluginOptions {
  database: DatabaseHandle;
  /** Every channel a handler will be registered for: all are LISTENed on from the start. */
  channels: string[];
}

/** LISTENs on the app's database and hands each notice to the handlers of its channel. */
export default fp<NoticesPluginOptions>(
  async (app, { database, channels }) => {
    const handlers = new Map<string, ((payload: string) => void)[]>(channels.map((channel) => [channel, []]));
    const restarts: (() => void)[] = [];
    let started = false;
    const listener = await listenTo(database, {
      channels,
      onPayload: (channel, payload) => {
        for (const handler of handlers.get(channel) ?? []) handler(payload);
      },
      onListening: () => {
        if (started) for (const handler of restarts) handler();
        started = true;
      },
      onError: (error) => app.log.warn({ err: error }, 'database notice connection lost; reconnecting'),
    });
    app.decorate<Notices>('notices', {
      get listening() {
        return listener.listening;
      },
      on(channel, handler) {
        const list = handlers.get(channel);
        if (!list) throw new Error(`not listening on ${channel}: name it in the notices plugin's channels`);
        list.push(handler);
      },
      onRestart(handler) {
        restarts.push(handler);
      },
    });
    app.addHook('onClose', async () => listener.close());
  },
  { name: 'notices' },
);
