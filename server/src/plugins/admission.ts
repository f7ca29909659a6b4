import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { admissionQueue } from '../http/admissionQueue';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the database-bound routes: the request waits for one of the database's places. */
    admit: onRequestHookHandler;
  }
}

/**
 * At most `places` database-bound requests are handled at once; later ones wait their turn in
 * arrival order (a route scope opts in with `app.addHook('onRequest', app.admit)`).
 *
 * Why: a request runs several statements, and without this each statement queued behind those of
 * every other request in flight (PGlite's single lane, the PostgreSQL pool's wait list). Under a
 * burst a request queued once per statement, so a detail or a search (more statements) waited far
 * longer than a list, and 200 requests in flight kept 200 requests' objects alive. Admitted
 * requests now run their statements nearly uncontended while the rest wait once, at the door.
 *
 * A place is given back when the response closes: sent, failed or cut off. A client that gives up
 * while waiting leaves the queue without taking a place.
 */
export default fp<{ places: number }>(
  async (app, { places }) => {
    const queue = admissionQueue(places);
    app.decorate('admit', function admit(_request, reply, done) {
      const response = reply.raw;
      const start = () => {
        response.off('close', giveUp);
        response.once('close', queue.leave);
        done();
      };
      const giveUp = () => queue.cancel(start);
      response.once('close', giveUp);
      queue.enter(start);
    } satisfies onRequestHookHandler);
  },
  { name: 'admission' },
);
