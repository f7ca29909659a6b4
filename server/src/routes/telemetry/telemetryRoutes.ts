import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ClientErrors, type ClientErrorReport } from '../../telemetry/clientErrors';
import type { VitalReport } from '../../telemetry/clientMetrics';
import { forwardError, parseDsn } from '../../telemetry/errorForwarding';
import { RateLimit } from '../../telemetry/rateLimit';
import { HttpError } from '../../http/httpErrors';
import { errorResponses } from '../../http/schemas';
import { errorBody, keptErrorList, metricsBody } from './telemetrySchemas';

/** Per client address and minute: a page sends its metrics once or twice, errors rarely. */
const METRIC_CALLS_PER_MINUTE = 30;
const ERROR_CALLS_PER_MINUTE = 20;

const superuser = {
  tenancy: 'superuser' as const,
  superuserOnly: 'Only a superuser can read the metrics and the reported errors.',
};

/**
 * The browser app's performance metrics and error reports (requirements §7, §9), kept by Portico
 * itself: POST /api/client-metrics/ and /api/client-errors/ take them from any browser (the login
 * page reports too) without anything about the user, rate-limited per address; superusers read
 * the errors (GET /api/client-errors/) and the metrics with the server's own (GET /api/metrics/,
 * the same registry as GET /metrics: telemetry/serverMetrics.ts).
 */
const telemetryRoutes: FastifyPluginAsync = async (app) => {
  const { telemetry } = app.config;
  const errors = new ClientErrors();
  const dsn = telemetry.errorsDsn ? parseDsn(telemetry.errorsDsn) : null;
  const metricLimit = new RateLimit(METRIC_CALLS_PER_MINUTE, 60_000);
  const errorLimit = new RateLimit(ERROR_CALLS_PER_MINUTE, 60_000);
  const signedInSuperuser = async (request: FastifyRequest) => {
    await app.authenticate(request);
    await app.enforceTenancy(request);
  };
  const admit = (limit: RateLimit, request: FastifyRequest, reply: FastifyReply) => {
    if (limit.allow(request.ip)) return;
    reply.header('retry-after', '60');
    throw new HttpError(429, 'Too many reports from this address; try again in a minute.');
  };
  const switchedOff = (name: string) =>
    new HttpError(404, `Client ${name} are switched off on this server (CLIENT_${name.toUpperCase()}=off).`);

  app.post<{ Body: { metrics: VitalReport[] } }>(
    '/client-metrics/',
    {
      schema: {
        tags: ['telemetry'],
        summary: "A browser's web-vitals (no personal data)",
        security: [],
        body: metricsBody,
        response: { 204: { type: 'null', description: 'Counted' }, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      if (!telemetry.metrics) throw switchedOff('metrics');
      admit(metricLimit, request, reply);
      for (const report of request.body.metrics) app.metrics.vitals.record(report);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: ClientErrorReport }>(
    '/client-errors/',
    {
      schema: {
        tags: ['telemetry'],
        summary: 'An error the browser app ran into, with the pages seen before it',
        description: 'Pages are kept as route shapes (`/room/:id`); the query string is dropped.',
        security: [],
        body: errorBody,
        response: { 204: { type: 'null', description: 'Kept' }, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      if (!telemetry.errors) throw switchedOff('errors');
      admit(errorLimit, request, reply);
      const kept = errors.keep(request.body);
      if (dsn)
        forwardError(dsn, kept).catch((error: Error) =>
          request.log.warn({ reason: error.message }, 'client error not forwarded to CLIENT_ERRORS_DSN'),
        );
      return reply.code(204).send();
    },
  );

  app.get(
    '/client-errors/',
    {
      onRequest: signedInSuperuser,
      config: superuser,
      schema: {
        tags: ['telemetry'],
        summary: 'Errors browsers reported to this instance, newest first (superusers)',
        response: { 200: keptErrorList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: errors.list() }),
  );

  app.get(
    '/metrics/',
    {
      onRequest: signedInSuperuser,
      config: superuser,
      schema: {
        tags: ['telemetry'],
        summary: "This instance's metrics and the browsers' web-vitals, Prometheus text format (superusers)",
        produces: ['text/plain'],
        response: { 200: { type: 'string' }, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => reply.type(app.metrics.contentType).send(await app.metrics.text()),
  );
};

export default telemetryRoutes;
