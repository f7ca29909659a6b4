import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../http/schemas';
import { pingDatabase } from '../../db/database';
import { loggableError } from '../../db/errorReport';
import { withStorageStatus } from '../../db/storageHealth';

const healthSchema = {
  tags: ['health'],
  summary: 'Service health with a real database round trip',
  description: 'Always 200; `status` says whether every service answered. Response times are in milliseconds.',
  security: [],
  response: {
    200: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['healthy', 'unhealthy'] },
        services: { type: 'object', additionalProperties: { type: 'boolean' } },
        response_times: { type: 'object', additionalProperties: { type: 'number' } },
        errors: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['status', 'services', 'response_times', 'errors'],
    },
    ...errorResponses(),
  },
} as const;

const timeoutMs = 5000;

/** GET /api/health/ (no auth): runs `select 1` and reports how long it took, and whether storage can write. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: healthSchema }, async (request) => {
    const started = performance.now();
    let error: string | null = null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
      });
      await Promise.race([pingDatabase(app.db), timeout]);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      request.log.warn({ error: loggableError(caught) }, 'database health check failed');
    } finally {
      clearTimeout(timer);
    }
    const elapsed = Math.round((performance.now() - started) * 100) / 100;
    return withStorageStatus(
      {
        status: error ? 'unhealthy' : 'healthy',
        services: { database: !error },
        response_times: { database: elapsed },
        errors: error ? { database: error } : {},
      },
      app.storageHealth,
    );
  });
};

export default healthRoutes;
