import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loggableError } from '../db/errorReport';
import { DatabaseOutages, outageDetail, outageOf } from '../db/outage';
import { pgError } from '../db/pgError';
import { StorageHealth } from '../db/storageHealth';
import { HttpError } from '../http/httpErrors';
import { validationToFieldErrors } from '../http/validationErrors';
import { setSecurityHeaders } from './securityHeaders';

const malformedJsonCodes = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * PostgreSQL errors a client can provoke: a race with another writer (409), or a value the schemas
 * let through but the column refuses (400; the schemas bound what they can, this is the safety net).
 */
const databaseProblems: Record<string, [number, string]> = {
  '23503': [409, 'This object is still referenced by other data, or refers to data that no longer exists.'],
  '23505': [409, 'An object with these values already exists.'],
  '22001': [400, 'A value is too long.'],
  '22003': [400, 'A number is out of range.'],
  '22007': [400, 'A date or time is malformed.'],
  '22008': [400, 'A date or time is out of range.'],
  '22P02': [400, 'A value is malformed.'],
  // The NUL check (plugins/nulCharacters) refuses these first; this catches a path it does not see.
  '22021': [400, 'A value contains a character that cannot be stored (NUL).'],
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database can still write; a disk-full error marks it, health reports it. */
    storageHealth: StorageHealth;
    /** Hears each request that found the database unreachable (health checks again at once). */
    databaseOutages: DatabaseOutages;
  }
}

/** Errors Fastify answers before routing (a URL that does not decode, an over-long path parameter). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // These replies skip the onSend hooks.
  setSecurityHeaders(request, reply);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send({ detail: 'URL is too long' });
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ detail: 'Malformed URL' });
  request.log.error({ error: loggableError(error) }, 'unhandled error');
  return reply.code(500).send({ detail: 'Internal server error' });
}

/**
 * Every error leaves as `{"detail": …}`: validation errors as a list of {loc, msg}, client
 * mistakes as 4xx with a message, a full disk or an unreachable database as 503, anything
 * unexpected as a logged 500 without internals. Logs never carry a failed query's parameters.
 */
export default fp(
  async (app) => {
    app.decorate('storageHealth', new StorageHealth(app.config.databaseUrl ? null : app.config.dataDir));
    app.decorate('databaseOutages', new DatabaseOutages());
    app.setErrorHandler((error: FastifyError & { detail?: unknown }, request, reply) => {
      if (error instanceof HttpError) {
        const body = error.code ? { detail: error.detail, code: error.code } : { detail: error.detail };
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }
      if (error.validation) {
        return reply.code(400).send({ detail: validationToFieldErrors(error.validation, error.validationContext) });
      }
      if (malformedJsonCodes.has(error.code) || (error instanceof SyntaxError && error.statusCode === 400)) {
        return reply.code(400).send({ detail: 'Malformed JSON body' });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply
          .code(413)
          .send({ detail: `Request body is too large (limit ${Math.round(app.initialConfig.bodyLimit! / 1024)} KiB)` });
      }
      const problem = databaseProblems[pgError(error)?.code ?? ''];
      if (problem) return reply.code(problem[0]).send({ detail: problem[1] });
      const outage = outageOf(error);
      if (outage) {
        if (outage === 'storage') app.storageHealth.noteFailure('A write failed: no space left');
        else app.databaseOutages.noted();
        request.log.error(
          { error: loggableError(error) },
          outage === 'storage' ? 'storage full' : 'database unavailable',
        );
        return reply.code(503).header('retry-after', '30').send({ detail: outageDetail[outage] });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message });
      request.log.error({ error: loggableError(error) }, 'unhandled error');
      return reply.code(500).send({ detail: 'Internal server error' });
    });
  },
  { name: 'errors', dependencies: ['config'] },
);
