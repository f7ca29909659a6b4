import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/database';
import { loggableError } from '../db/errorReport';
import { scheduleUpkeep, type UpkeepTimes } from '../db/pgliteUpkeep';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  handle: DatabaseHandle;
  /** Close the database with the app (the server owns it; tests close their own). */
  closeWithApp: boolean;
  /** When the upkeep of an embedded database it closes runs; pgliteUpkeep.ts's times by default. */
  upkeep?: UpkeepTimes;
}

/**
 * Decorates `app.db` with the drizzle handle every route and repository uses. A server that owns an
 * embedded database also keeps it up (pgliteUpkeep.ts): PGlite has no autovacuum of its own.
 */
export default fp<DbPluginOptions>(
  async (app, { handle, closeWithApp, upkeep }) => {
    app.decorate<Database>('db', handle.db);
    if (!closeWithApp) return;
    const stopUpkeep =
      handle.kind === 'pglite'
        ? scheduleUpkeep(handle.client, {
            ...upkeep,
            onError: (error) =>
              app.log.error({ error: loggableError(error) }, 'Embedded database upkeep (VACUUM, ANALYZE) failed'),
          })
        : async () => {};
    app.addHook('onClose', async () => {
      await stopUpkeep();
      await handle.close();
    });
  },
  { name: 'db' },
);
