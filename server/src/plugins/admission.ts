import type { FastifyInstance, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { admissionQueue } from '../http/admissionQueue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes the routes of this scope wait for one of the database's places before they run. */
    admitDatabaseWork(): void;
    /** Requests holding one of the database's places, and those waiting for one (GET /metrics). */
    readonly admission: { busy: number; waiting: number };
  }
}

/**
 * At most `places` database-bound requests are handled at once; later ones wait their turn in
 * arrival order. A route scope opts in with `app.admitDatabaseWork()`.
 *
 * Why: a request runs several statements, and without this each statement queued behind those of
 * every other request in flight (PGlite's single lane, the PostgreSQL pool's wait list). Under a
 * burst a request queued once per statement, so a detail or a search (more statements) waited far
 * longer than a list, and 200 requests in flight kept 200 requests' objects alive. Admitted
 * requests now run their statements nearly uncontended while the rest wait once, at the door.
 *
 * A place is held while the handler works: it is given back when the answer is ready to send (a
 * slow reader of a long answer or a CSV stream holds none) or when the connection closes first. A
 * client that gives up while waiting leaves the queue without taking a place.
 */
export default fp<{ places: number }>(
  async (app, { places }) => {
    const queue = admissionQueue(places);
    const leaving = new WeakMap<FastifyRequest, () => void>();

    const admit: onRequestHookHandler = (request, reply, done) => {
      const response = reply.raw;
      const start = () => {
        response.off('close', giveUp);
        let held = true;
        const leave = () => {
          if (!held) return;
          held = false;
          queue.leave();
        };
        leaving.set(request, leave);
        response.once('close', leave);
        done();
      };
      const giveUp = () => queue.cancel(start);
      response.once('close', giveUp);
      queue.enter(start);
    };
    const answered: onSendHookHandler = async (request, _reply, payload) => {
      leaving.get(request)?.();
      return payload;
    };

    app.decorate('admission', {
      getter: () => queue.state,
    });
    app.decorate('admitDatabaseWork', function admitDatabaseWork(this: FastifyInstance) {
      this.addHook('onRequest', admit);
      this.addHook('onSend', answered);
    });
  },
  { name: 'admission' },
);
