import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/httpErrors';
import { errorResponses } from '../../http/schemas';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` matches METRICS_TOKEN, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * GET /metrics: the instance's metrics registry as Prometheus text, for a scraper (README
 * "Metrics"). Outside /api: no user signs in here, the scraper sends METRICS_TOKEN. Off (404)
 * unless METRICS_TOKEN or METRICS=on is set; superusers read the same text at GET /api/metrics/.
 */
const metricsRoute: FastifyPluginAsync = async (app) => {
  const { exposed, token } = app.config.metrics;
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['telemetry'],
        summary: "This instance's metrics, Prometheus text format (a scraper with METRICS_TOKEN)",
        security: [],
        produces: ['text/plain'],
        response: { 200: { type: 'string' }, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      if (!exposed) throw new HttpError(404, 'Metrics are switched off on this server (METRICS_TOKEN, METRICS=on).');
      if (token !== null && !bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, 'A scrape of the metrics needs the bearer token METRICS_TOKEN.');
      }
      return reply.type(app.metrics.contentType).send(await app.metrics.text());
    },
  );
};

export default metricsRoute;
