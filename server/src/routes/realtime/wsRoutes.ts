import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /api/ws, upgraded to the realtime websocket (protocol in server/src/realtime/frames.ts).
 * No bearer header: the access token comes in the first frame, so it never lands in a URL or log.
 */
const wsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { websocket: true, schema: { hide: true } }, (socket) => {
    app.realtime.hub.accept(socket);
  });
};

export default wsRoutes;
