import fp from 'fastify-plugin';
import { loggableError } from '../db/errorReport';
import { AlertEvents } from '../alerts/alertEvents';
import { evaluateAlerts, type AlertChanges } from '../alerts/evaluateAlerts';
import { historyPruneKind } from '../alerts/historyPrune';
import { portReadKind, portReadSweepKind, type PortReadContext } from '../alerts/portReads';
import { recordReachability } from '../alerts/reachabilityHistory';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * History of state and alerts (server/src/alerts). `events.onOpened/onClosed` is the hook for
     * notifications; `evaluate(now?)` opens and closes alerts now (tests pass their own clock).
     */
    alerts: {
      events: AlertEvents;
      evaluate(now?: Date): Promise<AlertChanges>;
      portReads: PortReadContext;
    };
  }
}

/** A timer every `seconds` (0: never) from ready to close, never two runs at once. */
function every(app: import('fastify').FastifyInstance, seconds: number, run: () => Promise<unknown>) {
  if (seconds === 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= run()
      .catch((error: unknown) => app.log.error({ error: loggableError(error) }, 'alerts: a scheduled run failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/**
 * Keeps the history of routers' reachability (from the health probe's rounds), reads ports on a
 * schedule, prunes old history, and evaluates alerts after each round, after a port change and
 * on its own tick (grace periods run out between rounds).
 */
export default fp(
  async (app) => {
    const { monitoring } = app.config;
    const events = new AlertEvents();
    const onError = (error: unknown) => app.log.error({ error: loggableError(error) }, 'alerts: a listener failed');
    const evaluate = (now = new Date()) => evaluateAlerts(app.db, now, { events, onError });
    const portReads: PortReadContext = {
      db: app.db,
      settings: app.mikrotikSettings,
      jobs: app.jobs,
      changed: async () => void (await evaluate()),
    };
    const read = portReadKind(portReads);
    const sweep = portReadSweepKind(portReads, read);
    await app.jobs.define(read);
    await app.jobs.define(sweep);
    await app.jobs.define(historyPruneKind(app.db, monitoring.historyRetentionDays));
    app.realtime.health.onRouterRound(async (routers, at) => {
      if (routers.length === 0) return;
      try {
        await recordReachability(app.db, routers, at, monitoring.reachabilitySampleSeconds);
        await evaluate();
      } catch (error) {
        app.log.error({ error: loggableError(error) }, 'alerts: recording a probe round failed');
      }
    });
    every(app, monitoring.evaluateSeconds, () => evaluate());
    every(app, monitoring.portReadSeconds, () => app.jobs.send(sweep, {}));
    app.decorate('alerts', { events, evaluate, portReads });
  },
  { name: 'alerts', dependencies: ['config', 'db', 'jobs', 'realtime', 'mikrotik-settings'] },
);
