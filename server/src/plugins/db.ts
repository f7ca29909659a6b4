import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  handle: DatabaseHandle;
  /** Close the database with the app (the server owns it; tests close their own). */
  closeWithApp: boolean;
}

/** Decorates `app.db` with the drizzle handle every route and repository uses. */
export default fp<DbPluginOptions>(
  async (app, { handle, closeWithApp }) => {
    app.decorate<Database>('db', handle.db);
    if (closeWithApp) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
