import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { fastifyTrustProxy, type AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { UpkeepTimes } from './db/pgliteUpkeep';
import { accessChannel } from './access/accessCache';
import { jobsChannel } from './jobs/jobEvents';
import { deviceStatesChannel } from './mikrotik/state/deviceState';
import { alertsChannel } from './alerts/alertChannel';
import type { AnyJobKind } from './jobs/jobKind';
import admissionPlugin from './plugins/admission';
import alertsPlugin from './plugins/alerts';
import notificationsPlugin from './plugins/notifications';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import jobsPlugin from './plugins/jobs';
import jsonBodyPlugin from './plugins/jsonBody';
import metricsPlugin from './plugins/metrics';
import mikrotikSettingsPlugin from './plugins/mikrotikSettings';
import nulCharactersPlugin from './plugins/nulCharacters';
import noticesPlugin from './plugins/notices';
import openapiPlugin from './plugins/openapi';
import pathIdsPlugin from './plugins/pathIds';
import realtimePlugin from './plugins/realtime';
import securityHeadersPlugin from './plugins/securityHeaders';
import staticAppPlugin from './plugins/staticApp';
import { telemetryHead } from './telemetry/appPageHead';
import tenancyPlugin from './plugins/tenancy';
import { changeChannel } from './realtime/changeEvents';
import apiRoutes from './routes/apiRoutes';
import metricsRoute from './routes/telemetry/metricsRoute';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: DatabaseHandle;
  /** Close the database when the app closes (the server does; tests manage their own). */
  closeDatabaseWithApp?: boolean;
  /** When the upkeep of an embedded database the app closes runs (default: pgliteUpkeep.ts). */
  databaseUpkeep?: UpkeepTimes;
  /** Pino logging; off in tests. */
  logger?: boolean;
  /** Where the log goes instead of stdout (a test reading what was logged). */
  logStream?: NodeJS.WritableStream;
  /**
   * Job kinds of a test's own, beside the app's: each of those is defined by the plugin that owns it
   * (`app.jobs.define`), since it needs that plugin's database and settings.
   */
  jobKinds?: AnyJobKind[];
}

/**
 * The whole HTTP app: external plugins, then app plugins, then routes. Tests build it on an
 * in-memory database and use `app.inject()`; server.ts builds it and listens.
 */
export async function buildApp({
  config,
  database,
  closeDatabaseWithApp = false,
  databaseUpkeep,
  logger = true,
  logStream,
  jobKinds,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : logger ? { level: config.logLevel } : false,
    // One line per request only when asked for (LOG_LEVEL=debug); errors are always logged.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A URL that does not decode (`/api/%E0%A4%A`) is answered before routing, in the API's shape.
    frameworkErrors,
    // Room for a 1 MiB logo sent as a base64 data URL inside JSON.
    bodyLimit: 3 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // allErrors: a form gets every field's error at once, not only the first.
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  });

  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { handle: database, closeWithApp: closeDatabaseWithApp, upkeep: databaseUpkeep });
  await app.register(admissionPlugin, { places: database.requestPlaces });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(pathIdsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyMultipart, { limits: { fileSize: config.logoMaxBytes, files: 1 } });
  await app.register(openapiPlugin);
  await app.register(noticesPlugin, {
    database,
    channels: [changeChannel, accessChannel, jobsChannel, deviceStatesChannel, alertsChannel],
  });
  await app.register(authPlugin);
  await app.register(tenancyPlugin);
  await app.register(realtimePlugin);
  await app.register(jobsPlugin, { database, kinds: jobKinds ?? [] });
  await app.register(mikrotikSettingsPlugin);
  await app.register(alertsPlugin);
  await app.register(notificationsPlugin);
  await app.register(metricsPlugin, { database });

  app.addHook('onRoute', (route) => {
    // Every API route documents its responses; a missing schema would also skip serialisation checks.
    if (route.url.startsWith('/api/') && !route.schema?.hide && !route.schema?.response) {
      app.log.warn(`${route.method} ${route.url} has no response schema`);
    }
  });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(metricsRoute);
  await app.register(staticAppPlugin, { root: config.staticRoot, head: telemetryHead(config.telemetry) });
  return app;
}
