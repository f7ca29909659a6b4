import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { accessChannel } from '../access/accessCache';
import { alertsChannel } from '../alerts/alertChannel';
import { loadDeviceKey } from '../mikrotik/secrets';
import { jobsChannel } from '../jobs/jobEvents';
import { deviceStatesChannel } from '../mikrotik/state/deviceState';
import { changeChannel } from '../realtime/changeEvents';
import { maxClientFrameBytes } from '../realtime/frames';
import { loggableError } from '../db/errorReport';
import { notFound } from '../http/httpErrors';
import { HealthMonitor } from '../realtime/health/healthMonitor';
import { LogSummary } from '../realtime/logSummary';
import { RealtimeHub } from '../realtime/realtimeHub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The websocket hub of this instance and the background health monitor it pushes. */
    realtime: { hub: RealtimeHub; health: HealthMonitor };
  }
}

/**
 * The realtime side of the server: @fastify/websocket, the hub holding this instance's sockets and
 * hearing the notices of committed change records (every instance on one PostgreSQL hears every
 * commit), and the health monitor. Routes: /api/ws (routes/realtime) and /api/health/ read from here.
 */
export default fp(
  async (app) => {
    const { realtime, jwtSecret, dataDir } = app.config;
    // Clients decide how often these happen: a few lines a minute per kind, then a count (logSummary.ts).
    const summary = new LogSummary(app.log);
    // Without the statement's parameters (errorReport.ts): README promises logs never carry them.
    const onError = (error: unknown) => summary.line('error', 'realtime', { error: loggableError(error) });
    let health: HealthMonitor | null = null;
    let deviceKey: Buffer | null = null;
    const hub = new RealtimeHub({
      db: app.db,
      jwtSecret,
      authTimeoutMs: realtime.authTimeoutMs,
      pingTimeoutMs: realtime.probeTimeoutMs,
      healthFor: (customerIds) => health!.reportFor(customerIds),
      onError,
      onCount: (event, open) => summary.line('info', `websocket ${event}`, { sockets: open }),
    });
    health = new HealthMonitor({
      db: app.db,
      // Read, never created, here: health must not leave a key file behind.
      mikrotik: { deviceKey: () => (deviceKey ??= loadDeviceKey(process.env, dataDir)) },
      pingRealtime: () => hub.ping(),
      storage: app.storageHealth,
      intervalMs: realtime.healthIntervalMs,
      probeTimeoutMs: realtime.probeTimeoutMs,
      routerConcurrency: realtime.routerConcurrency,
      onError,
    });
    health.onFlip(() => hub.pushHealth());
    app.storageHealth.onFailure(() => health!.recheck());
    app.databaseOutages.onOutage(() => health!.recheck());
    app.notices.on(changeChannel, (payload) => hub.onNotification(payload));
    app.notices.on(jobsChannel, (payload) => hub.onJobNotice(payload));
    app.notices.on(deviceStatesChannel, (payload) => hub.onDeviceStateNotice(payload));
    app.notices.on(alertsChannel, (payload) => hub.onAlertNotice(payload));
    // Open sockets obey a deactivation, a removed membership or a new password as requests do.
    app.notices.on(accessChannel, () => hub.accessChanged());
    app.notices.onRestart(() => hub.accessChanged());

    await app.register(fastifyWebsocket, {
      options: { maxPayload: maxClientFrameBytes },
      // A client's fault (an oversized frame, a broken close): its message, not a stack per socket.
      errorHandler: (error, socket) => {
        const { code } = error as { code?: unknown };
        summary.line('warn', 'websocket error', { error: { message: error.message, code } });
        socket.terminate();
      },
      // Sockets close with 1001 so browsers reconnect to the next instance (or this one restarted).
      preClose(done) {
        hub.closeAll();
        this.websocketServer.close();
        done();
      },
    });
    app.decorate('realtime', { hub, health });
    app.addHook('onReady', async () => health.start());
    // An upgrade to any other route would be closed with its URL, query and all, logged.
    app.addHook('onRequest', async (request) => {
      if (request.headers.upgrade?.toLowerCase() === 'websocket' && !request.routeOptions.url?.startsWith('/api/ws'))
        throw notFound();
    });
    app.addHook('onClose', async () => {
      health.stop();
      summary.stop();
    });
  },
  { name: 'realtime', dependencies: ['db', 'config', 'notices'] },
);
